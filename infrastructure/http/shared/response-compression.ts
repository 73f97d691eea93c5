import fastifyCompress, { type FastifyCompressOptions } from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * JSON answers are compressed when they pass 1 kB: below that the headers cost more than the
 * bytes saved. Images and PDFs are not compressible types and go out untouched. The live deal
 * stream takes over the raw response (`reply.hijack()`), so no hook sees it and nothing holds its
 * events back in a compressor's buffer. Brotli stays at the plugin's per-request quality (4):
 * close to the best ratio at little CPU.
 */
const apiCompression: FastifyCompressOptions = {
  global: true,
  threshold: 1024,
  encodings: ['br', 'gzip'],
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
