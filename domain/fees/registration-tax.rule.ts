import { assertYen, FEE_RATE_SOURCE, laterStart, NoFeeRateError, periodCovers, type FeeBasis } from './fee-basis';
import { assertFeeDate } from './fee-date.rule';
import type { BuyerKind, PropertyKind, RegistrationTaxRate, TransferConditions } from './registration-tax.rates';

export interface RegistrationTaxRequest {
  /** The 固定資産税評価額 in yen (the property's `valuation_price`), not the asking price. */
  valuation: number;
  /** The date of the registration, `YYYY-MM-DD`. */
  date: string;
  kind?: PropertyKind;
  buyer?: BuyerKind;
  residential?: boolean;
  gift?: boolean;
}

export interface RegistrationTaxAnswer {
  fee: number;
  valuation: number;
  /** 課税標準: the valuation cut down to whole thousands, at least 1,000 yen. */
  taxable_base: number;
  date: string;
  kind: PropertyKind;
  buyer: BuyerKind;
  residential: boolean;
  gift: boolean;
  basis: FeeBasis;
}

const MINIMUM_BASE = 1_000;
const MINIMUM_TAX = 1_000;

/** 登録免許税 for moving the ownership of land or a building on a date. */
export function registrationTax(
  request: RegistrationTaxRequest,
  rates: readonly RegistrationTaxRate[],
): RegistrationTaxAnswer {
  const { valuation, date, kind = 'land', buyer = 'person', residential = false, gift = false } = request;
  assertYen('valuation', valuation);
  assertFeeDate(date);
  const conditions: TransferConditions = { kind, cause: gift ? 'gift' : 'sale', buyer, residential };
  const rate = rateFor(rates, conditions, date);

  // 国税通則法 第118条 第1項: the base loses its part below 1,000 yen; 登録免許税法 第15条: at least 1,000 yen.
  const taxableBase = Math.max(MINIMUM_BASE, Math.floor(valuation / 1_000) * 1_000);
  // The base is whole thousands, so base / 1000 × per mille is the exact tax in yen, within safe integers.
  const exact = (taxableBase / 1_000) * rate.per_mille;
  // 国税通則法 第119条 第1項: the tax loses its part below 100 yen; 登録免許税法 第19条: at least 1,000 yen.
  const rounded = Math.floor(exact / 100) * 100;
  const fee = Math.max(MINIMUM_TAX, rounded);

  const notes = [...rate.notes];
  if (rounded < MINIMUM_TAX) notes.push('計算した税額が1,000円に満たないため、1,000円です（登録免許税法 第19条）。');
  return {
    fee,
    valuation,
    taxable_base: taxableBase,
    date,
    kind,
    buyer,
    residential,
    gift,
    basis: {
      rule: rate.rule,
      bracket: null,
      rate_percent: rate.per_mille / 10,
      period: { from: rate.from, to: rate.to },
      legal_basis: rate.legal_basis,
      confirmed: rate.confirmed,
      checked_on: rate.checked_on,
      source: FEE_RATE_SOURCE,
      notes,
    },
  };
}

function rateFor(rates: readonly RegistrationTaxRate[], conditions: TransferConditions, date: string): RegistrationTaxRate {
  const candidates = rates
    .filter((rate) => periodCovers(rate, date) && applies(rate, conditions))
    .sort((a, b) => specificity(b) - specificity(a) || laterStart(a, b));
  if (candidates.length === 0) throw new NoFeeRateError(`no registration tax rate covers ${JSON.stringify(conditions)} on ${date}`);
  return candidates[0];
}

function applies(rate: RegistrationTaxRate, conditions: TransferConditions): boolean {
  return (Object.keys(rate.applies_to) as Array<keyof TransferConditions>).every((key) => rate.applies_to[key] === conditions[key]);
}

function specificity(rate: RegistrationTaxRate): number {
  return Object.keys(rate.applies_to).length;
}
