import { DomainError } from '../../domain/shared/domain-error';
import type { AttemptLimiter } from './attempt-limiter.port';

/** Attempts allowed per window, per account (e-mail) and per client address. */
export const ATTEMPT_LIMITS = {
  login: { perAccount: 10, perAddress: 30, windowSeconds: 15 * 60 },
  signup: { perAccount: 3, perAddress: 10, windowSeconds: 60 * 60 },
  forgot: { perAccount: 3, perAddress: 10, windowSeconds: 60 * 60 },
  reset: { perAccount: 10, perAddress: 10, windowSeconds: 60 * 60 },
} as const;

export type LimitedAction = keyof typeof ATTEMPT_LIMITS;

/**
 * Counts one attempt of `action` against both the account and the address; over either limit the
 * attempt is refused with 429. The address is the socket's: a forwarded-for header does not count.
 */
export async function limitAttempts(
  limiter: AttemptLimiter,
  action: LimitedAction,
  account: string | null,
  clientAddress: string | undefined,
): Promise<void> {
  const limits = ATTEMPT_LIMITS[action];
  const checks = [limiter.attempt(`${action}:address:${clientAddress ?? 'unknown'}`, limits.perAddress, limits.windowSeconds)];
  if (account) checks.push(limiter.attempt(`${action}:account:${account}`, limits.perAccount, limits.windowSeconds));
  const allowed = await Promise.all(checks);
  if (allowed.includes(false)) throw DomainError.rateLimited(`${action}.rate_limited`);
}
