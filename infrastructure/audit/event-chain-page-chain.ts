import { GENESIS_HASH, proveChainedEventPage, type ProvenPage } from './event-chain-hash';
import { proveChainedEventRows } from './event-chain-row-answer';

/**
 * A page of the log as the verifier reads it, bytes in a buffer of their own: from a server, the
 * UTF-8 lines `chainedEventPageSql` printed; from the embedded database, its raw answer to
 * `chainedEventRowsStatement`.
 */
export type ChainedEventPage = { lines: Uint8Array } | { rows: Uint8Array };

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
      'lines' in page
        ? proveChainedEventPage(previous, page.lines, lastPosition, hashAtPosition)
        : proveChainedEventRows(previous, page.rows, lastPosition, hashAtPosition);
    previous = proven.previous;
    lastPosition = proven.lastPosition;
    broken = !proven.complete;
    return proven;
  };
}
