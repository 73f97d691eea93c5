import { GENESIS_HASH, proveChainedEventPage, type ProvenPage } from './event-chain-hash';
import { proveChainedEventRows } from './event-chain-row-answer';

/**
 * A page of the log as the verifier reads it: one text from `chainedEventPageSql`, or the raw
 * answer of the embedded database to `chainedEventRowsStatement`.
 */
export type ChainedEventPage = string | Uint8Array;

/**
 * Proves pages one after another, each from where the page before left the chain (the genesis for
 * the first); after a page that does not fit, the later ones prove nothing.
 */
export function pageChain(hashAtPosition?: number): (page: ChainedEventPage) => ProvenPage {
  let previous: Buffer = GENESIS_HASH;
  let lastPosition = 0;
  let broken = false;
  return (page) => {
    if (broken) return { proven: 0, lastPosition, previous, hashAt: null, complete: false };
    const proven =
      typeof page === 'string'
        ? proveChainedEventPage(previous, page, lastPosition, hashAtPosition)
        : proveChainedEventRows(previous, page, lastPosition, hashAtPosition);
    previous = proven.previous;
    lastPosition = proven.lastPosition;
    broken = !proven.complete;
    return proven;
  };
}
