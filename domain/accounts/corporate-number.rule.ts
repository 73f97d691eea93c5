/**
 * A 法人番号 is 13 digits whose first digit checks the other twelve:
 * check = 9 − (Σ Pn × Qn mod 9), Pn the n-th digit from the right of the twelve, Qn 1 when n is
 * odd and 2 when even (National Tax Agency, 法人番号の指定等に関する省令 第2条).
 */
export function isValidCorporateNumber(digits: string): boolean {
  if (!/^[0-9]{13}$/.test(digits)) return false;
  const base = digits.slice(1);
  let sum = 0;
  for (let n = 1; n <= 12; n++) {
    const digit = Number(base[base.length - n]);
    sum += digit * (n % 2 === 1 ? 1 : 2);
  }
  return Number(digits[0]) === 9 - (sum % 9);
}
