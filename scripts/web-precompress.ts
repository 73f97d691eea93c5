import path from 'node:path';
import { precompressFiles } from './web/precompress-files';

/** Runs after `vite build` (see `build:web`): brotli and gzip copies of the built site's text files. */
const dist = path.resolve(__dirname, '..', 'web', 'dist');

precompressFiles(dist)
  .then((files) => {
    const bytes = files.reduce((sum, file) => sum + file.bytes, 0);
    const br = files.reduce((sum, file) => sum + file.br, 0);
    const gz = files.reduce((sum, file) => sum + file.gzip, 0);
    console.log(`precompressed ${files.length} files: ${kB(bytes)} → ${kB(br)} brotli, ${kB(gz)} gzip`);
  })
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });

function kB(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} kB`;
}
