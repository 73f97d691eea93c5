import type { NextFunction, Request, Response } from 'express';

/** Where the Cloudflare Turnstile script and its challenge frame come from. */
export const TURNSTILE_ORIGIN = 'https://challenges.cloudflare.com';

/**
 * Headers on every answer. Ant Design writes its styles at run time, hence 'unsafe-inline' for
 * styles only; scripts come from this origin alone, plus Cloudflare's for the Turnstile widget
 * (script and frame, as Cloudflare documents) when bot protection is configured.
 */
export function securityHeaders(production: boolean, { turnstile = false }: { turnstile?: boolean } = {}) {
  const policy = [
    "default-src 'self'",
    turnstile ? `script-src 'self' ${TURNSTILE_ORIGIN}` : "script-src 'self'",
    ...(turnstile ? [`frame-src 'self' ${TURNSTILE_ORIGIN}`] : []),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
  return (_request: Request, response: Response, next: NextFunction) => {
    response.setHeader('Content-Security-Policy', policy);
    response.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    response.setHeader('X-Content-Type-Options', 'nosniff');
    response.setHeader('X-Frame-Options', 'DENY');
    response.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
    if (production) response.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    next();
  };
}
