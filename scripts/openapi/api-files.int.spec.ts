import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const ROOT = path.resolve(__dirname, '../..');
const GENERATED = ['infrastructure/openapi/answer-schemas.generated.json', 'web/src/api/openapi.json', 'web/src/api/schema.d.ts'];

/**
 * The committed answer schemas, OpenAPI document and web types are what `npm run api:generate`
 * writes from the code as it is now: a changed server type or route without regenerating fails
 * here. It runs the script itself, as a developer does, into a folder of its own.
 */
describe('The generated API files', () => {
  let out: string;

  beforeAll(async () => {
    out = await mkdtemp(path.join(os.tmpdir(), 'api-generate-check-'));
  });
  afterAll(() => rm(out, { recursive: true, force: true }));

  it('match the code: run `npm run api:generate` and commit its output when this fails', async () => {
    await promisify(execFile)(process.execPath, ['--require', './infrastructure/testing/swc-require-hook.cjs', 'scripts/api-generate.ts', '--out', out], { cwd: ROOT });
    const stale: string[] = [];
    for (const file of GENERATED) {
      const fresh = await readFile(path.join(out, file), 'utf8');
      const committed = await readFile(path.join(ROOT, file), 'utf8').catch(() => '');
      if (committed !== fresh) stale.push(file);
    }
    if (stale.length > 0) throw new Error(`Out of date: ${stale.join(', ')}. Run \`npm run api:generate\` and commit the result.`);
  });
});
