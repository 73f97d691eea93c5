import { chromium, type Browser } from '@playwright/test';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { securityHeaders } from './security-headers';

/** The policy the app answers with, read from the hook as Fastify would call it. */
function policyOf(options: { turnstile?: boolean; stripe?: boolean } = {}): string {
  const headers: Record<string, string> = {};
  const reply = { headers: (values: Record<string, string>) => Object.assign(headers, values) } as unknown as FastifyReply;
  securityHeaders(false, options)({} as FastifyRequest, reply, () => undefined);
  return headers['Content-Security-Policy'];
}

/**
 * Loads a page under the policy in Chromium and returns the directives it broke. The page does
 * what the site does (a listing's YouTube embed, the admin's PDF preview from a blob) and what
 * it must not be able to (frames and objects from elsewhere, an inline script).
 */
async function violations(browser: Browser, policy: string, script: string): Promise<string[]> {
  const page = await browser.newPage();
  try {
    const seen: string[] = [];
    page.on('console', (message) => {
      if (message.text().startsWith('VIOLATION ')) seen.push(message.text().slice('VIOLATION '.length));
    });
    await page.route('**/*', (route) => {
      const url = new URL(route.request().url());
      if (url.origin !== 'http://site.test') return route.fulfill({ status: 200, contentType: 'text/html', body: '<p>elsewhere</p>' });
      if (url.pathname === '/app.js') return route.fulfill({ status: 200, contentType: 'text/javascript', body: script });
      return route.fulfill({
        status: 200,
        contentType: 'text/html',
        headers: { 'Content-Security-Policy': policy },
        body: '<html><body><script src="/app.js"></script></body></html>',
      });
    });
    await page.goto('http://site.test/');
    await page.waitForFunction('window.done === true');
    await page.waitForTimeout(500);
    return seen.sort();
  } finally {
    await page.close();
  }
}

const REPORT = `document.addEventListener('securitypolicyviolation', (e) => console.log('VIOLATION ' + e.violatedDirective + ' ' + e.blockedURI));`;
const add = (tag: string, attributes: Record<string, string>) =>
  `{ const node = document.createElement('${tag}'); ${Object.entries(attributes).map(([name, value]) => `node.${name} = ${value};`).join(' ')} document.body.appendChild(node); }`;
const PDF_BLOB = `URL.createObjectURL(new Blob(['%PDF-1.4\\n%%EOF'], { type: 'application/pdf' }))`;

describe('Content security policy in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
  });
  afterAll(() => browser.close());

  it("lets the listing's YouTube embed and the admin's PDF preview through", async () => {
    const script = [
      REPORT,
      add('iframe', { src: "'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'" }),
      add('object', { type: "'application/pdf'", data: PDF_BLOB }),
      'window.done = true;',
    ].join('\n');
    expect(await violations(browser, policyOf(), script)).toEqual([]);
    expect(await violations(browser, policyOf({ turnstile: true }), script)).toEqual([]);
  });

  it('blocks frames and objects from anywhere else, and inline script', async () => {
    const script = [
      REPORT,
      add('iframe', { src: "'https://www.youtube.com/embed/dQw4w9WgXcQ'" }),
      add('iframe', { src: "'https://evil.example/'" }),
      add('object', { data: "'https://evil.example/file.pdf'", type: "'application/pdf'" }),
      add('script', { textContent: "'window.injected = true'" }),
      'window.done = true;',
    ].join('\n');
    expect(await violations(browser, policyOf(), script)).toEqual([
      // Chromium reports only the origin of a blocked address on another site.
      'frame-src https://evil.example',
      'frame-src https://www.youtube.com',
      'object-src https://evil.example',
      'script-src-elem inline',
    ]);
  });

  it("lets Stripe.js, its card form and 3-D Secure frames and its API through only when Stripe takes the cards", async () => {
    const script = [
      REPORT,
      add('script', { src: "'https://js.stripe.com/clover/stripe.js'" }),
      add('iframe', { src: "'https://js.stripe.com/v3/elements-inner-payment.html'" }),
      add('iframe', { src: "'https://hooks.stripe.com/3d_secure_2/hosted'" }),
      "fetch('https://api.stripe.com/v1/payment_intents').catch(() => undefined).finally(() => { window.done = true; });",
    ].join('\n');
    expect(await violations(browser, policyOf({ stripe: true }), script)).toEqual([]);
    expect(await violations(browser, policyOf(), script)).toEqual([
      'connect-src https://api.stripe.com/v1/payment_intents',
      'frame-src https://hooks.stripe.com',
      'frame-src https://js.stripe.com',
      'script-src-elem https://js.stripe.com/clover/stripe.js',
    ]);
  });
});
