import { formatZipcode } from '../zipcode.format';

describe('formatZipcode', () => {
  it.each([
    ['1234567', '〒123-4567'],
    ['123-4567', '〒123-4567'],
    ['１２３－４５６７', '〒123-4567'],
    ['〒100-0005', '〒100-0005'],
  ])('formats %s as %s', (value, expected) => {
    expect(formatZipcode(value)).toBe(expected);
  });

  it('joins the two parts', () => {
    expect(formatZipcode('060', '0001')).toBe('〒060-0001');
  });

  it.each([null, undefined, '', '12345', '12345678', 'abc-defg'])('shows nothing for %s', (value) => {
    expect(formatZipcode(value)).toBe('');
  });
});
