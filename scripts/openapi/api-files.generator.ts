import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import type { createApp as CreateApp } from '../../infrastructure/app/create-app';
import type { loadConfig as LoadConfig } from '../../infrastructure/config/app-config';
import type { Database } from '../../infrastructure/database/database';
import { generateAnswerSchemas, sortKeys } from './answer-schemas.generator';

/** The generated files, by their path in the repository. */
export const ANSWER_SCHEMAS_FILE = 'infrastructure/openapi/answer-schemas.generated.json';
export const OPENAPI_DOCUMENT_FILE = 'web/src/api/openapi.json';
export const WEB_TYPES_FILE = 'web/src/api/schema.d.ts';

const WEB_TYPES_HEADER = `/**
 * The API's paths, operations and schemas, generated from ${OPENAPI_DOCUMENT_FILE} by
 * \`npm run api:generate\` (openapi-typescript). Do not edit: change the server and regenerate.
 */

`;

function json(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}

/** The document exactly as the app serves it at /api/docs-json, from an app built for the purpose. */
async function servedDocument(options: { database?: Database }): Promise<unknown> {
  // Loaded here, after the answer schemas are written, so the app describes the new ones.
  /* eslint-disable @typescript-eslint/no-require-imports */
  const { createApp } = require('../../infrastructure/app/create-app') as { createApp: typeof CreateApp };
  const { loadConfig } = require('../../infrastructure/config/app-config') as { loadConfig: typeof LoadConfig };
  /* eslint-enable @typescript-eslint/no-require-imports */
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'api-generate-'));
  const config = loadConfig({ LOG_LEVEL: 'silent', NODE_ENV: 'test', DATA_DIR: dataDir, DEMO_LISTINGS: '0', API_DOCS: 'on' });
  const running = await createApp(config, { database: options.database });
  try {
    const fastify = running.app.getHttpAdapter().getInstance() as { inject(request: { url: string }): Promise<{ statusCode: number; body: string }> };
    const answer = await fastify.inject({ url: '/api/docs-json' });
    if (answer.statusCode !== 200) throw new Error(`/api/docs-json answered ${answer.statusCode}: ${answer.body}`);
    return JSON.parse(answer.body);
  } finally {
    await running.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/**
 * Server types → answer schemas → OpenAPI document → web types. `beforeDocument` runs once the
 * answer schemas are known (the script writes them there, so the app it builds reads them).
 */
export async function generateApiFiles(
  projectRoot: string,
  options: { database?: Database; beforeDocument?: (files: Map<string, string>) => Promise<void> } = {},
): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  files.set(ANSWER_SCHEMAS_FILE, json(generateAnswerSchemas(projectRoot)));
  await options.beforeDocument?.(files);
  const document = sortKeys(await servedDocument(options));
  files.set(OPENAPI_DOCUMENT_FILE, json(document));
  const ast = await openapiTS(document as Parameters<typeof openapiTS>[0], { alphabetize: true });
  files.set(WEB_TYPES_FILE, WEB_TYPES_HEADER + astToString(ast));
  return files;
}
