import 'reflect-metadata';
import { createApp } from '../infrastructure/app/create-app';
import { loadConfig } from '../infrastructure/config/app-config';

/**
 * The app as `npm start` runs it (same config loading, same `createApp`), in a process of its own
 * so the load generator does not share its event loop, listening on 127.0.0.1 only. Tells the
 * parent its port once it accepts requests.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const running = await createApp(config);
  const server = await running.app.listen(config.port, '127.0.0.1');
  const address = server.address();
  process.send?.({ ready: true, port: typeof address === 'object' && address ? address.port : config.port });
  const shutdown = async () => {
    await running.close();
    process.exit(0);
  };
  // The bench asks for the process's memory, after a full collection when `--expose-gc` is on, so
  // what is sampled is what is held rather than garbage not collected yet.
  process.on('message', (message: { memory?: number }) => {
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
