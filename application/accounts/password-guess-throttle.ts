import { Injectable } from '@nestjs/common';
import { DomainError } from '../../domain/shared/domain-error';
import { Clock } from '../shared/clock.port';
import { GuessCounters, type GuessCount } from './guess-counters.port';

/**
 * Password guessing slows down the guesser, never the owner. Each check of a password (sign-in,
 * and the current password asked by password change, e-mail change and withdrawal) is counted
 * twice:
 * - per account and client address: after `freeGuesses` failures, each further guess from that
 *   address must wait 2, 4, 8… seconds after the last failure, up to `maxWaitSeconds` (15 min);
 * - per account across all addresses: past `accountFreeGuesses` failures, every address that has
 *   itself failed must also wait 2, 4… seconds after its own last failure, but never more than
 *   `accountMaxWaitSeconds` (one minute).
 * The wait is always counted from the address's own failures, so someone guessing from other
 * addresses cannot lock the owner out: the owner's first try from their address always gets
 * through, and after a mistype waits at most a minute beyond their own delay. There is no fixed
 * lock, for admins either. A success forgets both counts; failures a day old are forgotten too.
 * While a wait runs every guess is answered 429 with Retry-After, the right password included,
 * so a guesser cannot tell a right guess by its answer. Each guess is counted before the password
 * is checked, so guesses sent at once cannot slip through together.
 */
export const GUESS_POLICY = {
  freeGuesses: 5,
  maxWaitSeconds: 15 * 60,
  accountFreeGuesses: 10,
  accountMaxWaitSeconds: 60,
  forgetAfterSeconds: 24 * 60 * 60,
} as const;

export type GuessScope = 'login' | 'password_check';

/** Seconds to wait after the last failure, once `failures` failures are past the `free` ones: 2, 4, 8… up to `cap`. */
export function waitAfter(failures: number, free: number, cap: number): number {
  if (failures < free) return 0;
  return Math.min(2 ** (failures - free + 1), cap);
}

@Injectable()
export class PasswordGuessThrottle {
  constructor(
    private readonly counters: GuessCounters,
    private readonly clock: Clock,
  ) {}

  /**
   * Checks a password through `verify` if the address may guess now (else 429 with the seconds to
   * wait), counts the guess, and answers what `verify` answered. `account` names the account
   * (role and e-mail for sign-in, the subject id for signed-in checks), known or not.
   */
  async check(scope: GuessScope, account: string, clientAddress: string | undefined, verify: () => Promise<boolean>): Promise<boolean> {
    const pairKey = `${scope}:pair:${account}:${clientAddress ?? 'unknown'}`;
    const accountKey = `${scope}:account:${account}`;
    const now = this.clock.now();
    const restartBefore = new Date(Date.parse(now) - GUESS_POLICY.forgetAfterSeconds * 1000).toISOString();
    const [pair, whole] = await Promise.all([this.counters.read(pairKey), this.counters.read(accountKey)]);
    const live = (count: GuessCount | null) => (count && count.lastFailureAt >= restartBefore ? count.failures : 0);
    if (pair && live(pair) > 0) {
      const wait = Math.max(
        waitAfter(live(pair), GUESS_POLICY.freeGuesses, GUESS_POLICY.maxWaitSeconds),
        waitAfter(live(whole), GUESS_POLICY.accountFreeGuesses, GUESS_POLICY.accountMaxWaitSeconds),
      );
      const remainingMs = Date.parse(pair.lastFailureAt) + wait * 1000 - Date.parse(now);
      if (remainingMs > 0) throw DomainError.rateLimited(`${scope}.guess_delayed`, Math.ceil(remainingMs / 1000));
    }
    if (!(await this.counters.claim(pairKey, pair?.failures ?? null, now, restartBefore))) {
      throw DomainError.rateLimited(`${scope}.guess_delayed`, 1);
    }
    await this.counters.add(accountKey, now, restartBefore);
    const matches = await verify();
    if (matches) await this.counters.forget([pairKey, accountKey]);
    return matches;
  }
}
