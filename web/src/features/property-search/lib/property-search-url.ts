export const PROPERTY_SEARCH_PATH = '/property/search';

export interface PropertySearchCriteria {
  keyWord?: string | null;
  areaId?: number | null;
  prefectureId?: number | null;
}

/** Builds `/property/search?key_word=..&area_id=..&prefecture_id=..`, leaving out empty values. */
export function buildPropertySearchUrl(criteria: PropertySearchCriteria): string {
  const params = new URLSearchParams();
  const keyWord = criteria.keyWord?.trim();
  if (keyWord) params.set('key_word', keyWord);
  if (criteria.areaId !== null && criteria.areaId !== undefined) {
    params.set('area_id', String(criteria.areaId));
  }
  if (criteria.prefectureId !== null && criteria.prefectureId !== undefined) {
    params.set('prefecture_id', String(criteria.prefectureId));
  }
  const query = params.toString();
  return query ? `${PROPERTY_SEARCH_PATH}?${query}` : PROPERTY_SEARCH_PATH;
}
