import 'reflect-metadata';
import { ConfigError, loadConfig, type AppConfig } from './config/app-config';
import { createApp } from './app/create-app';

async function main(): Promise<void> {
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const running = await createApp(config);
  await running.app.listen(config.port);
  const url = `http://localhost:${config.port}`;
  console.log(
    [
      '',
      `いえとち直売所 is running: ${url}`,
      `  API documentation: ${url}/api/docs`,
      `  database: ${running.db.kind === 'embedded' ? `embedded PostgreSQL in ${config.dataDir}` : 'PostgreSQL server (DATABASE_URL)'}`,
      '  demo sign-in accounts: none yet (member, admin and lawyer accounts arrive with sign-in)',
      '',
    ].join('\n'),
  );
  const shutdown = async () => {
    await running.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown());
  process.once('SIGTERM', () => void shutdown());
}

main().catch((error: unknown) => {
  console.error('start failed:', error);
  process.exit(1);
});
