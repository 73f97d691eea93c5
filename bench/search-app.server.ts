import 'reflect-metadata';
import { createApp } from '../infrastructure/app/create-app';
import path from 'node:path';
import { loadConfig } from '../infrastructure/config/app-config';
import { openDatabase } from '../infrastructure/database/database';
import { countingDatabase } from './counting-database';
import { statementLog } from './statement-log';

/**
 * The app as `npm start` runs it (same config loading, same `createApp`), in a process of its own
 * so the load generator does not share its event loop, listening on 127.0.0.1 only. Tells the
 * parent its port once it accepts requests.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  // Opened here as `createApp` would open it, counted, so the bench can tell what requests cost.
  const counted = countingDatabase(await openDatabase({ databaseUrl: config.databaseUrl, dataDir: path.join(config.dataDir, 'db') }));
  // Searches' statements timed by their text, so the bench can explain the slowest shapes.
  const statements = statementLog(counted.db, (sql) => sql.includes('rm_property_search'));
  const running = await createApp(config, { database: statements.db });
  const server = await running.app.listen(config.port, '127.0.0.1');
  const address = server.address();
  process.send?.({ ready: true, port: typeof address === 'object' && address ? address.port : config.port });
  const shutdown = async () => {
    await running.close();
    await counted.db.close();
    process.exit(0);
  };
  // The bench asks for the process's memory, after a full collection when `--expose-gc` is on, so
  // what is sampled is what is held rather than garbage not collected yet.
  process.on('message', (message: { memory?: number; databaseCounts?: number; statements?: number; statementsReset?: boolean }) => {
    if (message?.statementsReset) statements.reset();
    if (typeof message?.statements === 'number') process.send?.({ statements: message.statements, shapes: statements.slowest(3) });
    if (typeof message?.databaseCounts === 'number') {
      const cpu = process.cpuUsage();
      process.send?.({ databaseCounts: message.databaseCounts, counts: { ...counted.counts(), cpuMs: (cpu.user + cpu.system) / 1000 } });
    }
    if (typeof message?.memory !== 'number') return;
    globalThis.gc?.();
    process.send?.({ memory: message.memory, usage: process.memoryUsage() });
  });
  process.once('SIGTERM', () => void shutdown());
  process.once('disconnect', () => void shutdown());
}

main().catch((error: unknown) => {
  console.error('bench app failed to start:', error);
  process.exit(1);
});
