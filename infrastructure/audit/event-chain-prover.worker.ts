import { parentPort, workerData } from 'node:worker_threads';
import { GENESIS_HASH, proveChainedEventPage } from './event-chain-hash';

/**
 * Proves the pages of the log it is sent, one after another, carrying the chain from each page to
 * the next (see event-chain-prover.ts). Answers each page with its ProvenPage; after a page that
 * does not fit, proves nothing more.
 */
const hashAtPosition = (workerData as { hashAt?: number }).hashAt;
let previous: Buffer = GENESIS_HASH;
let lastPosition = 0;
let broken = false;

parentPort!.on('message', (page: string) => {
  if (broken) {
    parentPort!.postMessage({ proven: 0, lastPosition, previous, hashAt: null, complete: false });
    return;
  }
  const proven = proveChainedEventPage(previous, page, lastPosition, hashAtPosition);
  previous = proven.previous;
  lastPosition = proven.lastPosition;
  broken = !proven.complete;
  parentPort!.postMessage(proven);
});
