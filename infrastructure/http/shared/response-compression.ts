import zlib, { type BrotliOptions, type InputType, type ZlibOptions } from 'node:zlib';
import fastifyCompress, { type FastifyCompressOptions } from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Answers up to this size are compressed in one call where they are sent, and go out with their
 * length. Past the plugin's default (8 kB on two cores) an answer went through a stream pipeline
 * instead: the string copied into a stream, a compressor set up per answer, its output handed back
 * from the thread pool in pieces and sent chunked. For a member's list of 500 deals (280 kB of
 * JSON) that machinery cost more than the compression, and each hand-off is a wait for the event
 * loop, which is where the list's slow requests came from. Larger answers still stream.
 */
export const ONE_CALL_COMPRESSION_LIMIT = 1024 * 1024;

/**
 * From this size brotli runs at quality 2 instead of 4 and gzip at level 3 instead of 6: on a long
 * JSON list (a member's 500 deals, 280 kB) each is about twice as quick for some 3-5 % more bytes,
 * while small answers keep the better ratio at no noticeable cost.
 */
export const QUICK_COMPRESSION_FROM = 64 * 1024;
const QUICK_GZIP_LEVEL = 3;

function byteSize(payload: InputType): number {
  return typeof payload === 'string' ? Buffer.byteLength(payload) : payload.byteLength;
}

/** The encodings answers go out in, the first the client accepts, and the size from which they are used. */
export const ANSWER_ENCODINGS = ['br', 'gzip'] as const;
export type AnswerEncoding = (typeof ANSWER_ENCODINGS)[number];
export const COMPRESSION_THRESHOLD = 1024;

/** Brotli for text at quality 4 (the plugin's own choice): close to the best ratio at little CPU. */
const BROTLI_OPTIONS: BrotliOptions = {
  params: { [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT, [zlib.constants.BROTLI_PARAM_QUALITY]: 4 },
};

/** An answer's text compressed as the plugin compresses it in one call. */
export function compressAnswer(text: string, encoding: AnswerEncoding): Buffer {
  return encoding === 'br' ? brotliCompressSync(text, BROTLI_OPTIONS) : gzipSync(text, {});
}

function brotliCompressSync(payload: InputType, options: BrotliOptions): Buffer {
  const size = byteSize(payload);
  if (size < QUICK_COMPRESSION_FROM) return zlib.brotliCompressSync(payload, options);
  return zlib.brotliCompressSync(payload, {
    ...options,
    params: { ...options.params, [zlib.constants.BROTLI_PARAM_QUALITY]: 2, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size },
  });
}

function gzipSync(payload: InputType, options: ZlibOptions): Buffer {
  if (byteSize(payload) < QUICK_COMPRESSION_FROM) return zlib.gzipSync(payload, options);
  return zlib.gzipSync(payload, { ...options, level: QUICK_GZIP_LEVEL });
}

/**
 * JSON answers are compressed when they pass 1 kB: below that the headers cost more than the
 * bytes saved. Images and PDFs are not compressible types and go out untouched. The live deal
 * stream takes over the raw response (`reply.hijack()`), so no hook sees it and nothing holds its
 * events back in a compressor's buffer. A prepared answer (prepared-answer.ts) comes compressed
 * already, once for all the requests it answers.
 */
const apiCompression: FastifyCompressOptions = {
  global: true,
  threshold: COMPRESSION_THRESHOLD,
  encodings: [...ANSWER_ENCODINGS],
  syncThreshold: ONE_CALL_COMPRESSION_LIMIT,
  brotliOptions: BROTLI_OPTIONS,
  // Only the one-call compressors are replaced; the plugin takes everything else from node:zlib.
  zlib: { brotliCompressSync, gzipSync },
};

/**
 * Compression of answers on the wire, registered before any route exists (the plugin attaches
 * itself to each route as it is added). The built site's files are compressed once at build time
 * and served as they are by @fastify/static (`preCompressed` in web-app.ts): its file routes,
 * which carry the file in their `config`, are left out here, so a file too small to have a
 * compressed copy goes out plain, the same to GET and HEAD, instead of being compressed per request.
 */
export async function registerResponseCompression(fastify: FastifyInstance): Promise<void> {
  fastify.addHook('onRoute', (route) => {
    const config = route.config as { file?: unknown } | undefined;
    if (config?.file !== undefined) route.compress = false;
  });
  await fastify.register(fastifyCompress, apiCompression);
}
