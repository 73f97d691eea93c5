import type { FieldErrors } from '../shared/field-errors';
import { imitatesOperator, operatorNameMessage } from './operator-name.rule';

export const NICKNAME_MAX_LENGTH = 20;
const CONTROL = /\p{Cc}/u;

/** The public name shown next to listings and in chats; trimmed, 1-20 characters, not passing for the operator. */
export function checkNickname(input: string, errors: FieldErrors): string {
  const nickname = input.normalize('NFC').trim();
  if (nickname.length === 0) errors.add('nickname', 'ニックネームを入力してください。');
  else if ([...nickname].length > NICKNAME_MAX_LENGTH) {
    errors.add('nickname', `ニックネームは${NICKNAME_MAX_LENGTH}文字以内で入力してください。`);
  } else if (CONTROL.test(nickname)) errors.add('nickname', 'ニックネームに使えない文字が含まれています。');
  else if (imitatesOperator(nickname)) errors.add('nickname', operatorNameMessage('ニックネーム'));
  return nickname;
}
