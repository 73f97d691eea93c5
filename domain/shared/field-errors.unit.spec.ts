import { DomainError } from './domain-error';
import { FieldErrors } from './field-errors';

function thrownBy(errors: FieldErrors, code: string): DomainError | null {
  try {
    errors.throwIfAny(code);
    return null;
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
}

describe('Field errors / when none was added', () => {
  it('has nothing and throws nothing', () => {
    const errors = new FieldErrors();
    expect(errors.has()).toBe(false);
    expect(errors.has('name')).toBe(false);
    expect(thrownBy(errors, 'x.invalid')).toBeNull();
  });
});

describe('Field errors / when some were added', () => {
  it('knows which fields have problems', () => {
    const errors = new FieldErrors();
    errors.add('name', '名前を入力してください。');
    expect(errors.has()).toBe(true);
    expect(errors.has('name')).toBe(true);
    expect(errors.has('city')).toBe(false);
  });

  it('throws one invalid error naming every field, with the first message as its own', () => {
    const errors = new FieldErrors();
    errors.add('name', '名前を入力してください。');
    errors.add('city', '市区町村を入力してください。');
    errors.add('name', '名前は20文字以内で入力してください。');
    const error = thrownBy(errors, 'profile.invalid');
    expect(error).toBeInstanceOf(DomainError);
    expect(error?.kind).toBe('invalid');
    expect(error?.code).toBe('profile.invalid');
    expect(error?.message).toBe('名前を入力してください。');
    expect(error?.fields).toEqual({
      name: ['名前を入力してください。', '名前は20文字以内で入力してください。'],
      city: ['市区町村を入力してください。'],
    });
  });

  it('hands out a copy, so adding later does not change an error already thrown', () => {
    const errors = new FieldErrors();
    errors.add('name', 'a');
    const error = thrownBy(errors, 'x.invalid');
    errors.add('city', 'b');
    expect(error?.fields).toEqual({ name: ['a'] });
  });
});
