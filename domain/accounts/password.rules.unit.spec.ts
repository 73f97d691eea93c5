import { FieldErrors } from '../shared/field-errors';
import { DomainError } from '../shared/domain-error';
import { checkNewPassword, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './password.rules';

function problems(password: string, confirmation = password, context: readonly string[] = []): Record<string, string[]> {
  const errors = new FieldErrors();
  checkNewPassword({ password, password_confirmation: confirmation }, errors, context);
  try {
    errors.throwIfAny('password.invalid');
  } catch (error) {
    if (error instanceof DomainError) return error.fields;
    throw error;
  }
  return {};
}

const guessable = { password: ['このパスワードは推測されやすいため使えません。別のパスワードを入力してください。'] };

describe('New password / length', () => {
  it('is at least 8 and at most 128 characters', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(PASSWORD_MAX_LENGTH).toBe(128);
  });

  it('is required', () => {
    expect(problems('')).toEqual({ password: ['パスワードを入力してください。'] });
  });

  it('accepts 8 characters', () => {
    expect(problems('kT9#vq2L')).toEqual({});
  });

  it('refuses 7 characters', () => {
    expect(problems('kT9#vq2')).toEqual({ password: ['パスワードは8文字以上で入力してください。'] });
  });

  it('accepts a passphrase of 64 characters and more', () => {
    expect(problems('correct-horse-battery-staple-and-a-small-akiya-by-the-sea-2026!')).toEqual({});
    expect(problems('x7'.repeat(32) + 'y')).toEqual({});
  });

  it('accepts 128 characters and refuses 129', () => {
    const passphrase = 'akiya-market-'.repeat(10).slice(0, 128);
    expect(problems(passphrase)).toEqual({});
    expect(problems(passphrase + 'z')).toEqual({ password: ['パスワードは128文字以内で入力してください。'] });
  });
});

describe('New password / half-width', () => {
  it.each([
    ['ｐａｓｓ　ｗｏｒｄ１２３', 'full-width letters and a full-width space'],
    ['やまのいえをさがしています', 'hiragana'],
    ['🏠🌲🐟🍙🗻🚃🌸⛩', 'pictographs'],
    ['akiya by the sea 2026', 'half-width spaces'],
  ])('refuses %j (%s), saying half-width characters only', (password) => {
    expect(problems(password)).toEqual({ password: ['パスワードは半角英数字・記号で入力してください。'] });
  });

  it('accepts every printable ASCII symbol', () => {
    expect(problems('!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~Az9')).toEqual({});
  });
});

describe('New password / guessable', () => {
  it.each(['password', '12345678', 'qwertyui', 'iloveyou', 'p@ssw0rd', 'doraemon', 'administrator'])('refuses the common password %j', (password) => {
    expect(problems(password)).toEqual(guessable);
  });

  it.each(['PASSWORD', 'Password', 'QwertYui', 'DoraEmon'])('refuses a common password in any case: %j', (password) => {
    expect(problems(password)).toEqual(guessable);
  });

  it.each(['aaaaaaaa', 'ZZZZZZZZZZZZ', '########'])('refuses one character repeated: %j', (password) => {
    expect(problems(password)).toEqual(guessable);
  });

  it('accepts a common password with something added', () => {
    expect(problems('password-for-akiya')).toEqual({});
  });

  it('refuses a password equal to a context word, in any case', () => {
    expect(problems('taro@example.com', 'taro@example.com', ['たろう', 'Taro@Example.com'])).toEqual(guessable);
    expect(problems('TaroYamada', 'TaroYamada', ['taroyamada'])).toEqual(guessable);
  });

  it('accepts a password that only contains a context word', () => {
    expect(problems('taroyamada-2026', 'taroyamada-2026', ['taroyamada'])).toEqual({});
  });

  it('ignores empty context words', () => {
    expect(problems('kT9#vq2L', 'kT9#vq2L', [''])).toEqual({});
  });
});

describe('New password / confirmation', () => {
  it('must match', () => {
    expect(problems('kT9#vq2L', 'kT9#vq2l')).toEqual({ password_confirmation: ['パスワードが一致しません。'] });
  });

  it('is reported together with a problem of the password', () => {
    expect(problems('short', '')).toEqual({
      password: ['パスワードは8文字以上で入力してください。'],
      password_confirmation: ['パスワードが一致しません。'],
    });
  });

  it('is not reported twice for an empty password and an empty confirmation', () => {
    expect(problems('', '')).toEqual({ password: ['パスワードを入力してください。'] });
  });
});
