/** Counts attempts per key in a fixed window; answers whether one more is still allowed. */
export abstract class AttemptLimiter {
  abstract attempt(key: string, limit: number, windowSeconds: number): Promise<boolean>;
}
