/** What a `/list/…` address names, before it is checked against the masters. */
export type ListTarget =
  | { kind: 'region'; regionNameEn: string; prefectureNameEn: string | null }
  | { kind: 'hashtag'; id: number }
  | { kind: 'ground'; id: number }
  | { kind: 'unknown' };

const TAG = /^Tag(\d+)$/;
const LANDMARK = /^Landmark(\d+)$/;
const URL_NAME = /^[a-z][a-z-]*$/i;

/** `/list/kanto/nagano`, `/list/Tag3` or `/list/Landmark2`; anything else is unknown. */
export function readListTarget(first: string | undefined, second: string | undefined): ListTarget {
  if (!first) return { kind: 'unknown' };
  const tag = TAG.exec(first);
  if (tag) return second === undefined ? { kind: 'hashtag', id: Number(tag[1]) } : { kind: 'unknown' };
  const landmark = LANDMARK.exec(first);
  if (landmark) return second === undefined ? { kind: 'ground', id: Number(landmark[1]) } : { kind: 'unknown' };
  if (!URL_NAME.test(first) || (second !== undefined && !URL_NAME.test(second))) return { kind: 'unknown' };
  return { kind: 'region', regionNameEn: first.toLowerCase(), prefectureNameEn: second?.toLowerCase() ?? null };
}

export function hashtagListPath(id: number): string {
  return `/list/Tag${id}`;
}

export function groundListPath(id: number): string {
  return `/list/Landmark${id}`;
}

export function regionListPath(regionNameEn: string, prefectureNameEn?: string): string {
  const region = `/list/${encodeURIComponent(regionNameEn)}`;
  return prefectureNameEn ? `${region}/${encodeURIComponent(prefectureNameEn)}` : region;
}
