import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { TurnstileBotCheck } from './bot-checks';

type Answer = (request: IncomingMessage, response: ServerResponse) => void;

interface Posted {
  method: string;
  contentType: string | undefined;
  form: Record<string, string>;
}

/** A stand-in for Cloudflare's siteverify on 127.0.0.1: records what was posted, answers as told. */
async function startSiteverify(): Promise<{ url: string; posted: Posted[]; answerWith(answer: Answer): void; close(): Promise<void> }> {
  const posted: Posted[] = [];
  let answer: Answer = (_request, response) => json(response, 200, { success: true });
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      posted.push({
        method: request.method ?? '',
        contentType: request.headers['content-type'],
        form: Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8'))),
      });
      answer(request, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/turnstile/v0/siteverify`,
    posted,
    answerWith: (next) => {
      answer = next;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

function json(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
}

/** A port that was just free: nothing listens there, so a connection is refused at once. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('Turnstile bot check against a siteverify server', () => {
  let siteverify: Awaited<ReturnType<typeof startSiteverify>>;
  let check: TurnstileBotCheck;

  beforeAll(async () => {
    siteverify = await startSiteverify();
    check = new TurnstileBotCheck('test-secret', siteverify.url, 300);
  });
  afterAll(() => siteverify.close());
  beforeEach(() => {
    siteverify.posted.length = 0;
  });

  it('passes on a success answer, having posted the secret, the token and the client address as a form', async () => {
    siteverify.answerWith((_request, response) => json(response, 200, { success: true, 'error-codes': [], hostname: 'ietochi.example' }));
    await expect(check.verify('token-from-widget', '203.0.113.7')).resolves.toBe(true);
    expect(siteverify.posted).toEqual([
      {
        method: 'POST',
        contentType: expect.stringContaining('application/x-www-form-urlencoded'),
        form: { secret: 'test-secret', response: 'token-from-widget', remoteip: '203.0.113.7' },
      },
    ]);
  });

  it('leaves remoteip out when the client address is unknown', async () => {
    siteverify.answerWith((_request, response) => json(response, 200, { success: true }));
    await expect(check.verify('token-from-widget', undefined)).resolves.toBe(true);
    expect(siteverify.posted[0]?.form).toEqual({ secret: 'test-secret', response: 'token-from-widget' });
  });

  it('fails on a failure answer', async () => {
    siteverify.answerWith((_request, response) => json(response, 200, { success: false, 'error-codes': ['invalid-input-response'] }));
    await expect(check.verify('spent-token', '203.0.113.7')).resolves.toBe(false);
    expect(siteverify.posted).toHaveLength(1);
  });

  it('fails on an answer whose success is not exactly true', async () => {
    siteverify.answerWith((_request, response) => json(response, 200, { success: 'true' }));
    await expect(check.verify('token', '203.0.113.7')).resolves.toBe(false);
    siteverify.answerWith((_request, response) => json(response, 200, null));
    await expect(check.verify('token', '203.0.113.7')).resolves.toBe(false);
  });

  it('fails on a 500, whatever its body says', async () => {
    siteverify.answerWith((_request, response) => json(response, 500, { success: true }));
    await expect(check.verify('token', '203.0.113.7')).resolves.toBe(false);
  });

  it('fails on an answer that is not JSON', async () => {
    siteverify.answerWith((_request, response) => response.writeHead(200, { 'Content-Type': 'text/html' }).end('<html>busy</html>'));
    await expect(check.verify('token', '203.0.113.7')).resolves.toBe(false);
  });

  it('fails when the server does not answer in time', async () => {
    siteverify.answerWith(() => undefined);
    const started = Date.now();
    await expect(check.verify('token', '203.0.113.7')).resolves.toBe(false);
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('fails when nothing listens at the address', async () => {
    const unreachable = new TurnstileBotCheck('test-secret', `http://127.0.0.1:${await closedPort()}/siteverify`, 300);
    await expect(unreachable.verify('token', '203.0.113.7')).resolves.toBe(false);
  });

  it('fails without a token, asking nobody', async () => {
    await expect(check.verify(undefined, '203.0.113.7')).resolves.toBe(false);
    await expect(check.verify('', '203.0.113.7')).resolves.toBe(false);
    expect(siteverify.posted).toHaveLength(0);
  });
});
