import { DomainError } from '../../../domain/shared/domain-error';

/** The edit calls take a JSON object of the fields that change; the contract's rules check each one. */
export function fieldsOf(body: unknown): Readonly<Record<string, unknown>> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw DomainError.invalid('contract.body_invalid', 'body', '変更する項目を JSON のオブジェクトで送ってください。');
  }
  return body as Record<string, unknown>;
}
