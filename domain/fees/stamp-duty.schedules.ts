import { BUILT_IN_RATES_CHECKED_ON, type FeeBracket, type RatePeriod } from './fee-basis';

export interface StampDutyBracket extends FeeBracket {
  fee: number;
}

/**
 * `standard` is the 本則 of 印紙税法; a `reduced` schedule lists only the brackets its measure
 * lowers, and every other amount pays the 本則 even while the measure is in force.
 */
export interface StampDutySchedule extends RatePeriod {
  kind: 'standard' | 'reduced';
  brackets: readonly StampDutyBracket[];
}

const MAN = 10_000;
const OKU = 100_000_000;

/** 印紙税 on a 不動産売買契約書 (不動産の譲渡に関する契約書), by the amount written in it. */
export const STAMP_DUTY_SCHEDULES: readonly StampDutySchedule[] = [
  {
    kind: 'standard',
    from: null,
    to: null,
    legal_basis: '印紙税法 別表第一 第1号',
    confirmed: true,
    checked_on: BUILT_IN_RATES_CHECKED_ON,
    notes: [],
    brackets: [
      { min: 0, max: 0, label: '契約金額の記載のないもの', fee: 200 },
      { min: 1, max: MAN - 1, label: '1万円未満', fee: 0 },
      { min: MAN, max: 10 * MAN, label: '1万円以上10万円以下', fee: 200 },
      { min: 10 * MAN + 1, max: 50 * MAN, label: '10万円を超え50万円以下', fee: 400 },
      { min: 50 * MAN + 1, max: 100 * MAN, label: '50万円を超え100万円以下', fee: 1_000 },
      { min: 100 * MAN + 1, max: 500 * MAN, label: '100万円を超え500万円以下', fee: 2_000 },
      { min: 500 * MAN + 1, max: 1_000 * MAN, label: '500万円を超え1,000万円以下', fee: 10_000 },
      { min: 1_000 * MAN + 1, max: 5_000 * MAN, label: '1,000万円を超え5,000万円以下', fee: 20_000 },
      { min: 5_000 * MAN + 1, max: OKU, label: '5,000万円を超え1億円以下', fee: 60_000 },
      { min: OKU + 1, max: 5 * OKU, label: '1億円を超え5億円以下', fee: 100_000 },
      { min: 5 * OKU + 1, max: 10 * OKU, label: '5億円を超え10億円以下', fee: 200_000 },
      { min: 10 * OKU + 1, max: 50 * OKU, label: '10億円を超え50億円以下', fee: 400_000 },
      { min: 50 * OKU + 1, max: null, label: '50億円を超えるもの', fee: 600_000 },
    ],
  },
  {
    kind: 'reduced',
    from: '2014-04-01',
    to: '2027-03-31',
    legal_basis: '租税特別措置法 第91条',
    confirmed: true,
    checked_on: BUILT_IN_RATES_CHECKED_ON,
    notes: [],
    // The measure covers contracts over 100,000 yen; at or below it the 本則 applies (the same amounts).
    brackets: [
      { min: 10 * MAN + 1, max: 50 * MAN, label: '10万円を超え50万円以下', fee: 200 },
      { min: 50 * MAN + 1, max: 100 * MAN, label: '50万円を超え100万円以下', fee: 500 },
      { min: 100 * MAN + 1, max: 500 * MAN, label: '100万円を超え500万円以下', fee: 1_000 },
      { min: 500 * MAN + 1, max: 1_000 * MAN, label: '500万円を超え1,000万円以下', fee: 5_000 },
      { min: 1_000 * MAN + 1, max: 5_000 * MAN, label: '1,000万円を超え5,000万円以下', fee: 10_000 },
      { min: 5_000 * MAN + 1, max: OKU, label: '5,000万円を超え1億円以下', fee: 30_000 },
      { min: OKU + 1, max: 5 * OKU, label: '1億円を超え5億円以下', fee: 60_000 },
      { min: 5 * OKU + 1, max: 10 * OKU, label: '5億円を超え10億円以下', fee: 160_000 },
      { min: 10 * OKU + 1, max: 50 * OKU, label: '10億円を超え50億円以下', fee: 320_000 },
      { min: 50 * OKU + 1, max: null, label: '50億円を超えるもの', fee: 480_000 },
    ],
  },
];
