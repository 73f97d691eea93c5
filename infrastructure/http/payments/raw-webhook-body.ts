import type { FastifyBodyParser, FastifyInstance } from 'fastify';

/** Where Stripe posts its events about our payments (the endpoint set in Stripe's dashboard). */
export const STRIPE_WEBHOOK_PATH = '/api/payment/webhook/stripe';

/**
 * A provider signs the exact bytes it sends, so a webhook route must see them as they came: for
 * the given routes the JSON parser leaves the body as those bytes (a `Buffer`), unparsed; every
 * other route parses as before.
 */
export function keepingRawBodyOf(paths: readonly string[], parser: FastifyBodyParser<Buffer>): FastifyBodyParser<Buffer> {
  const raw = new Set(paths);
  return function parseUnlessRaw(this: FastifyInstance, request, body, done) {
    if (raw.has(request.routeOptions.url ?? '')) return done(null, body);
    return parser.call(this, request, body, done);
  };
}
