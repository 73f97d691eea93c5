import { ApiError } from '../lib/api-error';

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
