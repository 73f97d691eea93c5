import type { FastifyInstance } from 'fastify';
import { ok } from './api-response';

/**
 * A JSON answer written out before it is sent: `ok(data)` as text, for an answer a cache keeps, so
 * it is serialized once rather than on every request. A controller returns it where it would
 * return `ok(data)`; the API document describes it as that `ApiResponse<T>` (scripts/openapi).
 */
export class PreparedAnswer<T> {
  /** The answer's `data`, for its type only: the value is in `json`. */
  declare readonly data?: T;

  private constructor(readonly json: string) {}

  static of<T>(data: T): PreparedAnswer<T> {
    return new PreparedAnswer<T>(JSON.stringify(ok(data)));
  }
}

/** A prepared answer goes out as its text, where any other answer object is serialized. */
export function registerPreparedAnswers(fastify: FastifyInstance): void {
  fastify.addHook('preSerialization', (_request, reply, payload, done) => {
    if (payload instanceof PreparedAnswer) reply.serializer(() => payload.json);
    done(null, payload);
  });
}
