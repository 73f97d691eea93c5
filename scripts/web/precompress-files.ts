import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text formats the build writes; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(m?js|css|html|svg|json|txt|xml|webmanifest|map|wasm)$/i;

/** Below this a compressed copy saves less than its headers cost (the API answers by the same rule). */
export const PRECOMPRESS_MIN_BYTES = 1024;

export interface PrecompressedFile {
  file: string;
  bytes: number;
  br: number;
  gzip: number;
}

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

/**
 * Writes `name.br` and `name.gz` beside every compressible file of the built site, at the highest
 * levels (they are made once per build, and served to every visitor as they are). A copy that
 * would not be smaller is not written, so the server sends the plain file instead.
 */
export async function precompressFiles(dir: string): Promise<PrecompressedFile[]> {
  const done: PrecompressedFile[] = [];
  for (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const content = fs.readFileSync(file);
    if (content.length < PRECOMPRESS_MIN_BYTES) continue;
    const [br, gz] = await Promise.all([
      brotli(content, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        },
      }),
      gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
    ]);
    if (br.length < content.length) fs.writeFileSync(`${file}.br`, br);
    if (gz.length < content.length) fs.writeFileSync(`${file}.gz`, gz);
    done.push({ file: path.relative(dir, file), bytes: content.length, br: br.length, gzip: gz.length });
  }
  return done;
}
