import { describe, expect, it } from 'vitest';
import { formatYen } from '../yen.format';
import { formatZipcode } from '../zipcode.format';

describe('Yen amounts', () => {
  it('groups digits and adds 円', () => {
    expect(formatYen(1234567)).toBe('1,234,567円');
    expect(formatYen(0)).toBe('0円');
    expect(formatYen('3,500,000')).toBe('3,500,000円');
  });

  it('shows -1 as 不明 and hides other negatives and unreadable values', () => {
    expect(formatYen(-1)).toBe('不明');
    expect(formatYen(-5)).toBe('');
    expect(formatYen('abc')).toBe('');
    expect(formatYen(null)).toBe('');
  });
});

describe('Zipcodes', () => {
  it('shows 〒 with 3 digits, a hyphen and 4 digits', () => {
    expect(formatZipcode('1000001')).toBe('〒100-0001');
    expect(formatZipcode('100-0001')).toBe('〒100-0001');
    expect(formatZipcode('100', '0001')).toBe('〒100-0001');
    expect(formatZipcode('１００－０００１')).toBe('〒100-0001');
  });

  it('shows nothing for a value that is not 7 digits', () => {
    expect(formatZipcode('12345')).toBe('');
    expect(formatZipcode(null)).toBe('');
  });
});
