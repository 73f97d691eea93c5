import { DomainError } from '../../domain/shared/domain-error';
import type { AttemptLimiter } from './attempt-limiter.port';

interface Limits {
  /** Per target address (e-mail); absent where growing waits guard the account instead (`PasswordGuessThrottle`). */
  perAccount?: number;
  perAddress: number;
  windowSeconds: number;
}

/**
 * Attempts allowed per window, per account (e-mail) and per client address. Sign-in counts only
 * the address here: a fixed per-account limit would let anyone lock an owner out, so password
 * guesses per account slow down by growing waits instead.
 */
export const ATTEMPT_LIMITS = {
  login: { perAddress: 30, windowSeconds: 15 * 60 },
  signup: { perAccount: 3, perAddress: 10, windowSeconds: 60 * 60 },
  forgot: { perAccount: 3, perAddress: 10, windowSeconds: 60 * 60 },
  reset: { perAccount: 10, perAddress: 10, windowSeconds: 60 * 60 },
  mail_change: { perAccount: 3, perAddress: 10, windowSeconds: 60 * 60 },
} as const satisfies Record<string, Limits>;

export type LimitedAction = keyof typeof ATTEMPT_LIMITS;

/**
 * Counts one attempt of `action` against both the account and the address; over either limit the
 * attempt is refused with 429. The address is the one the HTTP layer trusts (see TRUST_PROXY).
 * `perAddress` replaces the action's address limit where the operator set one.
 */
export async function limitAttempts(
  limiter: AttemptLimiter,
  action: LimitedAction,
  account: string | null,
  clientAddress: string | undefined,
  perAddress?: number,
): Promise<void> {
  const limits: Limits = ATTEMPT_LIMITS[action];
  const checks = [limiter.attempt(`${action}:address:${clientAddress ?? 'unknown'}`, perAddress ?? limits.perAddress, limits.windowSeconds)];
  if (account && limits.perAccount !== undefined) checks.push(limiter.attempt(`${action}:account:${account}`, limits.perAccount, limits.windowSeconds));
  const allowed = await Promise.all(checks);
  if (allowed.includes(false)) throw DomainError.rateLimited(`${action}.rate_limited`);
}
