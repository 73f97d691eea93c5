import { DomainError } from './domain-error';

/** Too many attempts in a window: answered 429 with `Retry-After`, the seconds until the window ends. */
export class RateLimitedError extends DomainError {
  constructor(
    code: string,
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super('rate_limited', code, message);
    this.name = 'RateLimitedError';
  }
}
