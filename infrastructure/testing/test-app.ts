import type { DynamicModule } from '@nestjs/common';
import { loadConfig } from '../config/app-config';
import { createApp, type RunningApp } from '../app/create-app';
import { createTestDatabase, type StoreKind, type TestDatabase } from './test-databases';

export interface TestApp extends RunningApp {
  database: TestDatabase;
  dispose(): Promise<void>;
}

/** The whole app on a fresh test database, seeded as on a first start, without listening on a port. */
export async function createTestApp(kind: StoreKind, extraModules: DynamicModule[] = []): Promise<TestApp> {
  const database = await createTestDatabase(kind, { migrate: false });
  const config = loadConfig({ LOG_LEVEL: 'silent', NODE_ENV: 'test' });
  const running = await createApp(config, { database: database.db, extraModules });
  return {
    ...running,
    database,
    dispose: async () => {
      await running.close();
      await database.dispose();
    },
  };
}
