import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ok } from './api-response';
import { ANSWER_ENCODINGS, COMPRESSION_THRESHOLD, compressAnswer, type AnswerEncoding } from './response-compression';

/**
 * A JSON answer written out before it is sent: `ok(data)` as text, for an answer a cache keeps, so
 * it is serialized once, and compressed once per encoding, rather than on every request. A
 * controller returns it where it would return `ok(data)`; the API document describes it as that
 * `ApiResponse<T>` (scripts/openapi).
 */
export class PreparedAnswer<T> {
  /** The answer's `data`, for its type only: the value is in `json`. */
  declare readonly data?: T;
  private readonly compressed = new Map<AnswerEncoding, Buffer>();
  /** The text's size in UTF-8, which the compression threshold is counted in, as the plugin counts it. */
  readonly bytes: number;

  private constructor(readonly json: string) {
    this.bytes = Buffer.byteLength(json);
  }

  static of<T>(data: T): PreparedAnswer<T> {
    return new PreparedAnswer<T>(JSON.stringify(ok(data)));
  }

  /** The text compressed as `encoding`, made on the first request that accepts it. */
  compressedAs(encoding: AnswerEncoding): Buffer {
    let bytes = this.compressed.get(encoding);
    if (!bytes) {
      bytes = compressAnswer(this.json, encoding);
      this.compressed.set(encoding, bytes);
    }
    return bytes;
  }
}

/** The encoding the client takes, as the compression plugin would choose it (none below its threshold). */
function encodingFor(request: FastifyRequest, answer: PreparedAnswer<unknown>): AnswerEncoding | null {
  const accepted = request.headers['accept-encoding'];
  if (accepted === undefined || answer.bytes < COMPRESSION_THRESHOLD) return null;
  return negotiate(accepted.toLowerCase(), [...ANSWER_ENCODINGS]) as AnswerEncoding | null;
}

function varyOnEncoding(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  const current = Array.isArray(vary) ? vary.join(', ') : vary === undefined ? '' : String(vary);
  if (!/\baccept-encoding\b/i.test(current)) reply.header('vary', current === '' ? 'accept-encoding' : `${current}, accept-encoding`);
}

/**
 * A prepared answer goes out as its text, or its compressed bytes with their Content-Encoding
 * (which the compression plugin then leaves alone), where any other answer object is serialized.
 */
export function registerPreparedAnswers(fastify: FastifyInstance): void {
  fastify.addHook('preSerialization', (request, reply, payload, done) => {
    if (!(payload instanceof PreparedAnswer)) return done(null, payload);
    const answer = payload as PreparedAnswer<unknown>;
    const encoding = encodingFor(request, answer);
    void reply.type('application/json; charset=utf-8');
    varyOnEncoding(reply);
    if (encoding === null) {
      reply.serializer(() => answer.json);
    } else {
      void reply.header('content-encoding', encoding);
      // Fastify sends the bytes a serializer gives as they are; its type names only a string.
      reply.serializer(() => answer.compressedAs(encoding) as unknown as string);
    }
    done(null, payload);
  });
}
