import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { ProvenPage } from './event-chain-hash';
import { pageChain, type ChainedEventPage } from './event-chain-page-chain';

/**
 * Proves the log's pages in order, each from where the page before left the chain. The verifier
 * hands it each page as it arrives and reads the next ones meanwhile.
 */
export interface ChainProver {
  /** Proves the next page; after a page that does not fit, the later ones prove nothing. The page's bytes are handed over, not copied: the caller no longer reads them. */
  prove(page: ChainedEventPage): Promise<ProvenPage>;
  close(): Promise<void>;
}

/** Proves each page on this thread, when it is asked. */
export function proverOnThisThread(hashAt?: number): ChainProver {
  const prove = pageChain(hashAt);
  return {
    prove: async (page) => prove(page),
    close: async () => undefined,
  };
}

/** What a Buffer becomes on its way back from a worker. */
const asBuffer = (bytes: Uint8Array): Buffer => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/**
 * How the worker loads its module: as built, nothing; from the TypeScript sources, the loader the
 * process runs under when it is tsx (the bench; a second loader in a thread crashed the process
 * once the first thread was gone), otherwise the swc hook the tests compile with.
 */
function workerModule(): { file: string; execArgv: string[] } {
  if (path.extname(__filename) === '.js') return { file: path.join(__dirname, 'event-chain-prover.worker.js'), execArgv: [] };
  const execArgv = process.execArgv.some((arg) => arg.includes('tsx'))
    ? process.execArgv
    : ['--require', path.join(__dirname, '..', 'testing', 'swc-require-hook.cjs')];
  return { file: path.join(__dirname, 'event-chain-prover.worker.ts'), execArgv };
}

/**
 * Proves the pages on a thread of its own: the hashing (and the text's encoding to bytes) runs
 * beside the reading, where it took a third of the thread that also decodes the pages, and on
 * the embedded database also runs the database.
 */
export function proverOnWorker(hashAt?: number): ChainProver {
  const { file, execArgv } = workerModule();
  const worker = new Worker(file, { workerData: { hashAt }, execArgv });
  const waiting: Array<{ resolve(proven: ProvenPage): void; reject(error: unknown): void }> = [];
  let failure: unknown = null;
  const fail = (error: unknown) => {
    failure = error;
    for (const page of waiting.splice(0)) page.reject(error);
  };
  worker.on('message', (proven: ProvenPage) => {
    waiting.shift()?.resolve({ ...proven, previous: asBuffer(proven.previous), hashAt: proven.hashAt ? asBuffer(proven.hashAt) : null });
  });
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`the prover's thread ended (exit code ${code})`)));
  return {
    prove: (page) =>
      new Promise<ProvenPage>((resolve, reject) => {
        if (failure !== null) return reject(failure);
        waiting.push({ resolve, reject });
        // A page fills a buffer of its own (chainedPageReader): moved to the thread, not copied.
        const bytes = 'lines' in page ? page.lines : page.rows;
        worker.postMessage(page, [bytes.buffer as ArrayBuffer]);
      }),
    close: async () => {
      worker.removeAllListeners('exit');
      await worker.terminate();
    },
  };
}
