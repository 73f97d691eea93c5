import { AsyncLocalStorage } from 'node:async_hooks';

/** The request with an `Idempotency-Key` that is running, as the event store and ids see it. */
export interface IdempotentRequest {
  /**
   * Random per claim of a key, kept with the key: a retry of the same claim gets the same one.
   * Unset until the key is claimed (a multipart body is read first).
   */
  claimId?: string;
  /** The claim was taken over from a request that never answered (it crashed or failed). */
  replay: boolean;
  /** How many ids this request has drawn so far. */
  idsDrawn: number;
  /** How many appends this request has begun, whatever came of them. */
  appendsBegun: number;
}

const running = new AsyncLocalStorage<IdempotentRequest>();

export function runIdempotently<T>(request: IdempotentRequest, work: () => Promise<T>): Promise<T> {
  return running.run(request, work);
}

export function currentIdempotentRequest(): IdempotentRequest | undefined {
  return running.getStore();
}
