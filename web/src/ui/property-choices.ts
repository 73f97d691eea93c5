/**
 * The choices of the detail group, as the edit form offers them and the detail page shows them.
 * The API takes their ids but has no master list for them yet, so the labels live here until one
 * exists.
 */
export interface Choice {
  value: number;
  label: string;
}

export const BOUNDARY_CHOICES: readonly Choice[] = [
  { value: 1, label: '確定している（境界標あり）' },
  { value: 2, label: '一部が確定していない' },
  { value: 3, label: '確定していない' },
  { value: 4, label: 'わからない' },
];

export const ROAD_CHOICES: readonly Choice[] = [
  { value: 1, label: '公道（幅4m以上）' },
  { value: 2, label: '公道（幅4m未満）' },
  { value: 3, label: '私道' },
  { value: 4, label: '道路に接していない' },
  { value: 5, label: 'わからない' },
];

export const TREE_CHOICES: readonly Choice[] = [
  { value: 1, label: 'ない' },
  { value: 2, label: '少しある' },
  { value: 3, label: '多い（伐採が必要）' },
];

export const RIVER_CHOICES: readonly Choice[] = [
  { value: 1, label: 'ない' },
  { value: 2, label: '近くにある' },
  { value: 3, label: '敷地に接している' },
];

export const NEIGHBORS_CHOICES: readonly Choice[] = [
  { value: 1, label: '特になし' },
  { value: 2, label: '気になる点がある（下に記入）' },
];

export const ERAS: readonly { name: string; firstYear: number; lastYear: number | null }[] = [
  { name: '令和', firstYear: 2019, lastYear: null },
  { name: '平成', firstYear: 1989, lastYear: 31 },
  { name: '昭和', firstYear: 1926, lastYear: 64 },
  { name: '大正', firstYear: 1912, lastYear: 15 },
  { name: '明治', firstYear: 1868, lastYear: 45 },
];

/** `昭和`, `52` → 1977; null when either is missing. */
export function westernYear(era: string | null | undefined, year: number | null | undefined): number | null {
  const found = ERAS.find((item) => item.name === era);
  if (!found || !year || year < 1) return null;
  return found.firstYear + year - 1;
}

/** The label of a chosen answer; an id no list knows is shown as a number rather than hidden. */
export function choiceLabel(choices: readonly Choice[], id: number | null): string | null {
  if (id === null) return null;
  return choices.find((choice) => choice.value === id)?.label ?? `選択肢 ${id}`;
}
