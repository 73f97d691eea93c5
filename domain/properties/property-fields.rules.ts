import { FieldErrors } from '../shared/field-errors';
import { ERAS, UNKNOWN, type EraName, type PropertyFieldName, type PropertyFields, type YesNoChartAnswer } from './property.events';
import { applyYesNoChartRules } from './yes-no-chart.rule';

/** How each field is named to the seller, in messages and in the API documentation. */
export const PROPERTY_FIELD_LABELS: Record<PropertyFieldName, string> = {
  name: '物件名',
  zipcode1: '郵便番号（前半3桁）',
  zipcode2: '郵便番号（後半4桁）',
  prefecture_id: '都道府県',
  city: '市区町村',
  block: '町名・番地',
  address: '番地以降・建物名',
  area: '土地面積',
  ground_id: '地目',
  is_building: '建物の有無',
  floor_plan: '間取り',
  era_name: '建築年の元号',
  construction_year: '建築年',
  boundary_id: '境界',
  road_id_1: '接道1',
  road_id_2: '接道2',
  road_id_3: '接道3',
  road_id_4: '接道4',
  property_tax_price: '固定資産税額',
  valuation_price: '固定資産税評価額',
  management_price: '管理費',
  incidental_cost: '諸費用',
  tree_id: '樹木',
  river_id: '河川・水路',
  neighbors_id: '近隣の状況',
  neighbors_text: '近隣の状況の補足',
  sale_support_service: '売却サポートサービスの利用',
  access: '交通アクセス',
  sale_price: '希望売却価格',
  register_cost: '登記費用',
  revenue_stamp_fee: '収入印紙代',
  revenue_after_fees: '諸費用を除いた手取り額',
  categories: 'カテゴリー',
  detail_1: 'メッセージ1',
  detail_2: 'メッセージ2',
  detail_3: 'メッセージ3',
  detail_4: 'メッセージ4',
  detail_5: 'メッセージ5',
  youtube_url: '動画URL',
  registration_step: '登録ステップ',
  yes_no_charts: 'Yes/Noチャートの回答',
};

/** Unknown flags a seller ticks instead of an amount or a year; each is stored as -1 in its field. */
export const UNKNOWN_FLAGS = {
  construction_year_unknown: 'construction_year',
  property_tax_price_unknown: 'property_tax_price',
  valuation_price_unknown: 'valuation_price',
  management_price_unknown: 'management_price',
  incidental_cost_unknown: 'incidental_cost',
} as const;

type UnknownFlag = keyof typeof UNKNOWN_FLAGS;

/** What a save may carry: any fields of any group; absent means unchanged, null means cleared. */
export type PropertyInput = Partial<Omit<PropertyFields, 'revenue_after_fees' | 'era_name' | 'yes_no_charts'>> & {
  era_name?: string | null;
  yes_no_charts?: YesNoChartAnswer[] | null;
} & Partial<Record<UnknownFlag, boolean | null>>;

export const EMPTY_PROPERTY_FIELDS: PropertyFields = {
  name: null,
  zipcode1: null,
  zipcode2: null,
  prefecture_id: null,
  city: null,
  block: null,
  address: null,
  area: null,
  ground_id: null,
  is_building: null,
  floor_plan: null,
  era_name: null,
  construction_year: null,
  boundary_id: null,
  road_id_1: null,
  road_id_2: null,
  road_id_3: null,
  road_id_4: null,
  property_tax_price: null,
  valuation_price: null,
  management_price: null,
  incidental_cost: null,
  tree_id: null,
  river_id: null,
  neighbors_id: null,
  neighbors_text: null,
  sale_support_service: null,
  access: null,
  sale_price: null,
  register_cost: null,
  revenue_stamp_fee: null,
  revenue_after_fees: null,
  categories: null,
  detail_1: null,
  detail_2: null,
  detail_3: null,
  detail_4: null,
  detail_5: null,
  youtube_url: null,
  registration_step: null,
  yes_no_charts: [],
};

const TEXT_LIMITS: Partial<Record<PropertyFieldName, number>> = {
  name: 100,
  city: 100,
  block: 200,
  address: 200,
  floor_plan: 50,
  neighbors_text: 1000,
  access: 1000,
  detail_1: 2000,
  detail_2: 2000,
  detail_3: 2000,
  detail_4: 2000,
  detail_5: 2000,
};

const CHOICE_FIELDS = ['ground_id', 'boundary_id', 'road_id_1', 'road_id_2', 'road_id_3', 'road_id_4', 'tree_id', 'river_id', 'neighbors_id'] as const;
const FLAG_FIELDS = ['is_building', 'sale_support_service'] as const;
const AMOUNT_FIELDS = ['register_cost', 'revenue_stamp_fee'] as const;
const UNKNOWABLE_AMOUNT_FIELDS = ['property_tax_price', 'valuation_price', 'management_price', 'incidental_cost'] as const;

export const MAX_AMOUNT = 999_999_999_999;
export const MAX_AREA = 999_999_999;
export const MAX_CATEGORIES = 10;
export const MAX_REGISTRATION_STEP = 5;
export const MAX_YES_NO_ANSWERS = 20;

const YOUTUBE_URL = /^https:\/\/(?:(?:www\.|m\.)?youtube\.com\/(?:watch\?v=|shorts\/|embed\/)|youtu\.be\/)[\w-]{6,}(?:[?&][\w=&%.-]*)?$/;
const label = (field: PropertyFieldName) => PROPERTY_FIELD_LABELS[field];

/**
 * Checks a save against the listing as it is and answers the fields it changes, with every
 * problem named per field at once. Derived fields (the amount after fees, chart answers that no
 * longer apply) follow from what changed.
 */
export function applyPropertyInput(
  current: PropertyFields,
  input: PropertyInput,
  now: string,
): { next: PropertyFields; changed: PropertyFieldName[] } {
  const errors = new FieldErrors();
  const next: PropertyFields = { ...current };
  const has = (field: string) => Object.prototype.hasOwnProperty.call(input, field) && (input as Record<string, unknown>)[field] !== undefined;

  for (const [field, max] of Object.entries(TEXT_LIMITS) as Array<[PropertyFieldName, number]>) {
    if (!has(field)) continue;
    const value = (input as Record<string, unknown>)[field];
    if (value === null) (next as unknown as Record<string, unknown>)[field] = null;
    else if (typeof value !== 'string') errors.add(field, `${label(field)}は文字列で入力してください。`);
    else if ([...value.trim()].length > max) errors.add(field, `${label(field)}は${max}文字以内で入力してください。`);
    else (next as unknown as Record<string, unknown>)[field] = value.trim() === '' ? null : value.trim();
  }

  for (const [field, digits] of [['zipcode1', 3], ['zipcode2', 4]] as const) {
    if (!has(field)) continue;
    const value = input[field];
    if (value === null || value === '') next[field] = null;
    else if (typeof value !== 'string' || !new RegExp(`^\\d{${digits}}$`).test(value)) errors.add(field, `${label(field)}は半角数字${digits}桁で入力してください。`);
    else next[field] = value;
  }

  if (has('prefecture_id')) {
    const value = input.prefecture_id;
    if (value === null) next.prefecture_id = null;
    else if (!Number.isInteger(value) || (value as number) < 1 || (value as number) > 47) errors.add('prefecture_id', '都道府県を一覧から選んでください。');
    else next.prefecture_id = value as number;
  }

  if (has('area')) {
    const value = input.area;
    if (value === null) next.area = null;
    else if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0 || value > MAX_AREA || Math.abs(Math.round(value * 100) - value * 100) > 1e-6) {
      errors.add('area', '土地面積は0より大きい数値（㎡、小数点以下2桁まで）で入力してください。');
    } else next.area = value;
  }

  for (const field of CHOICE_FIELDS) {
    if (!has(field)) continue;
    const value = input[field];
    if (value === null) next[field] = null;
    else if (!Number.isInteger(value) || (value as number) < 1 || (value as number) > 9999) errors.add(field, `${label(field)}を選択肢から選んでください。`);
    else next[field] = value as number;
  }

  for (const field of FLAG_FIELDS) {
    if (!has(field)) continue;
    const value = input[field];
    if (value === null || typeof value === 'boolean') next[field] = value ?? null;
    else errors.add(field, `${label(field)}は「はい」か「いいえ」で選んでください。`);
  }

  for (const field of AMOUNT_FIELDS) {
    if (!has(field)) continue;
    const value = input[field];
    if (value === null) next[field] = null;
    else if (!isAmount(value)) errors.add(field, `${label(field)}は0以上の整数（円）で入力してください。`);
    else next[field] = value as number;
  }

  for (const field of UNKNOWABLE_AMOUNT_FIELDS) {
    const flag = `${field}_unknown` as UnknownFlag;
    if (has(flag) && input[flag] === true) {
      next[field] = UNKNOWN;
      continue;
    }
    if (!has(field)) {
      if (has(flag) && next[field] === UNKNOWN) next[field] = null;
      continue;
    }
    const value = input[field];
    if (value === null) next[field] = null;
    else if (!isAmount(value)) errors.add(field, `${label(field)}は0以上の整数（円）で入力するか、「不明」を選んでください。`);
    else next[field] = value as number;
  }

  if (has('sale_price')) {
    const value = input.sale_price;
    if (value === null) next.sale_price = null;
    else if (value !== UNKNOWN && !isAmount(value)) errors.add('sale_price', '希望売却価格は0以上の整数（円）で入力するか、「不明」を選んでください。');
    else next.sale_price = value as number;
  }

  applyConstructionYear(input, next, errors, now, has);

  if (has('categories')) {
    const value = input.categories;
    if (value === null || value === '') next.categories = null;
    else {
      const ids = typeof value === 'string' ? value.split(',').map((part) => part.trim()) : null;
      if (!ids || ids.some((id) => !/^[1-9]\d{0,5}$/.test(id))) errors.add('categories', 'カテゴリーは番号をカンマ区切りで指定してください（例: 1,4,7）。');
      else {
        const unique = [...new Set(ids.map(Number))];
        if (unique.length > MAX_CATEGORIES) errors.add('categories', `カテゴリーは${MAX_CATEGORIES}個まで選べます。`);
        else next.categories = unique.join(',');
      }
    }
  }

  if (has('youtube_url')) {
    const value = input.youtube_url;
    if (value === null || value === '') next.youtube_url = null;
    else if (typeof value !== 'string' || value.length > 500 || !YOUTUBE_URL.test(value.trim())) {
      errors.add('youtube_url', '動画URLはYouTubeの動画のURL（https://www.youtube.com/watch?v=… または https://youtu.be/…）を入力してください。');
    } else next.youtube_url = value.trim();
  }

  if (has('registration_step')) {
    const value = input.registration_step;
    if (value === null) next.registration_step = null;
    else if (!Number.isInteger(value) || (value as number) < 1 || (value as number) > MAX_REGISTRATION_STEP) {
      errors.add('registration_step', `登録ステップは1から${MAX_REGISTRATION_STEP}の整数で指定してください。`);
    } else next.registration_step = value as number;
  }

  if (has('yes_no_charts')) {
    const answers = input.yes_no_charts ?? [];
    const ids = answers.map((answer) => answer?.y_n_chart_id);
    if (!Array.isArray(answers) || answers.length > MAX_YES_NO_ANSWERS) errors.add('yes_no_charts', `Yes/Noチャートの回答は${MAX_YES_NO_ANSWERS}問までです。`);
    else if (ids.some((id) => !Number.isInteger(id) || id < 1)) errors.add('yes_no_charts', 'Yes/Noチャートの質問番号が正しくありません。');
    else if (new Set(ids).size !== ids.length) errors.add('yes_no_charts', 'Yes/Noチャートの同じ質問に2つの回答があります。');
    else if (answers.some((answer) => answer.value !== 0 && answer.value !== 1 && answer.value !== null)) {
      errors.add('yes_no_charts', 'Yes/Noチャートの回答は「はい」か「いいえ」で選んでください。');
    } else next.yes_no_charts = answers.map(({ y_n_chart_id, value }) => ({ y_n_chart_id, value }));
  }

  if ((next.zipcode1 === null) !== (next.zipcode2 === null) && !errors.has('zipcode1') && !errors.has('zipcode2')) {
    errors.add(next.zipcode1 === null ? 'zipcode1' : 'zipcode2', '郵便番号は前半3桁と後半4桁の両方を入力してください。');
  }

  errors.throwIfAny('property.invalid');
  next.yes_no_charts = applyYesNoChartRules(next.yes_no_charts);
  next.revenue_after_fees = revenueAfterFees(next);
  const changed = (Object.keys(next) as PropertyFieldName[]).filter((field) => JSON.stringify(next[field]) !== JSON.stringify(current[field]));
  return { next, changed };
}

function applyConstructionYear(
  input: PropertyInput,
  next: PropertyFields,
  errors: FieldErrors,
  now: string,
  has: (field: string) => boolean,
): void {
  if (has('construction_year_unknown') && input.construction_year_unknown === true) {
    next.era_name = null;
    next.construction_year = UNKNOWN;
    return;
  }
  if (has('construction_year_unknown') && !has('construction_year') && next.construction_year === UNKNOWN) next.construction_year = null;
  if (has('era_name')) {
    const value = input.era_name;
    if (value === null || value === '') next.era_name = null;
    else if (typeof value !== 'string' || !(value in ERAS)) errors.add('era_name', `建築年の元号は${Object.keys(ERAS).join('・')}から選んでください。`);
    else next.era_name = value as EraName;
  }
  if (has('construction_year')) {
    const value = input.construction_year;
    if (value === null) next.construction_year = null;
    else if (!Number.isInteger(value) || (value as number) < 1) errors.add('construction_year', '建築年は1以上の整数（和暦の年）で入力するか、「不明」を選んでください。');
    else next.construction_year = value as number;
  }
  if (errors.has('era_name') || errors.has('construction_year')) return;
  const year = next.construction_year;
  if (year === null || year === UNKNOWN) {
    if (year === UNKNOWN && has('era_name') && next.era_name !== null) next.construction_year = null;
    return;
  }
  if (next.era_name === null) {
    errors.add('era_name', '建築年の元号を選んでください。');
    return;
  }
  const era = ERAS[next.era_name];
  const western = era.first_year + year - 1;
  if ((era.last_year_of_era !== null && year > era.last_year_of_era) || western > new Date(now).getUTCFullYear() + 1) {
    errors.add('construction_year', `建築年は${next.era_name}の実在する年で入力してください。`);
  }
}

function isAmount(value: unknown): boolean {
  return Number.isInteger(value) && (value as number) >= 0 && (value as number) <= MAX_AMOUNT;
}

/** The spec's revenue after fees: asking price − revenue stamp fee − registration fee. */
/** The hashtag ids of a listing's `categories` (`"1,4,7"` as `[1, 4, 7]`); anything that is not an id is left out. */
export function hashtagIds(categories: string | null | undefined): number[] {
  if (!categories) return [];
  return categories
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((id) => Number.isSafeInteger(id) && id > 0);
}

export function revenueAfterFees(fields: Pick<PropertyFields, 'sale_price' | 'revenue_stamp_fee' | 'register_cost'>): number | null {
  if (fields.sale_price === null || fields.sale_price === UNKNOWN) return null;
  return fields.sale_price - (fields.revenue_stamp_fee ?? 0) - (fields.register_cost ?? 0);
}

/** What a listing needs before buyers may see it: the basic group and an asking price (or 不明). */
const REQUIRED_TO_PUBLISH: ReadonlyArray<[PropertyFieldName, string]> = [
  ['name', '物件名を入力してください。'],
  ['prefecture_id', '都道府県を選んでください。'],
  ['city', '市区町村を入力してください。'],
  ['block', '町名・番地を入力してください。'],
  ['area', '土地面積を入力してください。'],
  ['ground_id', '地目を選んでください。'],
  ['sale_price', '希望売却価格を入力するか、「不明」を選んでください。'],
];

/** Throws one invalid error naming every missing field, when the listing cannot be shown yet. */
export function assertPublishable(fields: PropertyFields): void {
  const errors = new FieldErrors();
  for (const [field, message] of REQUIRED_TO_PUBLISH) if (fields[field] === null) errors.add(field, `掲載するには${message}`);
  errors.throwIfAny('property.incomplete');
}

/** The construction year as shown: `昭和50年（1975年）`, `不明`, or null when not filled in. */
export function displayConstructionDate(fields: Pick<PropertyFields, 'era_name' | 'construction_year'>): string | null {
  if (fields.construction_year === UNKNOWN) return '不明';
  if (fields.construction_year === null || fields.era_name === null) return null;
  const western = ERAS[fields.era_name].first_year + fields.construction_year - 1;
  return `${fields.era_name}${fields.construction_year === 1 ? '元' : fields.construction_year}年（${western}年）`;
}
