import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';

/** Where the Cloudflare Turnstile script and its challenge frame come from. */
export const TURNSTILE_ORIGIN = 'https://challenges.cloudflare.com';

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
export function securityHeaders(production: boolean, { turnstile = false }: { turnstile?: boolean } = {}) {
  const policy = [
    "default-src 'self'",
    turnstile ? `script-src 'self' ${TURNSTILE_ORIGIN}` : "script-src 'self'",
    turnstile ? `frame-src ${YOUTUBE_EMBED_ORIGIN} blob: ${TURNSTILE_ORIGIN}` : `frame-src ${YOUTUBE_EMBED_ORIGIN} blob:`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
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
