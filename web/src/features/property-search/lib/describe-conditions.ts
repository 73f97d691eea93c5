import { SORT_LABELS } from './search-conditions';
import type { SearchConditions } from './search-conditions';

export interface ConditionNames {
  area: (id: number) => string | undefined;
  prefecture: (id: number) => string | undefined;
  ground: (id: number) => string | undefined;
  hashtag: (id: number) => string | undefined;
}

const grouped = new Intl.NumberFormat('ja-JP', { maximumFractionDigits: 2 });

function range(min: number | undefined, max: number | undefined, unit: string): string | null {
  if (min === undefined && max === undefined) return null;
  const from = min === undefined ? '' : `${grouped.format(min)}${unit}`;
  const to = max === undefined ? '' : `${grouped.format(max)}${unit}`;
  return `${from}〜${to}`;
}

/** `「古民家」・長野県 松本市・1,000,000円〜` for a history entry; `すべての物件` when nothing is set. */
export function describeConditions(conditions: SearchConditions, names: ConditionNames): string {
  const parts: string[] = [];
  if (conditions.key_word) parts.push(`「${conditions.key_word}」`);
  const place = [
    conditions.area_id !== undefined && conditions.prefecture_id === undefined ? names.area(conditions.area_id) : undefined,
    conditions.prefecture_id !== undefined ? names.prefecture(conditions.prefecture_id) : undefined,
    conditions.city,
  ].filter(Boolean);
  if (place.length > 0) parts.push(place.join(' '));
  const price = range(conditions.min_price, conditions.max_price, '円');
  if (price) parts.push(price);
  const area = range(conditions.min_landarea, conditions.max_landarea, '㎡');
  if (area) parts.push(area);
  if (conditions.ground_id !== undefined) parts.push(names.ground(conditions.ground_id) ?? '地目指定');
  if (conditions.hashtag_id !== undefined) parts.push(`#${names.hashtag(conditions.hashtag_id) ?? conditions.hashtag_id}`);
  if (conditions.is_building === 1) parts.push('建物あり');
  if (conditions.is_building === 0) parts.push('土地のみ');
  if (conditions.sort) parts.push(SORT_LABELS[conditions.sort]);
  return parts.length > 0 ? parts.join('・') : 'すべての物件';
}
