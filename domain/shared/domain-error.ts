/**
 * What kind of rule a request broke; the HTTP layer maps each kind to one status code.
 * - invalid: the input itself is wrong (a field, a format)
 * - not_found: the thing asked for does not exist
 * - forbidden: the actor may not do this
 * - conflict: the thing is in a state where this cannot happen now
 * - unauthenticated: who asks could not be established (wrong credentials, ended session)
 * - rate_limited: too many attempts in a short time
 * - too_large: an uploaded file is over its size limit
 */
export type DomainErrorKind = 'invalid' | 'not_found' | 'forbidden' | 'conflict' | 'unauthenticated' | 'rate_limited' | 'too_large';

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    /** Stable code for clients and logs, e.g. `master.name_taken`. */
    readonly code: string,
    /** Message shown to the user, in Japanese. */
    message: string,
    /** Field-level messages, keyed by request field name. */
    readonly fields: Record<string, string[]> = {},
    /** For `rate_limited`: seconds until another attempt may succeed (the Retry-After header). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'DomainError';
  }

  static invalid(code: string, field: string, message: string): DomainError {
    return new DomainError('invalid', code, message, { [field]: [message] });
  }

  static notFound(code: string, message: string): DomainError {
    return new DomainError('not_found', code, message);
  }

  static conflict(code: string, message: string): DomainError {
    return new DomainError('conflict', code, message);
  }

  static forbidden(code: string, message = '許可がありません。'): DomainError {
    return new DomainError('forbidden', code, message);
  }

  static unauthenticated(code: string, message: string): DomainError {
    return new DomainError('unauthenticated', code, message);
  }

  static tooLarge(code: string, field: string, message: string): DomainError {
    return new DomainError('too_large', code, message, { [field]: [message] });
  }

  static rateLimited(code: string, retryAfterSeconds?: number): DomainError {
    const message =
      retryAfterSeconds === undefined
        ? '短時間に操作が集中しました。しばらく待ってからもう一度お試しください。'
        : `試行が続いたため、一時的に受け付けを止めています。${waitText(retryAfterSeconds)}後にもう一度お試しください。`;
    return new DomainError('rate_limited', code, message, {}, retryAfterSeconds);
  }
}

function waitText(seconds: number): string {
  if (seconds < 60) return `${seconds}秒`;
  return `${Math.ceil(seconds / 60)}分`;
}
