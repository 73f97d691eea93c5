import { formatYen } from '../yen.format';

describe('formatYen', () => {
  it.each([
    [1234567, '1,234,567円'],
    [0, '0円'],
    [980, '980円'],
    ['5000000', '5,000,000円'],
    ['1,200,000', '1,200,000円'],
  ])('formats %s as %s', (value, expected) => {
    expect(formatYen(value)).toBe(expected);
  });

  it('shows -1 as 不明', () => {
    expect(formatYen(-1)).toBe('不明');
    expect(formatYen('-1')).toBe('不明');
  });

  it.each([-2, -500000, '-30'])('hides the negative amount %s', (value) => {
    expect(formatYen(value)).toBe('');
  });

  it.each([null, undefined, '', 'abc', Number.NaN])('shows nothing for %s', (value) => {
    expect(formatYen(value)).toBe('');
  });
});
