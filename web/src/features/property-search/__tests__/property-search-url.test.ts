import { describe, expect, it } from 'vitest';
import { buildPropertySearchUrl } from '../lib/property-search-url';

describe('Property search URL from the header search box', () => {
  it('carries key_word, area_id and prefecture_id', () => {
    expect(buildPropertySearchUrl({ keyWord: '古民家', areaId: 3, prefectureId: 13 })).toBe(
      '/property/search?key_word=%E5%8F%A4%E6%B0%91%E5%AE%B6&area_id=3&prefecture_id=13',
    );
  });

  it('leaves out empty values', () => {
    expect(buildPropertySearchUrl({ keyWord: '  ', areaId: null })).toBe('/property/search');
    expect(buildPropertySearchUrl({ areaId: 8 })).toBe('/property/search?area_id=8');
  });
});
