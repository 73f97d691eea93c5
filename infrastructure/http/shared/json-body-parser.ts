import { BadRequestException } from '@nestjs/common';
import type { FastifyBodyParser, FastifyInstance } from 'fastify';

/**
 * JSON bodies as browsers send them: an empty body (a POST without data still says
 * `Content-Type: application/json`) reads as `{}`; only an object or a list is a body; anything
 * else, or JSON that does not parse, is a 400 with no detail. `__proto__` and `constructor` keys
 * are refused, as Fastify does by default.
 */
export function jsonBodyParser(fastify: FastifyInstance): FastifyBodyParser<Buffer> {
  const parse = fastify.getDefaultJsonParser('error', 'error');
  return (request, body, done) => {
    const text = body.toString('utf8');
    const start = text.trimStart();
    if (start === '') return done(null, {});
    if (start[0] !== '{' && start[0] !== '[') return done(new BadRequestException(), undefined);
    void parse(request, text, (error, value) => (error ? done(new BadRequestException(), undefined) : done(null, value)));
  };
}
