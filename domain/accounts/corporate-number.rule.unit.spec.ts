import { isValidCorporateNumber } from './corporate-number.rule';

describe('Corporate number / check digit', () => {
  it.each([
    ['7000012050002', '国税庁, as published on its own page'],
    ['1000000000008', 'a sum of 8, whose check digit is 1'],
    ['9000000000000', 'a sum divisible by 9, whose check digit is 9'],
  ])('accepts %s (%s)', (digits) => {
    expect(isValidCorporateNumber(digits)).toBe(true);
  });

  it.each(Array.from({ length: 13 }, (_, index) => index))('refuses the 国税庁 number with digit %d changed', (index) => {
    const digits = [...'7000012050002'];
    digits[index] = String((Number(digits[index]) + 1) % 10);
    expect(isValidCorporateNumber(digits.join(''))).toBe(false);
  });

  it.each([
    ['', 'empty'],
    ['700001205000', 'twelve digits'],
    ['70000120500020', 'fourteen digits'],
    ['７００００１２０５０００２', 'full-width digits (normalised by the caller)'],
    ['7000-0120-50002', 'hyphens'],
    ['700001205000a', 'a letter'],
    [' 7000012050002', 'a leading space'],
    ['0000000000000', 'a check digit of 0, which the formula never gives'],
  ])('refuses %j (%s)', (digits) => {
    expect(isValidCorporateNumber(digits)).toBe(false);
  });
});
