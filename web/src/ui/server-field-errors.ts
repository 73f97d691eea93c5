import type { FormInstance } from 'antd';
import { ApiError, UNEXPECTED_RESPONSE_MESSAGE } from '../lib/api-error';

export interface FormFieldError {
  name: string;
  errors: string[];
}

/** The server's per-field messages (422 `errors`), shaped for antd `form.setFields`. */
export function serverFieldErrors(error: unknown): FormFieldError[] {
  if (!(error instanceof ApiError)) return [];
  return Object.entries(error.fieldErrors)
    .filter(([, messages]) => messages.length > 0)
    .map(([name, messages]) => ({ name, errors: [...messages] }));
}

/** The message to show above a form: the server's own words, or a network error text. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}


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
