import { FieldErrors } from '../shared/field-errors';
import { checkNickname, NICKNAME_MAX_LENGTH } from './nickname.rule';

function check(input: string): { nickname: string; errors: Record<string, string[]> } {
  const errors = new FieldErrors();
  const nickname = checkNickname(input, errors);
  try {
    errors.throwIfAny('test.invalid');
    return { nickname, errors: {} };
  } catch (error) {
    return { nickname, errors: (error as { fields: Record<string, string[]> }).fields };
  }
}

describe('Nickname', () => {
  it('is trimmed', () => {
    expect(check('  たろう\u3000')).toEqual({ nickname: 'たろう', errors: {} });
  });

  it('is composed to NFC, so one accented letter counts once', () => {
    expect(check('Jose\u0301').nickname).toBe('José');
  });

  it('is required', () => {
    expect(check(' ').errors).toEqual({ nickname: ['ニックネームを入力してください。'] });
  });

  it('has up to 20 characters, counted as the member sees them', () => {
    expect(NICKNAME_MAX_LENGTH).toBe(20);
    expect(check('𠮷'.repeat(20)).errors).toEqual({});
    expect(check('あ'.repeat(21)).errors).toEqual({ nickname: ['ニックネームは20文字以内で入力してください。'] });
  });

  it.each(['たろう\u0000', 'た\nろう', 'た\u007fろう'])('refuses control characters in %j', (input) => {
    expect(check(input).errors).toEqual({ nickname: ['ニックネームに使えない文字が含まれています。'] });
  });

  it('accepts emoji and symbols', () => {
    expect(check('たろう🏠★').errors).toEqual({});
  });
});

describe('Nickname passing for the operator', () => {
  it('is refused, also in another width or kana', () => {
    const message = 'ニックネームに「事務局」「運営」「管理者」「公式」やサイト名など、運営者と紛らわしい言葉は使用できません。';
    expect(check('いえとち直売所事務局').errors).toEqual({ nickname: [message] });
    expect(check('ｲｴﾄﾁ 公式').errors).toEqual({ nickname: [message] });
  });
});
