import { halfWidthMessage, isHalfWidthPrintable, toHalfWidthDigits } from './half-width.rule';

describe('Half-width rule', () => {
  it.each(['', 'pass-word_123', 'A!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~z'])('accepts printable ASCII %j', (text) => {
    expect(isHalfWidthPrintable(text)).toBe(true);
  });

  it.each([
    ['ｐａｓｓ　ｗｏｒｄ１２３', 'full-width letters and a full-width space'],
    ['pass word', 'a half-width space'],
    ['pass\tword', 'a tab'],
    ['パスワード12', 'katakana'],
    ['ﾊﾟｽﾜｰﾄﾞ12', 'half-width katakana (not ASCII)'],
    ['taro@例え.jp', 'kanji'],
  ])('refuses %j (%s)', (text) => {
    expect(isHalfWidthPrintable(text)).toBe(false);
  });

  it('says what to type, naming the field', () => {
    expect(halfWidthMessage('パスワード')).toBe('パスワードは半角英数字・記号で入力してください。');
  });

  it.each([
    ['０９０－１２３４－５６７８', '090-1234-5678'],
    ['〒１００‐０００１', '〒100-0001'],
    ['１，２００，０００', '1,200,000'],
    ['１２３．４５', '123.45'],
    ['12３', '123'],
    ['東京都', '東京都'],
  ])('converts the digits of %j to %j', (input, expected) => {
    expect(toHalfWidthDigits(input)).toBe(expected);
  });
});
