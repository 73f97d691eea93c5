import { DomainError } from '../shared/domain-error';

/** Longest message, counted in characters as a reader sees them (code points). */
export const MESSAGE_MAX_LENGTH = 2000;

/**
 * A message is plain text, with or without a file: a message with neither is refused, and so is
 * one over the limit. Surrounding blank lines and spaces are not part of what was said.
 */
export function messageText(text: string, hasFile: boolean): string {
  const trimmed = text.trim();
  if (trimmed === '' && !hasFile) throw DomainError.invalid('deal.message_empty', 'message', 'メッセージを入力するか、ファイルを添付してください。');
  if ([...trimmed].length > MESSAGE_MAX_LENGTH) {
    throw DomainError.invalid('deal.message_too_long', 'message', `メッセージは${MESSAGE_MAX_LENGTH.toLocaleString('ja-JP')}文字以内で入力してください。`);
  }
  return trimmed;
}
