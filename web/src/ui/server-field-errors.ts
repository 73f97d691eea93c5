import type { FormInstance } from 'antd';
import { ApiError, UNEXPECTED_RESPONSE_MESSAGE } from '../lib/api-error';

/**
 * Puts a 422 answer's messages under the fields they name (only those in `fieldNames`, so a
 * message is never lost on a field the form does not show) and returns the overall message.
 */
export function showServerFieldErrors(form: FormInstance, error: unknown, fieldNames: readonly string[]): string {
  if (!(error instanceof ApiError)) return UNEXPECTED_RESPONSE_MESSAGE;
  const placed = Object.entries(error.fieldErrors).filter(([name]) => fieldNames.includes(name));
  form.setFields(placed.map(([name, errors]) => ({ name, errors: [...errors] })));
  const unplaced = Object.entries(error.fieldErrors)
    .filter(([name]) => !fieldNames.includes(name))
    .flatMap(([, messages]) => messages);
  return [error.message, ...unplaced].join(' ');
}
