import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { generateApiFiles } from './openapi/api-files.generator';

/**
 * `npm run api:generate`: the controllers' answer types become schemas, the app's OpenAPI
 * document is written for the web, and the web's types are generated from it. All three are
 * committed; a test regenerates them with `--out <folder>` and fails when they differ.
 */
const root = path.resolve(__dirname, '..');
const outFlag = process.argv.indexOf('--out');
const out = outFlag >= 0 ? path.resolve(process.argv[outFlag + 1]) : root;

async function write(files: Map<string, string>): Promise<void> {
  for (const [file, content] of files) {
    await mkdir(path.dirname(path.join(out, file)), { recursive: true });
    await writeFile(path.join(out, file), content);
  }
}

async function main(): Promise<void> {
  // Into the repository, the answer schemas are written first: the app built next reads them.
  const files = await generateApiFiles(root, { beforeDocument: out === root ? write : undefined });
  await write(files);
  for (const file of files.keys()) console.log(`wrote ${path.relative(root, path.join(out, file))}`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
