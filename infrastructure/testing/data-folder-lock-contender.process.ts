import { DataFolderLock, DataFolderLocked } from '../database/data-folder-lock';

/**
 * Tries to take the lock on FOLDER at the moment START_AT (epoch ms), so that several of these
 * race; prints `got` and holds it for HOLD_MS, or prints `refused <holder pid>`. With
 * EXIT_HOLDING=1 it ends by process.exit while still holding the lock.
 */
async function main(): Promise<void> {
  const folder = process.env.FOLDER!;
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, Number(process.env.START_AT) - Date.now())));
  try {
    const lock = DataFolderLock.acquire(folder);
    process.stdout.write('got\n');
    await new Promise((resolve) => setTimeout(resolve, Number(process.env.HOLD_MS ?? '1500')));
    if (process.env.EXIT_HOLDING === '1') process.exit(0);
    lock.release();
  } catch (error) {
    if (!(error instanceof DataFolderLocked)) throw error;
    process.stdout.write(`refused ${error.holder.pid}\n`);
  }
}

void main();
