import type { ValidationError } from 'class-validator';

export const INVALID_INPUT_MESSAGE = '入力内容に誤りがあります。確認してください';
export const UNKNOWN_FIELD_MESSAGE = 'この項目は受け付けていません。';

/**
 * Flattens class-validator errors into `{ field: [messages] }`. DTOs carry Japanese messages on
 * each rule; an unknown field gets one fixed message.
 */
export function fieldErrors(errors: readonly ValidationError[], prefix = ''): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  for (const error of errors) {
    const field = prefix ? `${prefix}.${error.property}` : error.property;
    const messages = Object.entries(error.constraints ?? {}).map(([rule, message]) =>
      rule === 'whitelistValidation' ? UNKNOWN_FIELD_MESSAGE : message,
    );
    if (messages.length > 0) result[field] = messages;
    if (error.children?.length) Object.assign(result, fieldErrors(error.children, field));
  }
  return result;
}
