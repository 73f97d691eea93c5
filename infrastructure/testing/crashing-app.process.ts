import 'reflect-metadata';
import { createApp } from '../app/create-app';
import { loadConfig } from '../config/app-config';
import { PostgresEventStore } from '../event-store/postgres-event-store';

/**
 * The app as `npm start` runs it, listening on 127.0.0.1, telling its parent the port once it
 * accepts requests. With CRASH_AFTER_APPENDS=n it kills itself (SIGKILL) as soon as the n-th
 * append after the start has committed: the event is stored, its request not yet answered.
 */
async function main(): Promise<void> {
  const crashAfter = Number(process.env.CRASH_AFTER_APPENDS ?? 'Infinity');
  let armed = false;
  let appends = 0;
  const append = PostgresEventStore.prototype.appendToStream;
  PostgresEventStore.prototype.appendToStream = async function appendThenMaybeCrash(this: PostgresEventStore, ...args) {
    const result = await append.apply(this, args);
    if (armed && ++appends >= crashAfter) process.kill(process.pid, 'SIGKILL');
    return result;
  };

  const config = loadConfig();
  const running = await createApp(config);
  const server = await running.app.listen(config.port, '127.0.0.1');
  armed = true;
  const address = server.address();
  process.send?.({ ready: true, port: typeof address === 'object' && address ? address.port : config.port });
  const shutdown = async () => {
    await running.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown());
  process.once('disconnect', () => void shutdown());
}

main().catch((error: unknown) => {
  console.error('app failed to start:', error);
  process.exit(1);
});
