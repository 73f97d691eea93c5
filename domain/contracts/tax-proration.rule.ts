import type { TaxReckoningDate } from './contract-terms.rules';

export interface TaxProration {
  annual_tax: number;
  reckoning_date: TaxReckoningDate;
  /** The tax year being split, `YYYY-MM-DD` both ends included. */
  period_from: string;
  period_to: string;
  days_in_period: number;
  /** Days up to the day before delivery: the seller's. */
  seller_days: number;
  /** The delivery day and after: the buyer's. */
  buyer_days: number;
  seller_amount: number;
  /** What the buyer pays the seller at settlement for the buyer's days. */
  buyer_amount: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

const utc = (year: number, month: number, day: number) => Date.UTC(year, month - 1, day);
const iso = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * The year's fixed-asset tax split by days between seller and buyer: the seller bears it from the
 * reckoning date to the day before delivery, the buyer from the delivery day to the end of that
 * tax year. The tax year is the calendar year (1 January) or April to March (1 April); it has 366
 * days when it holds a 29 February. The buyer's share is rounded down to the yen and the seller's
 * is the rest, so the two always add up to the year's tax.
 */
export function prorateFixedAssetTax(annualTax: number, reckoningDate: TaxReckoningDate, deliveryDate: string): TaxProration {
  if (!Number.isSafeInteger(annualTax) || annualTax < 0) throw new RangeError(`annual tax must be a non-negative whole number of yen, got ${annualTax}`);
  const [year, month, day] = deliveryDate.split('-').map(Number);
  const delivery = utc(year, month, day);
  if (Number.isNaN(delivery) || iso(delivery) !== deliveryDate) throw new RangeError(`not a calendar date: ${deliveryDate}`);
  const startYear = reckoningDate === 'january_1' ? year : month >= 4 ? year : year - 1;
  const start = reckoningDate === 'january_1' ? utc(startYear, 1, 1) : utc(startYear, 4, 1);
  const next = reckoningDate === 'january_1' ? utc(startYear + 1, 1, 1) : utc(startYear + 1, 4, 1);
  const days = Math.round((next - start) / DAY_MS);
  const sellerDays = Math.round((delivery - start) / DAY_MS);
  const buyerDays = days - sellerDays;
  // In BigInt: the product of a large tax and 366 can pass 2^53.
  const buyerAmount = Number((BigInt(annualTax) * BigInt(buyerDays)) / BigInt(days));
  return {
    annual_tax: annualTax,
    reckoning_date: reckoningDate,
    period_from: iso(start),
    period_to: iso(next - DAY_MS),
    days_in_period: days,
    seller_days: sellerDays,
    buyer_days: buyerDays,
    seller_amount: annualTax - buyerAmount,
    buyer_amount: buyerAmount,
  };
}
