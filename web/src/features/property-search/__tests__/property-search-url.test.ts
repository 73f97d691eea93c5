import { buildPropertySearchUrl } from '../lib/property-search-url';

describe('buildPropertySearchUrl', () => {
  it('keeps only the filled criteria', () => {
    expect(buildPropertySearchUrl({ keyWord: '  古民家 ', areaId: 3, prefectureId: null })).toBe(
      '/property/search?key_word=%E5%8F%A4%E6%B0%91%E5%AE%B6&area_id=3',
    );
  });

  it('gives the bare search path when nothing is filled', () => {
    expect(buildPropertySearchUrl({ keyWord: ' ', areaId: null, prefectureId: undefined })).toBe('/property/search');
  });

  it('sends all three values', () => {
    expect(buildPropertySearchUrl({ keyWord: 'farm', areaId: 4, prefectureId: 20 })).toBe(
      '/property/search?key_word=farm&area_id=4&prefecture_id=20',
    );
  });
});
