import type { DynamicModule } from '@nestjs/common';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { DestinationStream } from 'pino';
import { loadConfig, type AppConfig } from '../config/app-config';
import { createApp, type RunningApp } from '../app/create-app';
import { SettableClock } from './settable-clock';
import { createTestDatabase, type StoreKind, type TestDatabase } from './test-databases';

export interface TestApp extends RunningApp {
  config: AppConfig;
  database: TestDatabase;
  clock: SettableClock;
  dataDir: string;
  dispose(): Promise<void>;
}

/**
 * The whole app on a fresh test database and data folder, seeded as on a first start, without
 * listening on a port. Its clock can be moved forward. `env` adds configuration variables
 * (Turnstile keys, say) to the test defaults; `webDir` is a built site to serve.
 */
export async function createTestApp(
  kind: StoreKind,
  extraModules: DynamicModule[] = [],
  env: Record<string, string> = {},
  options: { webDir?: string; logDestination?: DestinationStream } = {},
): Promise<TestApp> {
  const database = await createTestDatabase(kind, { migrate: false });
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ietochi-test-'));
  const config = loadConfig({ LOG_LEVEL: 'silent', NODE_ENV: 'test', DATA_DIR: dataDir, DEMO_LISTINGS: '0', ...env });
  const clock = new SettableClock();
  const running = await createApp(config, { database: database.db, extraModules, clock, webDir: options.webDir, logDestination: options.logDestination });
  return {
    ...running,
    config,
    database,
    clock,
    dataDir,
    dispose: async () => {
      await running.close();
      await database.dispose();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
