import { pipeline, type Readable } from 'node:stream';
import zlib from 'node:zlib';

export type PageEncoding = 'br' | 'gzip' | null;

/**
 * The encoding a rendered page goes out in: brotli when the request accepts it, else gzip, else none.
 * The page route is left out of the compression plugin, which passes HEAD by: compressing here gives
 * GET and HEAD the same headers.
 */
export function pageEncodingFor(acceptEncoding: string | undefined): PageEncoding {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...parameters] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const quality = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)).find(Boolean);
    accepted.set(name, quality ? Number(quality[1]) : 1);
  }
  const wants = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (wants('br')) return 'br';
  if (wants('gzip')) return 'gzip';
  return null;
}

/** The page through the compressor of `encoding`; brotli at quality 4, as the API's answers (see response-compression.ts). */
export function compressedPage(page: Readable, encoding: Exclude<PageEncoding, null>): Readable {
  const compressor =
    encoding === 'br' ? zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } }) : zlib.createGzip();
  // A visitor who leaves early ends both streams, so no render waits on a reader that has gone.
  return pipeline(page, compressor, () => undefined);
}
