import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';

/** Where the Cloudflare Turnstile script and its challenge frame come from. */
export const TURNSTILE_ORIGIN = 'https://challenges.cloudflare.com';

/**
 * What Stripe.js and its Payment Element need, as Stripe's CSP guide lists them (the address
 * autocomplete's Google Maps entries left out: the card form asks no address): the script and its
 * frames from js.stripe.com, 3-D Secure pages from hooks.stripe.com, its calls to api.stripe.com.
 */
export const STRIPE_SOURCES = {
  script: 'https://js.stripe.com https://*.js.stripe.com',
  frame: 'https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com',
  connect: 'https://api.stripe.com',
} as const;

/** The listing page embeds a seller's video through YouTube's privacy-enhanced address only. */
export const YOUTUBE_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';

/**
 * Headers on every answer (an `onRequest` hook, so errors, 404s and files carry them too). Ant Design writes its styles at run time, hence 'unsafe-inline' for
 * styles only; scripts come from this origin alone, plus Cloudflare's for the Turnstile widget
 * (script and frame, as Cloudflare documents) when bot protection is configured. Frames come
 * from YouTube's embed address (the listing's video) and Turnstile; the one object is the
 * admin's preview of an identity document PDF, which the page holds as a `blob:` address it made
 * itself. Chromium shows a PDF object in a frame of its own, so `blob:` is needed in both
 * object-src and frame-src; a blob address can only be made by the page's own scripts.
 */
export function securityHeaders(production: boolean, { turnstile = false, stripe = false }: { turnstile?: boolean; stripe?: boolean } = {}) {
  const extra = (...sources: (string | false)[]) => sources.filter(Boolean).map((source) => ` ${source}`).join('');
  const policy = [
    "default-src 'self'",
    `script-src 'self'${extra(turnstile && TURNSTILE_ORIGIN, stripe && STRIPE_SOURCES.script)}`,
    `frame-src ${YOUTUBE_EMBED_ORIGIN} blob:${extra(turnstile && TURNSTILE_ORIGIN, stripe && STRIPE_SOURCES.frame)}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${extra(stripe && STRIPE_SOURCES.connect)}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    'object-src blob:',
  ].join('; ');
  const headers: Record<string, string> = {
    'Content-Security-Policy': policy,
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    ...(production ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  };
  return (_request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    reply.headers(headers);
    done();
  };
}
