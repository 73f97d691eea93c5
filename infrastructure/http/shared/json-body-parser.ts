import { BadRequestException } from '@nestjs/common';
import type { FastifyBodyParser, FastifyInstance } from 'fastify';
import { MAX_BODY_DEPTH, tooDeep } from './malformed-body.exception';

/**
 * How deep the objects and lists of a JSON text go, read from its brackets before it is parsed,
 * so a body of ten thousand nested lists never reaches a recursive walk. Brackets inside
 * strings do not count. Stops counting once past `limit`.
 */
export function jsonDepthOver(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c) index++;
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x7b || char === 0x5b) {
      if (++depth > limit) return true;
    } else if (char === 0x7d || char === 0x5d) depth--;
  }
  return false;
}

/**
 * JSON bodies as browsers send them: an empty body (a POST without data still says
 * `Content-Type: application/json`) reads as `{}`; only an object or a list is a body; anything
 * else, or JSON that does not parse, is a 400 with no detail. Objects and lists nested deeper
 * than `MAX_BODY_DEPTH` are a 400 saying so. `__proto__` and `constructor` keys are refused, as
 * Fastify does by default.
 */
export function jsonBodyParser(fastify: FastifyInstance): FastifyBodyParser<Buffer> {
  const parse = fastify.getDefaultJsonParser('error', 'error');
  return (request, body, done) => {
    const text = body.toString('utf8');
    const start = text.trimStart();
    if (start === '') return done(null, {});
    if (start[0] !== '{' && start[0] !== '[') return done(new BadRequestException(), undefined);
    if (jsonDepthOver(text, MAX_BODY_DEPTH)) return done(tooDeep(), undefined);
    void parse(request, text, (error, value) => (error ? done(new BadRequestException(), undefined) : done(null, value)));
  };
}
