import { isCalendarDate } from '../fees/fee-date.rule';
import { FieldErrors } from '../shared/field-errors';
import { normalizeText, unsafeCharacterIn, unsafeCharacterMessage } from '../shared/safe-text.rule';

/** How long the seller answers for a property that does not conform to the contract (契約不適合責任). */
export const NON_CONFORMITY_PERIODS = {
  excluded: '負わない（免責）',
  three_months: '引渡しから3か月',
  six_months: '引渡しから6か月',
  one_year: '買主が不適合を知った時から1年以内に通知（民法566条）',
} as const;
export type NonConformityPeriod = keyof typeof NON_CONFORMITY_PERIODS;

/** 公簿売買 (by the registered area) or 実測売買 (by the surveyed area, the difference settled per ㎡). */
export const AREA_BASES = { registry: '公簿売買', survey: '実測売買' } as const;
export type AreaBasis = keyof typeof AREA_BASES;

/** What happens to things left in the property (残置物). */
export const ITEMS_LEFT = { seller_removes: '売主が引渡しまでに撤去する', as_is: '現状のまま引き渡す', itemised: '別記の一覧のとおり' } as const;
export type ItemsLeft = keyof typeof ITEMS_LEFT;

/** The day from which the year's fixed-asset tax is split between the parties (起算日). */
export const TAX_RECKONING_DATES = { january_1: '1月1日', april_1: '4月1日' } as const;
export type TaxReckoningDate = keyof typeof TAX_RECKONING_DATES;

/** One payment of the price after the deposit (中間金, 残代金). */
export interface PaymentInstalment {
  label: string;
  amount: number;
  /** `YYYY-MM-DD`. */
  due_date: string;
}

/** What the parties fill in themselves; the fixed clauses are part of the contract's text, not terms. */
export interface ContractTerms {
  /** 売買代金, yen. */
  price: number;
  /** 手付金, yen; always a 解約手付. */
  deposit_amount: number;
  /** Until this day either party may cancel by the deposit (the buyer forfeiting it, the seller paying back double). */
  deposit_deadline: string | null;
  payment_schedule: PaymentInstalment[];
  delivery_date: string | null;
  non_conformity_period: NonConformityPeriod;
  area_basis: AreaBasis;
  /** 実測売買 only: yen per ㎡ of the difference between surveyed and registered area. */
  survey_price_per_sqm: number | null;
  /** 特約: the sale is conditional on the 農地法 permission (or notification). */
  farmland_permission_condition: boolean;
  items_left: ItemsLeft;
  /** The itemised list, when `items_left` is `itemised`. */
  items_left_list: string | null;
  /** 特約: an encroachment is settled by a memorandum with the neighbour before delivery. */
  boundary_memorandum: boolean;
  other_special_terms: string | null;
  tax_reckoning_date: TaxReckoningDate;
  /** The year's fixed-asset tax (固定資産税・都市計画税) being prorated, yen; null when not known yet. */
  annual_fixed_asset_tax: number | null;
}

/** The property exactly as registered (登記簿), and its use today where that differs. */
export interface ContractProperty {
  land_location: string | null;
  land_lot_number: string | null;
  land_category: string | null;
  /** 地積, ㎡. */
  land_area: number | null;
  has_building: boolean;
  building_location: string | null;
  building_house_number: string | null;
  building_kind: string | null;
  building_structure: string | null;
  /** 床面積, ㎡ (all floors). */
  building_floor_area: number | null;
  current_use: string | null;
  /** 固定資産税評価額 of the land and of the building, yen: the base of the registration tax. */
  land_valuation: number | null;
  building_valuation: number | null;
}

export const TERM_FIELDS = Object.keys({
  price: 0,
  deposit_amount: 0,
  deposit_deadline: 0,
  payment_schedule: 0,
  delivery_date: 0,
  non_conformity_period: 0,
  area_basis: 0,
  survey_price_per_sqm: 0,
  farmland_permission_condition: 0,
  items_left: 0,
  items_left_list: 0,
  boundary_memorandum: 0,
  other_special_terms: 0,
  tax_reckoning_date: 0,
  annual_fixed_asset_tax: 0,
} satisfies Record<keyof ContractTerms, 0>) as Array<keyof ContractTerms>;

export const PROPERTY_FIELDS = Object.keys({
  land_location: 0,
  land_lot_number: 0,
  land_category: 0,
  land_area: 0,
  has_building: 0,
  building_location: 0,
  building_house_number: 0,
  building_kind: 0,
  building_structure: 0,
  building_floor_area: 0,
  current_use: 0,
  land_valuation: 0,
  building_valuation: 0,
} satisfies Record<keyof ContractProperty, 0>) as Array<keyof ContractProperty>;

export const SHORT_TEXT_MAX = 200;
export const LONG_TEXT_MAX = 2000;
export const PAYMENT_SCHEDULE_MAX = 12;
const AREA_MAX = 1_000_000_000;

/** The listing as it stood when the contract was drafted, for the contract lists (the spec's contract display fields). */
export interface ContractListingSummary {
  name: string | null;
  /** `123-4567`, or null when the listing has none. */
  property_zipcode: string | null;
  sale_price: number | null;
  property_tax_price: number | null;
  valuation_price: number | null;
  management_price: number | null;
}

/** What the listing gives a new contract. */
export interface ContractListingFacts {
  summary: ContractListingSummary;
  /** Asking price in yen; -1 (不明) or null gives 0 to fill in. */
  sale_price: number | null;
  /** 都道府県 + 市区町村 + 大字・町: the 所在 of the land as far as the listing says it. */
  location: string | null;
  lot_number: string | null;
  land_category: string | null;
  area: number | null;
  is_building: boolean;
  /** Yearly fixed-asset tax, -1 (不明) or null when not known. */
  property_tax_price: number | null;
  /** 固定資産税評価額 of the whole property, -1 (不明) or null when not known. */
  valuation_price: number | null;
  /** The region (area_id 1-8) of the prefecture, for the usual reckoning date. */
  area_id: number | null;
}

/** Kinki, Chugoku and Shikoku usually reckon from 1 April; elsewhere from 1 January. */
const APRIL_REGIONS: ReadonlySet<number> = new Set([5, 6, 7]);

export function usualReckoningDate(areaId: number | null): TaxReckoningDate {
  return areaId !== null && APRIL_REGIONS.has(areaId) ? 'april_1' : 'january_1';
}

const known = (amount: number | null): number | null => (amount === null || amount < 0 ? null : amount);

/**
 * The neutral template: the listing's facts and nothing chosen for the parties. Where a choice is
 * unavoidable the template takes the law's default (民法566条 for non-conformity, the registered
 * area, no special terms) and the reckoning date usual in the property's region.
 */
export function templateTerms(facts: ContractListingFacts): ContractTerms {
  return {
    price: known(facts.sale_price) ?? 0,
    deposit_amount: 0,
    deposit_deadline: null,
    payment_schedule: [],
    delivery_date: null,
    non_conformity_period: 'one_year',
    area_basis: 'registry',
    survey_price_per_sqm: null,
    farmland_permission_condition: false,
    items_left: 'seller_removes',
    items_left_list: null,
    boundary_memorandum: false,
    other_special_terms: null,
    tax_reckoning_date: usualReckoningDate(facts.area_id),
    annual_fixed_asset_tax: known(facts.property_tax_price),
  };
}

export function templateProperty(facts: ContractListingFacts): ContractProperty {
  return {
    land_location: facts.location,
    land_lot_number: facts.lot_number,
    land_category: facts.land_category,
    land_area: facts.area,
    has_building: facts.is_building,
    building_location: facts.is_building ? facts.location : null,
    building_house_number: null,
    building_kind: null,
    building_structure: null,
    building_floor_area: null,
    current_use: null,
    // The listing's valuation is of the whole property: it is the land's only when there is no building.
    land_valuation: facts.is_building ? null : known(facts.valuation_price),
    building_valuation: null,
  };
}

type Input = Readonly<Record<string, unknown>>;

function unknownFields(input: Input, allowed: readonly string[], errors: FieldErrors): void {
  for (const field of Object.keys(input)) {
    if (!allowed.includes(field)) errors.add(field, 'この項目は変更できません。');
  }
}

function yen(value: unknown, field: string, label: string, errors: FieldErrors, options: { nullable?: boolean; max?: number } = {}): number | null | undefined {
  if (value === null && options.nullable) return null;
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    errors.add(field, `${label}は数値（円）で入力してください。`);
    return undefined;
  }
  if (!Number.isInteger(value)) errors.add(field, `${label}は1円単位の整数で入力してください。`);
  else if (value < 0) errors.add(field, `${label}は0円以上で入力してください。`);
  else if (value > Number.MAX_SAFE_INTEGER) errors.add(field, `${label}が大きすぎます。`);
  else if (options.max !== undefined && value > options.max) errors.add(field, `${label}は売買代金（${options.max.toLocaleString('ja-JP')}円）以下で入力してください。`);
  else return value;
  return undefined;
}

function date(value: unknown, field: string, label: string, errors: FieldErrors): string | null | undefined {
  if (value === null) return null;
  if (typeof value !== 'string' || !isCalendarDate(value)) {
    errors.add(field, `${label}は YYYY-MM-DD の形で、実在する日付を入力してください。`);
    return undefined;
  }
  return value;
}

function text(value: unknown, field: string, label: string, max: number, errors: FieldErrors, multiline = false): string | null | undefined {
  if (value === null) return null;
  if (typeof value !== 'string') {
    errors.add(field, `${label}は文字列で入力してください。`);
    return undefined;
  }
  const normalized = normalizeText(value).trim();
  if (normalized === '') return null;
  const unsafe = unsafeCharacterIn(normalized, { multiline });
  if (unsafe) {
    errors.add(field, unsafeCharacterMessage(unsafe));
    return undefined;
  }
  if ([...normalized].length > max) {
    errors.add(field, `${label}は${max.toLocaleString('ja-JP')}文字以内で入力してください。`);
    return undefined;
  }
  return normalized;
}

function choice<K extends string>(value: unknown, field: string, label: string, options: Readonly<Record<K, string>>, errors: FieldErrors): K | undefined {
  if (typeof value === 'string' && Object.hasOwn(options, value)) return value as K;
  errors.add(field, `${label}は ${Object.keys(options).join('・')} のいずれかで指定してください。`);
  return undefined;
}

function flag(value: unknown, field: string, label: string, errors: FieldErrors): boolean | undefined {
  if (typeof value === 'boolean') return value;
  errors.add(field, `${label}は true か false で指定してください。`);
  return undefined;
}

function area(value: unknown, field: string, label: string, errors: FieldErrors): number | null | undefined {
  if (value === null) return null;
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0 || value > AREA_MAX) {
    errors.add(field, `${label}は0より大きい数値（㎡）で入力してください。`);
    return undefined;
  }
  if (Math.round(value * 100) !== value * 100) {
    errors.add(field, `${label}は小数第2位までで入力してください。`);
    return undefined;
  }
  return value;
}

function schedule(value: unknown, price: number, errors: FieldErrors): PaymentInstalment[] | undefined {
  const field = 'payment_schedule';
  if (!Array.isArray(value)) {
    errors.add(field, '支払予定は配列で入力してください。');
    return undefined;
  }
  if (value.length > PAYMENT_SCHEDULE_MAX) {
    errors.add(field, `支払予定は${PAYMENT_SCHEDULE_MAX}回までです。`);
    return undefined;
  }
  const instalments: PaymentInstalment[] = [];
  value.forEach((entry: unknown, index) => {
    const at = `${field}.${index}`;
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) {
      errors.add(at, '支払予定の各回は { label, amount, due_date } で入力してください。');
      return;
    }
    const record = entry as Input;
    unknownFields(record, ['label', 'amount', 'due_date'], errors);
    const label = text(record.label ?? null, `${at}.label`, '支払の名目', 50, errors);
    if (label === null) errors.add(`${at}.label`, '支払の名目（中間金、残代金など）を入力してください。');
    const amount = yen(record.amount, `${at}.amount`, '支払額', errors, { max: price });
    const due = date(record.due_date ?? null, `${at}.due_date`, '支払日', errors);
    if (due === null) errors.add(`${at}.due_date`, '支払日を入力してください。');
    if (typeof label === 'string' && typeof amount === 'number' && typeof due === 'string') instalments.push({ label, amount, due_date: due });
  });
  return instalments.length === value.length ? instalments : undefined;
}

/**
 * The terms after an edit: `input` names only the fields that change. Every field is checked, and
 * then the terms as a whole (amounts within the price, dates in order), so the form shows every
 * problem at once; nothing is changed when any is found.
 */
export function editedTerms(current: ContractTerms, input: Input): { terms: ContractTerms; changed: Array<keyof ContractTerms> } {
  const errors = new FieldErrors();
  unknownFields(input, TERM_FIELDS, errors);
  const next: ContractTerms = { ...current };
  const set = <K extends keyof ContractTerms>(key: K, value: ContractTerms[K] | undefined) => {
    if (value !== undefined) next[key] = value;
  };
  const has = (key: keyof ContractTerms) => Object.hasOwn(input, key);
  if (has('price')) set('price', yen(input.price, 'price', '売買代金', errors) ?? undefined);
  const price = next.price;
  if (has('deposit_amount')) set('deposit_amount', yen(input.deposit_amount, 'deposit_amount', '手付金', errors) ?? undefined);
  if (has('deposit_deadline')) set('deposit_deadline', date(input.deposit_deadline, 'deposit_deadline', '手付解除の期限', errors));
  if (has('payment_schedule')) set('payment_schedule', schedule(input.payment_schedule, price, errors));
  if (has('delivery_date')) set('delivery_date', date(input.delivery_date, 'delivery_date', '引渡日', errors));
  if (has('non_conformity_period')) set('non_conformity_period', choice(input.non_conformity_period, 'non_conformity_period', '契約不適合責任の期間', NON_CONFORMITY_PERIODS, errors));
  if (has('area_basis')) set('area_basis', choice(input.area_basis, 'area_basis', '売買の面積の基準', AREA_BASES, errors));
  if (has('survey_price_per_sqm')) set('survey_price_per_sqm', yen(input.survey_price_per_sqm, 'survey_price_per_sqm', '1㎡あたりの精算単価', errors, { nullable: true, max: price }));
  if (has('farmland_permission_condition')) set('farmland_permission_condition', flag(input.farmland_permission_condition, 'farmland_permission_condition', '農地法の許可の特約', errors));
  if (has('items_left')) set('items_left', choice(input.items_left, 'items_left', '残置物の扱い', ITEMS_LEFT, errors));
  if (has('items_left_list')) set('items_left_list', text(input.items_left_list, 'items_left_list', '残置物の一覧', LONG_TEXT_MAX, errors, true));
  if (has('boundary_memorandum')) set('boundary_memorandum', flag(input.boundary_memorandum, 'boundary_memorandum', '越境の覚書の特約', errors));
  if (has('other_special_terms')) set('other_special_terms', text(input.other_special_terms, 'other_special_terms', 'その他の特約', LONG_TEXT_MAX, errors, true));
  if (has('tax_reckoning_date')) set('tax_reckoning_date', choice(input.tax_reckoning_date, 'tax_reckoning_date', '固定資産税の起算日', TAX_RECKONING_DATES, errors));
  if (has('annual_fixed_asset_tax')) set('annual_fixed_asset_tax', yen(input.annual_fixed_asset_tax, 'annual_fixed_asset_tax', '固定資産税の年額', errors, { nullable: true }));
  errors.throwIfAny('contract.terms_invalid');

  // The terms as a whole, named by the field the person would change.
  if (next.deposit_amount > next.price) errors.add('deposit_amount', `手付金は売買代金（${next.price.toLocaleString('ja-JP')}円）以下で入力してください。`);
  const scheduled = next.payment_schedule.reduce((sum, instalment) => sum + instalment.amount, 0);
  if (next.deposit_amount + scheduled > next.price) errors.add('payment_schedule', '手付金と支払予定の合計が売買代金を超えています。');
  next.payment_schedule.forEach((instalment, index) => {
    const previous = next.payment_schedule[index - 1];
    if (previous && instalment.due_date < previous.due_date) errors.add(`payment_schedule.${index}.due_date`, '支払日は前の回の支払日以降の日付にしてください。');
    if (next.delivery_date && instalment.due_date > next.delivery_date) errors.add(`payment_schedule.${index}.due_date`, '支払日は引渡日までの日付にしてください。');
  });
  if (next.deposit_deadline && next.delivery_date && next.deposit_deadline > next.delivery_date) {
    errors.add('deposit_deadline', '手付解除の期限は引渡日までの日付にしてください。');
  }
  if (next.area_basis === 'survey' && next.survey_price_per_sqm === null) errors.add('survey_price_per_sqm', '実測売買では1㎡あたりの精算単価を入力してください。');
  if (next.survey_price_per_sqm !== null && next.survey_price_per_sqm > next.price) errors.add('survey_price_per_sqm', '1㎡あたりの精算単価は売買代金以下で入力してください。');
  if (next.items_left === 'itemised' && next.items_left_list === null) errors.add('items_left_list', '残置物の一覧を入力してください。');
  errors.throwIfAny('contract.terms_invalid');

  if (next.area_basis === 'registry') next.survey_price_per_sqm = null;
  if (next.items_left !== 'itemised') next.items_left_list = null;
  const changed = TERM_FIELDS.filter((key) => JSON.stringify(next[key]) !== JSON.stringify(current[key]));
  return { terms: next, changed };
}

/** The property fields after an edit, checked as the terms are. */
export function editedProperty(current: ContractProperty, input: Input): { property: ContractProperty; changed: Array<keyof ContractProperty> } {
  const errors = new FieldErrors();
  unknownFields(input, PROPERTY_FIELDS, errors);
  const next: ContractProperty = { ...current };
  const set = <K extends keyof ContractProperty>(key: K, value: ContractProperty[K] | undefined) => {
    if (value !== undefined) next[key] = value;
  };
  const has = (key: keyof ContractProperty) => Object.hasOwn(input, key);
  const shortText = (key: keyof ContractProperty, label: string) => {
    if (has(key)) set(key, text(input[key], key, label, SHORT_TEXT_MAX, errors));
  };
  shortText('land_location', '土地の所在');
  shortText('land_lot_number', '地番');
  shortText('land_category', '地目');
  if (has('land_area')) set('land_area', area(input.land_area, 'land_area', '地積', errors));
  if (has('has_building')) set('has_building', flag(input.has_building, 'has_building', '建物の有無', errors));
  shortText('building_location', '建物の所在');
  shortText('building_house_number', '家屋番号');
  shortText('building_kind', '建物の種類');
  shortText('building_structure', '建物の構造');
  if (has('building_floor_area')) set('building_floor_area', area(input.building_floor_area, 'building_floor_area', '床面積', errors));
  shortText('current_use', '現況');
  if (has('land_valuation')) set('land_valuation', yen(input.land_valuation, 'land_valuation', '土地の固定資産税評価額', errors, { nullable: true }));
  if (has('building_valuation')) set('building_valuation', yen(input.building_valuation, 'building_valuation', '建物の固定資産税評価額', errors, { nullable: true }));
  const buildingFields = ['building_location', 'building_house_number', 'building_kind', 'building_structure', 'building_floor_area', 'building_valuation'] as const;
  const hasBuilding = typeof input.has_building === 'boolean' ? input.has_building : current.has_building;
  if (!hasBuilding) {
    for (const key of buildingFields) {
      if (has(key) && input[key] !== null && !errors.has(key)) errors.add(key, '建物がない契約には建物の項目を入力できません。');
    }
  }
  errors.throwIfAny('contract.property_invalid');
  if (!next.has_building) {
    Object.assign(next, { building_location: null, building_house_number: null, building_kind: null, building_structure: null, building_floor_area: null, building_valuation: null });
  }
  const changed = PROPERTY_FIELDS.filter((key) => next[key] !== current[key]);
  return { property: next, changed };
}

/** What must be filled in before a party can agree, in Japanese, in the order of the contract. */
export function missingForAgreement(terms: ContractTerms, property: ContractProperty): string[] {
  const missing: string[] = [];
  if (!property.land_location) missing.push('土地の所在');
  if (!property.land_lot_number) missing.push('地番');
  if (!property.land_category) missing.push('地目');
  if (property.land_area === null) missing.push('地積');
  if (property.has_building) {
    if (!property.building_location) missing.push('建物の所在');
    if (!property.building_house_number) missing.push('家屋番号');
    if (!property.building_kind) missing.push('建物の種類');
    if (!property.building_structure) missing.push('建物の構造');
    if (property.building_floor_area === null) missing.push('床面積');
  }
  if (!terms.delivery_date) missing.push('引渡日');
  const scheduled = terms.payment_schedule.reduce((sum, instalment) => sum + instalment.amount, 0);
  if (terms.deposit_amount + scheduled !== terms.price) missing.push('支払予定（手付金との合計を売買代金と同じにしてください）');
  return missing;
}
