import { EMAIL_MAX_LENGTH, normalizeEmail } from './email.rule';

describe('E-mail / normalising', () => {
  it.each([
    ['taro@example.com', 'taro@example.com', 'already normal'],
    ['Taro.Yamada@Example.CO.JP', 'taro.yamada@example.co.jp', 'upper case'],
    ['  taro@example.com\t', 'taro@example.com', 'surrounding white space'],
    ['\u3000taro@example.com\u3000', 'taro@example.com', 'full-width spaces'],
    ['taro+akiya@mail.example.com', 'taro+akiya@mail.example.com', 'a plus tag and a subdomain'],
    ['taro@my-host.example.jp', 'taro@my-host.example.jp', 'a hyphen inside a label'],
  ])('reads %j as %j (%s)', (input, expected) => {
    expect(normalizeEmail(input)).toBe(expected);
  });

  it.each([
    ['', 'empty'],
    ['   ', 'only spaces'],
    ['taro', 'no at sign'],
    ['taro@', 'no domain'],
    ['@example.com', 'no local part'],
    ['taro@example', 'a domain without a dot'],
    ['taro@@example.com', 'two at signs'],
    ['ta ro@example.com', 'a space inside'],
    ['taro@-example.com', 'a label starting with a hyphen'],
    ['taro@example-.com', 'a label ending with a hyphen'],
    ['taro@example..com', 'an empty label'],
    ['taro@example.com.', 'a trailing dot'],
    ['taro@exa_mple.com', 'an underscore in the domain'],
    ['"taro"@example.com', 'a quoted local part'],
    ['taro<script>@example.com', 'angle brackets'],
    ['taro@例え.jp', 'a domain not in ASCII'],
    ['ｔａｒｏ＠ｅｘａｍｐｌｅ．ｃｏｍ', 'full-width characters from a Japanese IME'],
    ['ｔaro@example.com', 'one full-width letter'],
  ])('refuses %j (%s)', (input) => {
    expect(normalizeEmail(input)).toBeNull();
  });

  it('accepts 254 characters and refuses 255', () => {
    const domain = '@example.com';
    expect(EMAIL_MAX_LENGTH).toBe(254);
    expect(normalizeEmail('a'.repeat(254 - domain.length) + domain)).toHaveLength(254);
    expect(normalizeEmail('a'.repeat(255 - domain.length) + domain)).toBeNull();
  });
});
