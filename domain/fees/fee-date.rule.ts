/**
 * The first date the fee rates are kept for. Before it other special measures applied (an
 * older stamp duty reduction among them) that the rate tables do not hold, so an earlier date
 * is refused rather than answered with a wrong rate.
 */
export const FEE_RATES_KNOWN_FROM = '2014-04-01';

const DATE_SHAPE = /^(\d{4})-(\d{2})-(\d{2})$/;
const JAPAN_OFFSET_MS = 9 * 60 * 60 * 1000;

export const FEE_DATE_MESSAGES = {
  malformed: '日付は YYYY-MM-DD の形で、実在する日付を入力してください。',
  too_early: `${FEE_RATES_KNOWN_FROM} 以降の日付を入力してください。`,
} as const;

export function isCalendarDate(input: string): boolean {
  const match = DATE_SHAPE.exec(input);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export type FeeDateParse = { ok: true; value: string } | { ok: false; message: string };

/** A date a fee may be asked for: a real calendar date, on or after the first date rates are kept for. */
export function parseFeeDate(input: string): FeeDateParse {
  if (!isCalendarDate(input)) return { ok: false, message: FEE_DATE_MESSAGES.malformed };
  if (input < FEE_RATES_KNOWN_FROM) return { ok: false, message: FEE_DATE_MESSAGES.too_early };
  return { ok: true, value: input };
}

/** For the calculators, which trust their input: a bad date here is a bug upstream. */
export function assertFeeDate(date: string): void {
  const parsed = parseFeeDate(date);
  if (!parsed.ok) throw new RangeError(`fee date must be a calendar date from ${FEE_RATES_KNOWN_FROM}, got ${JSON.stringify(date)}`);
}

/**
 * The calendar date in Japan at an instant: contracts are written and registrations filed on
 * Japanese dates, and a UTC date is still the day before until 09:00 in Japan.
 */
export function dateInJapan(isoInstant: string): string {
  const time = Date.parse(isoInstant);
  if (Number.isNaN(time)) throw new RangeError(`not an ISO instant: ${JSON.stringify(isoInstant)}`);
  return new Date(time + JAPAN_OFFSET_MS).toISOString().slice(0, 10);
}
