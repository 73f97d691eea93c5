import { parentPort, workerData } from 'node:worker_threads';
import { pageChain, type ChainedEventPage } from './event-chain-page-chain';

/**
 * Proves the pages of the log it is sent, one after another (see event-chain-prover.ts), and
 * answers each with its ProvenPage.
 */
const prove = pageChain((workerData as { hashAt?: number }).hashAt);

parentPort!.on('message', (page: ChainedEventPage) => {
  parentPort!.postMessage(prove(page));
});
