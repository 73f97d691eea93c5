import { formatZipcode, normalizeZipcode } from './zipcode.rule';

describe('Zipcode / normalizing what a seller typed', () => {
  it.each([
    ['1234567', 'seven ASCII digits'],
    ['123-4567', 'the usual hyphenated form'],
    ['１２３－４５６７', 'full-width digits and hyphen from a Japanese IME'],
    ['１２３４５６７', 'full-width digits without a hyphen'],
    ['〒123-4567', 'a leading postal mark'],
    ['〒 123-4567', 'a postal mark followed by a space'],
    ['〶123-4567', 'the circled postal mark'],
    ['  123-4567 ', 'surrounding spaces'],
    ['\u3000１２３－４５６７\u3000', 'surrounding full-width spaces'],
    ['123ー4567', 'a long-vowel mark typed for the hyphen'],
    ['123−4567', 'a minus sign typed for the hyphen'],
    ['123‐4567', 'a Unicode hyphen'],
  ])('accepts %j (%s) as 1234567', (input) => {
    expect(normalizeZipcode(input)).toBe('1234567');
  });

  it('keeps leading zeros, which Hokkaido codes start with', () => {
    expect(normalizeZipcode('060-0000')).toBe('0600000');
  });

  it.each([
    ['', 'empty'],
    ['   ', 'only spaces'],
    ['123456', 'six digits'],
    ['12345678', 'eight digits'],
    ['123-456', 'six digits with a hyphen'],
    ['1234-567', 'a hyphen in the wrong place'],
    ['12-34567', 'a hyphen in the wrong place'],
    ['123--4567', 'two hyphens'],
    ['-1234567', 'a leading hyphen'],
    ['123-4567〒', 'a trailing postal mark'],
    ['〒〒123-4567', 'two postal marks'],
    ['abc-defg', 'letters'],
    ['１２３-４５６Ａ', 'a letter among full-width digits'],
    ['١٢٣٤٥٦٧', 'digits of another script'],
  ])('rejects %j (%s)', (input) => {
    expect(normalizeZipcode(input)).toBeNull();
  });
});

describe('Zipcode / display', () => {
  it('shows the postal mark, 3 digits, a hyphen and 4 digits', () => {
    expect(formatZipcode('1000001')).toBe('〒100-0001');
  });

  it('shows a normalized full-width entry in the display form', () => {
    const digits = normalizeZipcode('〒０６０－００００');
    expect(digits).not.toBeNull();
    expect(formatZipcode(digits ?? '')).toBe('〒060-0000');
  });

  it.each(['', '123456', '123-4567', '１２３４５６７'])('refuses to format %j, which was never normalized', (input) => {
    expect(() => formatZipcode(input)).toThrow(RangeError);
  });
});
