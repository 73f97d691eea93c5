import type { FormInstance } from 'antd';
import { ApiError, UNEXPECTED_RESPONSE_MESSAGE } from '../../../lib/api-error';

/** `payment_schedule.0.due_date` → `['payment_schedule', 0, 'due_date']`, as a Form.List names it. */
function fieldPath(name: string): Array<string | number> {
  return name.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

/**
 * Puts a 422 answer's messages under the fields they name (a list item's too) and returns what
 * has no field on this form, with the answer's message, for the form's own alert.
 */
export function placeFieldErrors(form: FormInstance, error: unknown, fieldNames: readonly string[]): string {
  if (!(error instanceof ApiError)) return UNEXPECTED_RESPONSE_MESSAGE;
  const entries = Object.entries(error.fieldErrors);
  const known = (name: string) => fieldNames.includes(name.split('.')[0] ?? name);
  form.setFields(entries.filter(([name]) => known(name)).map(([name, errors]) => ({ name: fieldPath(name), errors: [...errors] })));
  const unplaced = entries.filter(([name]) => !known(name)).flatMap(([, messages]) => messages);
  return [error.message, ...unplaced].filter(Boolean).join(' ');
}
