import { DomainError } from '../shared/domain-error';

/** Longest question or answer, counted in characters as a reader sees them (code points). */
export const OPEN_CHAT_MAX_LENGTH = 1000;

/**
 * A public question or answer is plain text, not empty and not over the limit. Surrounding blank
 * lines and spaces are not part of what was said.
 */
export function openChatText(text: string): string {
  const trimmed = text.trim();
  if (trimmed === '') throw DomainError.invalid('open_chat.message_empty', 'message', 'メッセージを入力してください。');
  if ([...trimmed].length > OPEN_CHAT_MAX_LENGTH) {
    throw DomainError.invalid('open_chat.message_too_long', 'message', `メッセージは${OPEN_CHAT_MAX_LENGTH.toLocaleString('ja-JP')}文字以内で入力してください。`);
  }
  return trimmed;
}
