/**
 * Tax rates change by law on known dates, so every rate is kept as data with the period it is in
 * force and the article it comes from; a calculator picks the period by the date it is asked for
 * and answers with that basis, so a screen can explain the number.
 */

/** Calendar dates `YYYY-MM-DD`, both ends included; null leaves that side open. */
export interface FeePeriod {
  from: string | null;
  to: string | null;
}

export interface RatePeriod extends FeePeriod {
  legal_basis: string;
  /** False while a period is only reported, not yet checked against the authority's own page. */
  confirmed: boolean;
  /** The day (`YYYY-MM-DD`, Japan) the rates were checked against that page; null while unconfirmed. */
  checked_on: string | null;
  notes: readonly string[];
}

/** A range of amounts in yen, both ends included; `max` null means no upper limit. */
export interface FeeBracket {
  min: number;
  max: number | null;
  /** The bracket as the law's table words it, e.g. `100万円を超え500万円以下`. */
  label: string;
}

/** Why a fee is what it is. */
export interface FeeBasis {
  /** The rule applied, in Japanese, e.g. `軽減税率`. */
  rule: string;
  bracket: FeeBracket | null;
  rate_percent: number | null;
  period: FeePeriod;
  legal_basis: string;
  confirmed: boolean;
  /** When the rates were last checked against the source; null while unconfirmed. */
  checked_on: string | null;
  /** Where the rates are published. */
  source: string;
  notes: string[];
}

/** The tax office's pages every rate is checked against (fees.md). */
export const FEE_RATE_SOURCE = '国税庁「印紙税額の一覧表」「タックスアンサー No.7191 登録免許税の税額表」';

/** The day the built-in rates were checked against those pages. */
export const BUILT_IN_RATES_CHECKED_ON = '2026-11-23';

export function periodCovers(period: FeePeriod, date: string): boolean {
  return (period.from === null || period.from <= date) && (period.to === null || date <= period.to);
}

/** For sorting the latest start first (`YYYY-MM-DD` sorts as dates do); an open start counts as the earliest. */
export function laterStart(a: FeePeriod, b: FeePeriod): number {
  return (b.from ?? '').localeCompare(a.from ?? '');
}

export function bracketCovers(bracket: FeeBracket, amount: number): boolean {
  return bracket.min <= amount && (bracket.max === null || amount <= bracket.max);
}

export function assertYen(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a whole number of yen from 0 to ${Number.MAX_SAFE_INTEGER}, got ${value}`);
  }
}

/** No period of the rates covers what was asked: the rate data has a gap (a 本則 withdrawn, say). */
export class NoFeeRateError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NoFeeRateError';
  }
}
