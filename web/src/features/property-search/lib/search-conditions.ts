import type { ApiBody } from '../../../lib/typed-api-client';
import { PROPERTY_SEARCH_PATH } from './property-search-url';
import { readYenAmount } from './yen-amount';

export const SEARCH_SORTS = ['newest', 'price_asc', 'price_desc', 'area_asc', 'area_desc'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

export const SORT_LABELS: Record<SearchSort, string> = {
  newest: '新着順',
  price_asc: '価格の安い順',
  price_desc: '価格の高い順',
  area_asc: '面積の狭い順',
  area_desc: '面積の広い順',
};

type SearchBody = ApiBody<'/api/property/search', 'post'>;

/** The body of `POST /api/property/search`: only the conditions that are set. */
export type SearchConditions = { [Key in keyof SearchBody]?: NonNullable<SearchBody[Key]> };

const ID_KEYS = ['area_id', 'prefecture_id', 'ground_id', 'hashtag_id'] as const;
const PRICE_KEYS = ['min_price', 'max_price'] as const;
const AREA_KEYS = ['min_landarea', 'max_landarea'] as const;
const TEXT_KEYS = ['key_word', 'city'] as const;

/** The URL keeps the same names as the request body, in this order. */
export const SEARCH_KEYS = [
  'key_word',
  'area_id',
  'prefecture_id',
  'city',
  'min_price',
  'max_price',
  'min_landarea',
  'max_landarea',
  'ground_id',
  'hashtag_id',
  'is_building',
  'sort',
] as const satisfies ReadonlyArray<keyof SearchConditions>;

/** Full-width digits become half-width; thousands separators (`,` `，` `、`) and spaces go. */
export function stripThousands(text: string): string {
  return text.normalize('NFKC').replace(/[,、\s]/g, '');
}

/** `1,200,000` → 1200000; anything that is not a plain non-negative number → undefined. */
export function readAmount(text: unknown): number | undefined {
  if (typeof text === 'number') return Number.isFinite(text) && text >= 0 ? text : undefined;
  if (typeof text !== 'string') return undefined;
  const cleaned = stripThousands(text);
  return /^\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : undefined;
}

/** Whole yen, typed (`500万`, `1.5億`, `1,200,000`) or as a number; anything else (`0.5`, `500万くらい`) → undefined. */
export function readPrice(value: unknown): number | undefined {
  const yen = typeof value === 'number' ? value : typeof value === 'string' ? readYenAmount(value) : null;
  return yen !== null && Number.isSafeInteger(yen) && yen >= 0 ? yen : undefined;
}

function readId(value: unknown): number | undefined {
  const number = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return Number.isInteger(number) && number > 0 ? number : undefined;
}

function readText(value: unknown): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const text = String(value).trim();
  return text === '' ? undefined : text;
}

/**
 * Conditions from any loose source (the address bar, a saved history entry): unknown keys and
 * unreadable values are dropped, amounts lose their thousands commas.
 */
export function readConditions(source: Readonly<Record<string, unknown>>): SearchConditions {
  const conditions: SearchConditions = {};
  for (const key of TEXT_KEYS) {
    const text = readText(source[key]);
    if (text !== undefined) conditions[key] = text;
  }
  for (const key of ID_KEYS) {
    const id = readId(source[key]);
    if (id !== undefined) conditions[key] = id;
  }
  for (const key of PRICE_KEYS) {
    const price = readPrice(source[key]);
    if (price !== undefined) conditions[key] = price;
  }
  for (const key of AREA_KEYS) {
    const amount = readAmount(source[key]);
    if (amount !== undefined) conditions[key] = amount;
  }
  const building = source.is_building;
  if (building === 1 || building === '1' || building === true) conditions.is_building = 1;
  if (building === 0 || building === '0' || building === false) conditions.is_building = 0;
  const sort = source.sort;
  if (typeof sort === 'string' && (SEARCH_SORTS as readonly string[]).includes(sort) && sort !== 'newest') {
    conditions.sort = sort as SearchSort;
  }
  return conditions;
}

export function conditionsFromParams(params: URLSearchParams): SearchConditions {
  const source: Record<string, string> = {};
  for (const key of SEARCH_KEYS) {
    const value = params.get(key);
    if (value !== null) source[key] = value;
  }
  return readConditions(source);
}

export { readPage } from '../../../ui/read-page';

export function hasConditions(conditions: SearchConditions): boolean {
  return SEARCH_KEYS.some((key) => conditions[key] !== undefined && key !== 'sort');
}

/** `/property/search?key_word=…&min_price=1000000&page=2`, the search page for these conditions. */
export function searchPathFor(conditions: SearchConditions, page = 1): string {
  const params = new URLSearchParams();
  for (const key of SEARCH_KEYS) {
    const value = conditions[key];
    if (value !== undefined) params.set(key, String(value));
  }
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `${PROPERTY_SEARCH_PATH}?${query}` : PROPERTY_SEARCH_PATH;
}
