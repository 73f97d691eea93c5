import type { Property, PropertyInput, YesNoAnswer } from '../api/property-edit.api';
import { clearInapplicable } from './yes-no-chart.rules';
import type { YesNoAnswers, YesNoValue } from './yes-no-chart.rules';

export const UNKNOWN = -1;

export type GroupKey = 'basic' | 'detail' | 'features' | 'photos' | 'chart';

export interface FormGroup {
  key: GroupKey;
  title: string;
  /** Form fields the group holds, and the API fields whose errors belong on it. */
  fields: readonly string[];
}

export const FORM_GROUPS: readonly FormGroup[] = [
  {
    key: 'basic',
    title: '基本情報',
    fields: ['name', 'zipcode1', 'zipcode2', 'prefecture_id', 'city', 'block', 'address', 'area', 'ground_id'],
  },
  {
    key: 'detail',
    title: '物件の詳細',
    fields: [
      'is_building',
      'floor_plan',
      'construction_year_unknown',
      'era_name',
      'construction_year',
      'boundary_id',
      'road_id_1',
      'road_id_2',
      'road_id_3',
      'road_id_4',
      'property_tax_price',
      'property_tax_price_unknown',
      'valuation_price',
      'valuation_price_unknown',
      'management_price',
      'management_price_unknown',
      'incidental_cost',
      'incidental_cost_unknown',
      'tree_id',
      'river_id',
      'neighbors_id',
      'neighbors_text',
      'sale_support_service',
      'access',
    ],
  },
  {
    key: 'features',
    title: '特徴・価格',
    fields: [
      'sale_price',
      'sale_price_unknown',
      'register_cost',
      'revenue_stamp_fee',
      'categories',
      'detail_1',
      'detail_2',
      'detail_3',
      'detail_4',
      'detail_5',
      'youtube_url',
    ],
  },
  { key: 'photos', title: '写真', fields: ['image'] },
  { key: 'chart', title: 'Yes/Noチャート', fields: ['yes_no_charts'] },
];

/** The group (index in FORM_GROUPS) that shows an API field, or -1. */
export function groupOfField(field: string): number {
  return FORM_GROUPS.findIndex((group) => group.fields.includes(field));
}

export interface PropertyFormValues {
  name?: string;
  zipcode1?: string;
  zipcode2?: string;
  prefecture_id?: number | null;
  city?: string;
  block?: string;
  address?: string;
  area?: number | null;
  ground_id?: number | null;
  is_building?: boolean | null;
  floor_plan?: string;
  construction_year_unknown?: boolean;
  era_name?: Property['era_name'];
  construction_year?: number | null;
  boundary_id?: number | null;
  road_id_1?: number | null;
  road_id_2?: number | null;
  road_id_3?: number | null;
  road_id_4?: number | null;
  property_tax_price?: number | null;
  property_tax_price_unknown?: boolean;
  valuation_price?: number | null;
  valuation_price_unknown?: boolean;
  management_price?: number | null;
  management_price_unknown?: boolean;
  incidental_cost?: number | null;
  incidental_cost_unknown?: boolean;
  tree_id?: number | null;
  river_id?: number | null;
  neighbors_id?: number | null;
  neighbors_text?: string;
  sale_support_service?: boolean | null;
  access?: string;
  sale_price?: number | null;
  sale_price_unknown?: boolean;
  categories?: number[];
  detail_1?: string;
  detail_2?: string;
  detail_3?: string;
  detail_4?: string;
  detail_5?: string;
  youtube_url?: string;
  yes_no?: YesNoAnswers;
}

const UNKNOWABLE = ['property_tax_price', 'valuation_price', 'management_price', 'incidental_cost'] as const;
const CHOICES = ['boundary_id', 'road_id_1', 'road_id_2', 'road_id_3', 'road_id_4', 'tree_id', 'river_id', 'neighbors_id'] as const;
const MESSAGES = ['detail_1', 'detail_2', 'detail_3', 'detail_4', 'detail_5'] as const;

function text(value: string | null | undefined): string | null {
  const trimmed = (value ?? '').trim();
  return trimmed === '' ? null : trimmed;
}

function knownAmount(value: number | null): number | null {
  return value === UNKNOWN ? null : value;
}

export function toFormValues(property: Property): PropertyFormValues {
  const values: PropertyFormValues = {
    name: property.name ?? '',
    zipcode1: property.zipcode1 ?? '',
    zipcode2: property.zipcode2 ?? '',
    prefecture_id: property.prefecture_id,
    city: property.city ?? '',
    block: property.block ?? '',
    address: property.address ?? '',
    area: property.area,
    ground_id: property.ground_id,
    is_building: property.is_building,
    floor_plan: property.floor_plan ?? '',
    construction_year_unknown: property.construction_year === UNKNOWN,
    era_name: property.construction_year === UNKNOWN ? null : property.era_name,
    construction_year: knownAmount(property.construction_year),
    neighbors_text: property.neighbors_text ?? '',
    sale_support_service: property.sale_support_service,
    access: property.access ?? '',
    sale_price: knownAmount(property.sale_price),
    sale_price_unknown: property.sale_price === UNKNOWN,
    categories: (property.categories ?? '')
      .split(',')
      .map((part) => Number(part.trim()))
      .filter((id) => Number.isInteger(id) && id > 0),
    youtube_url: property.youtube_url ?? '',
    yes_no: Object.fromEntries((property.yes_no_charts ?? []).map((answer) => [String(answer.y_n_chart_id), answer.value])),
  };
  for (const field of UNKNOWABLE) {
    values[field] = knownAmount(property[field]);
    values[`${field}_unknown`] = property[field] === UNKNOWN;
  }
  for (const field of CHOICES) values[field] = property[field];
  for (const field of MESSAGES) values[field] = property[field] ?? '';
  return values;
}

export interface ComputedFees {
  registerCost: number | null;
  revenueStampFee: number | null;
}

/** The body that saves one group: every field of the group, `null` for an emptied one. */
export function groupInput(
  group: GroupKey,
  values: PropertyFormValues,
  extra: { fees?: ComputedFees; questionIds?: readonly number[] } = {},
): PropertyInput {
  switch (group) {
    case 'basic':
      return {
        name: text(values.name),
        zipcode1: text(values.zipcode1),
        zipcode2: text(values.zipcode2),
        prefecture_id: values.prefecture_id ?? null,
        city: text(values.city),
        block: text(values.block),
        address: text(values.address),
        area: values.area ?? null,
        ground_id: values.ground_id ?? null,
      };
    case 'detail': {
      const input: PropertyInput = {
        is_building: values.is_building ?? null,
        floor_plan: text(values.floor_plan),
        neighbors_text: text(values.neighbors_text),
        sale_support_service: values.sale_support_service ?? null,
        access: text(values.access),
      };
      if (values.construction_year_unknown) input.construction_year_unknown = true;
      else {
        input.construction_year_unknown = false;
        input.era_name = values.era_name ?? null;
        input.construction_year = values.construction_year ?? null;
      }
      for (const field of UNKNOWABLE) {
        if (values[`${field}_unknown`]) input[`${field}_unknown`] = true;
        else {
          input[`${field}_unknown`] = false;
          input[field] = values[field] ?? null;
        }
      }
      for (const field of CHOICES) input[field] = values[field] ?? null;
      return input;
    }
    case 'features': {
      const input: PropertyInput = {
        sale_price: values.sale_price_unknown ? UNKNOWN : (values.sale_price ?? null),
        register_cost: extra.fees?.registerCost ?? null,
        revenue_stamp_fee: extra.fees?.revenueStampFee ?? null,
        categories: values.categories && values.categories.length > 0 ? values.categories.join(',') : null,
        youtube_url: text(values.youtube_url),
      };
      for (const field of MESSAGES) input[field] = text(values[field]);
      return input;
    }
    case 'photos':
      return {};
    case 'chart': {
      const answers = clearInapplicable(values.yes_no ?? {});
      const charts: YesNoAnswer[] = (extra.questionIds ?? []).map((id) => ({
        y_n_chart_id: id,
        value: (answers[String(id)] ?? null) as YesNoValue,
      }));
      return { yes_no_charts: charts };
    }
  }
}

/** Asking price − revenue stamp fee − registration fee; null while the price is unknown or empty. */
export function revenueAfterFees(price: number | null, fees: ComputedFees): number | null {
  if (price === null || price === UNKNOWN) return null;
  return price - (fees.revenueStampFee ?? 0) - (fees.registerCost ?? 0);
}
