import { DomainError } from '../../domain/shared/domain-error';

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * An instant from an ISO 8601 text with its offset (`2026-11-24T18:00:00+09:00` or `...Z`): without
 * an offset the same text means different instants on the server and in the reader's head.
 */
export function parseAuditInstant(text: string, field = 'at'): number {
  const ms = ISO_INSTANT.test(text) ? Date.parse(text) : Number.NaN;
  if (!Number.isFinite(ms)) {
    throw DomainError.invalid('audit.at_invalid', field, `${field} は 2026-11-24T18:00:00+09:00 のような時差つきの ISO 8601 形式の日時で指定してください。`);
  }
  return ms;
}
