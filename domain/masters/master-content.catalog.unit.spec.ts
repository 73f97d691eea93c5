import {
  HASHTAGS,
  HOBBIES,
  LAND_CATEGORIES,
  YES_NO_ANSWERS,
  YES_NO_QUESTIONS,
} from './master-content.catalog';
import { MASTER_NAME_MAX_LENGTH, MASTER_NOTE_MAX_LENGTH } from './master-item.decider';

const catalogs = [
  ['land categories', LAND_CATEGORIES, 10, 14],
  ['hashtags', HASHTAGS, 20, 30],
  ['hobbies', HOBBIES, 15, 20],
] as const;

describe.each(catalogs)('Seed %s', (_label, items, min, max) => {
  it(`has between ${min} and ${max} items`, () => {
    expect(items.length).toBeGreaterThanOrEqual(min);
    expect(items.length).toBeLessThanOrEqual(max);
  });

  it('numbers them 1, 2, 3… in order, as their URLs and pictures expect', () => {
    expect(items.map((item) => item.id)).toEqual(items.map((_, index) => index + 1));
  });

  it('names each one, trimmed and within the length an admin may enter', () => {
    for (const item of items) {
      expect(item.name.trim()).toBe(item.name);
      expect(item.name.length).toBeGreaterThan(0);
      expect(item.name.length).toBeLessThanOrEqual(MASTER_NAME_MAX_LENGTH);
    }
  });

  it('never names two the same', () => {
    const names = items.map((item) => item.name);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('Seed land categories', () => {
  it('starts with the categories private sellers list most', () => {
    expect(LAND_CATEGORIES.slice(0, 4).map((c) => c.name)).toEqual(['宅地', '田', '畑', '山林']);
  });
});

describe('Seed hashtags', () => {
  it('stores names without the leading #, which the screens add', () => {
    for (const tag of HASHTAGS) expect(tag.name).not.toMatch(/^[#＃]/);
  });
});

describe('Seed yes/no chart', () => {
  it('asks exactly 5 questions, numbered 1 to 5', () => {
    expect(YES_NO_QUESTIONS.map((q) => q.id)).toEqual([1, 2, 3, 4, 5]);
  });

  it('phrases each one as a question with one helping note', () => {
    for (const q of YES_NO_QUESTIONS) {
      expect(q.question).toMatch(/？$/);
      expect(q.question.length).toBeLessThanOrEqual(MASTER_NAME_MAX_LENGTH);
      expect(q.note).toMatch(/^[^。]+。$/);
      expect(q.note.length).toBeLessThanOrEqual(MASTER_NOTE_MAX_LENGTH);
    }
  });

  it('asks about a building in 3, its condition in 4 and clearing it in 5, so the chart rules follow', () => {
    expect(YES_NO_QUESTIONS[2]?.question).toContain('建物が建って');
    expect(YES_NO_QUESTIONS[3]?.question).toContain('住める状態');
    expect(YES_NO_QUESTIONS[4]?.question).toContain('解体');
  });

  it('stores はい as 1 and いいえ as 0', () => {
    expect(YES_NO_ANSWERS).toEqual([
      { value: 1, label: 'はい' },
      { value: 0, label: 'いいえ' },
    ]);
  });
});
