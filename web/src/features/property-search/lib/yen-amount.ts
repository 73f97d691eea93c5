/**
 * An amount of yen as people type it into a price box: `3800000`, `3,800,000`, `５００万`,
 * `1.5億`, `5千万円`, `1億2000万`, `1,200万円`. Widths are folded, thousands separators, spaces,
 * `¥` and a closing `円` dropped; 億 and 万 may each come once, in that order, and within each
 * part 千, 百 and 十 count as in speech (千 alone is 1,000). Answers null for anything else, so
 * that a caller can say it could not read the value rather than search without it.
 * (domain/shared/yen-amount.rule.ts reads the same way for the API; a change goes into both.)
 */
export function readYenAmount(text: string): number | null {
  const cleaned = text.normalize('NFKC').replace(/[,、\s]/g, '').replace(/^¥/, '').replace(/円$/, '');
  const match = /^(?:([^億万]+)億)?(?:([^億万]+)万)?([^億万]*)$/.exec(cleaned);
  if (!match || cleaned === '') return null;
  const [, oku, man, rest] = match;
  const parts = [
    [oku, 100_000_000],
    [man, 10_000],
    [rest, 1],
  ] as const;
  let total = 0;
  for (const [part, unit] of parts) {
    if (part === undefined || (part === '' && unit === 1)) continue;
    const value = readPart(part);
    if (value === null) return null;
    total += value * unit;
  }
  // 1.1万 is 11000, not 11000.000000000002.
  const rounded = Math.round(total * 1000) / 1000;
  return Number.isFinite(rounded) ? rounded : null;
}

const SMALL_UNITS: ReadonlyArray<readonly [string, number]> = [
  ['千', 1000],
  ['百', 100],
  ['十', 10],
];

/** `5千`, `1200`, `2千500`, `1.5`: the part of an amount between 億, 万 and the end. */
function readPart(part: string): number | null {
  let rest = part;
  let value = 0;
  for (const [unit, size] of SMALL_UNITS) {
    const at = rest.indexOf(unit);
    if (at < 0) continue;
    const digits = rest.slice(0, at);
    if (digits !== '' && !/^\d+(\.\d+)?$/.test(digits)) return null;
    value += (digits === '' ? 1 : Number(digits)) * size;
    rest = rest.slice(at + 1);
  }
  if (rest !== '') {
    if (!/^\d+(\.\d+)?$/.test(rest)) return null;
    value += Number(rest);
  }
  return part === '' ? null : value;
}
