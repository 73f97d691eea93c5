/**
 * Counts attempts per key in a fixed window; answers whether one more is still allowed. Windows
 * start at whole multiples of their length since the epoch, so when one ends can be told.
 */
export abstract class AttemptLimiter {
  abstract attempt(key: string, limit: number, windowSeconds: number): Promise<boolean>;
}
