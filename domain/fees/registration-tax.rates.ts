import { BUILT_IN_RATES_CHECKED_ON, type RatePeriod } from './fee-basis';

export type PropertyKind = 'land' | 'building';
export type BuyerKind = 'person' | 'company';
/** Why ownership moves: a sale, or a gift (a 0-yen deal). */
export type TransferCause = 'sale' | 'gift';

/** What a transfer is; a rate names only the conditions it depends on. */
export interface TransferConditions {
  kind: PropertyKind;
  cause: TransferCause;
  buyer: BuyerKind;
  /** A 住宅用家屋 an individual buys as their own home, meeting 措置法 第73条's conditions. */
  residential: boolean;
}

export interface RegistrationTaxRate extends RatePeriod {
  /** The rule in Japanese, shown with the answer. */
  rule: string;
  applies_to: Partial<TransferConditions>;
  /** Per mille, so the tax is computed in whole numbers: 15 is 1.5%. */
  per_mille: number;
}

const EXTENSION_UNCONFIRMED =
  '2029-03-31 までの延長は令和8年度税制改正によるとの報道に基づくもので、国税庁 タックスアンサー No.7191 ではまだ確認していません。';

/** 登録免許税 on a 所有権移転登記, by cause. The most specific rate in force applies. */
export const REGISTRATION_TAX_RATES: readonly RegistrationTaxRate[] = [
  {
    rule: '本則',
    applies_to: {},
    per_mille: 20,
    from: null,
    to: null,
    legal_basis: '登録免許税法 別表第一 第1号(二)ハ',
    confirmed: true,
    checked_on: BUILT_IN_RATES_CHECKED_ON,
    notes: [],
  },
  {
    rule: '土地の売買の軽減税率',
    applies_to: { kind: 'land', cause: 'sale' },
    per_mille: 15,
    from: '2013-04-01',
    to: '2026-03-31',
    legal_basis: '租税特別措置法 第72条 第1項',
    confirmed: true,
    checked_on: BUILT_IN_RATES_CHECKED_ON,
    notes: [],
  },
  {
    rule: '土地の売買の軽減税率（延長）',
    applies_to: { kind: 'land', cause: 'sale' },
    per_mille: 15,
    from: '2026-04-01',
    to: '2029-03-31',
    legal_basis: '租税特別措置法 第72条 第1項（令和8年度税制改正による延長）',
    confirmed: false,
    checked_on: null,
    notes: [EXTENSION_UNCONFIRMED],
  },
  {
    rule: '住宅用家屋の売買の軽減税率',
    applies_to: { kind: 'building', cause: 'sale', buyer: 'person', residential: true },
    per_mille: 3,
    from: null,
    to: '2027-03-31',
    legal_basis: '租税特別措置法 第73条',
    confirmed: true,
    checked_on: BUILT_IN_RATES_CHECKED_ON,
    notes: ['個人が自己の居住用に取得した床面積50㎡以上の住宅用家屋で、取得後1年以内に住宅用家屋証明書を添えて登記する場合に限ります。'],
  },
];
