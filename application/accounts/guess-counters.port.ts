/** Failed password guesses per key (an account, or an account from one address), with the time of the last. */
export interface GuessCount {
  failures: number;
  lastFailureAt: string;
}

export abstract class GuessCounters {
  abstract read(key: string): Promise<GuessCount | null>;
  /**
   * Counts one more guess against `key` only if its count is still `seen` (null: no count yet),
   * so that of several guesses sent at once only one gets through; false when another came first.
   * A count whose last failure is older than `restartBefore` starts again from one.
   */
  abstract claim(key: string, seen: number | null, at: string, restartBefore: string): Promise<boolean>;
  /** Counts one more guess against `key` unconditionally. */
  abstract add(key: string, at: string, restartBefore: string): Promise<void>;
  abstract forget(keys: string[]): Promise<void>;
}
