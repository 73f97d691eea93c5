import type { PropertyEvent } from '../../domain/properties/property.events';
import type { ProjectedEvent } from '../shared/projector';
import { hashtagIds } from '../../domain/properties/property-fields.rules';
import type { KanaReader } from '../shared/kana-reader';
import { propertySearchProjector, type PropertySearchDocument } from './property-search.projector';

/** Readings as a dictionary would give them, for the words these tests use; the real analyser is tried by the integration tests. */
class WordListReader implements KanaReader {
  readonly read: string[] = [];
  constructor(private readonly words: Readonly<Record<string, string>>) {}
  reading(text: string): string {
    this.read.push(text);
    let rest = text;
    let reading = '';
    while (rest) {
      const word = Object.keys(this.words).find((known) => rest.startsWith(known));
      reading += word ? this.words[word] : rest[0];
      rest = rest.slice(word ? word.length : 1);
    }
    return reading;
  }
}

const reader = new WordListReader({ 古民家: 'コミンカ', 熱海: 'アタミ', 市: 'シ', 小諸: 'コモロ', 湖畔: 'コハン', の: 'ノ', 土地: 'トチ', 霞ヶ浦: 'カスミガウラ' });
const projector = propertySearchProjector(reader);

function project(events: PropertyEvent[]): PropertySearchDocument | null {
  return events.reduce<PropertySearchDocument | null>((document, event, index) => {
    const projected = {
      ...event,
      streamId: `property-${event.data.property_id}`,
      streamVersion: index + 1,
      globalPosition: index + 1,
      recordedAt: '2026-11-23T00:00:00.000Z',
      metadata: { actor: { id: 'u-1', role: 'member' } },
    } as ProjectedEvent<PropertyEvent>;
    return projector.evolve(document, projected, event.data.property_id);
  }, null);
}

const created: PropertyEvent = { type: 'PropertyDraftCreated', data: { property_id: 'p-1', owner_id: 'u-1', created_at: '2026-11-01T00:00:00.000Z' } };
const edit = (values: object, at = '2026-11-02T00:00:00.000Z'): PropertyEvent =>
  ({ type: 'PropertyEdited', data: { property_id: 'p-1', changed_fields: Object.keys(values), values, edited_at: at } }) as PropertyEvent;
const status = (from: string, to: string, at: string): PropertyEvent =>
  ({ type: 'PropertyStatusChanged', data: { property_id: 'p-1', from, to, changed_at: at } }) as PropertyEvent;

describe('Property search read model', () => {
  it('keeps the searched text in one form: half-width letters and digits, lower case, hiragana', () => {
    const document = project([created, edit({ name: 'ＡＢＣ Farm ２区画', detail_1: 'ｺﾃｰｼﾞ付きのヴィラ、霞ケ浦まで5分' })]);
    expect(document?.search_text).toBe('abc farm 2区画\nこてーじ付きのびら、霞が浦まで5分');
  });

  it('adds the kana readings of the title and the municipality, folded, after the text', () => {
    const document = project([created, edit({ name: '古民家', city: '熱海市', detail_1: '湖畔の土地' })]);
    expect(document?.search_text).toBe('古民家\n熱海市\n湖畔の土地\nこみんか\nあたみし');
  });

  it('reads no description, and adds no reading that only repeats a text in kana', () => {
    reader.read.length = 0;
    const document = project([created, edit({ name: 'コミンカ', city: '小諸市', detail_1: '古民家' })]);
    expect(document?.search_text).toBe('こみんか\n小諸市\n古民家\nこもろし');
    expect(reader.read).not.toContain('古民家');
  });

  it('rebuilds the text and readings when one searched field changes, keeping the others', () => {
    const document = project([created, edit({ name: '湖畔の土地', city: '小諸市' }), edit({ name: '古民家' })]);
    expect(document?.search_text).toBe('古民家\n小諸市\nこみんか\nこもろし');
    expect(document?.texts.name).toBe('古民家');
  });

  it('leaves the text as it was when an edit touches no searched field, without reading it again', () => {
    const before = project([created, edit({ name: '古民家', city: '熱海市' })]);
    reader.read.length = 0;
    const after = project([created, edit({ name: '古民家', city: '熱海市' }), edit({ sale_price: 5_000_000 })]);
    expect(after?.search_text).toBe(before?.search_text);
    expect(reader.read).toEqual(['古民家', '熱海市']);
  });

  it('leaves the 町名・番地 and the building out of the text, so a search cannot confirm a street address', () => {
    const document = project([created, edit({ name: '湖畔の土地', city: '小諸市', block: '大字山浦1-2-3', address: 'メゾン山浦101' })]);
    expect(document?.search_text).toBe('湖畔の土地\n小諸市\nこはんのとち\nこもろし');
    expect(JSON.stringify(document)).not.toMatch(/山浦|1-2-3|メゾン/);
  });

  it('takes filters from the fields, hashtags from the categories', () => {
    const document = project([created, edit({ prefecture_id: 20, sale_price: -1, area: 523.5, ground_id: 3, is_building: true, categories: '1, 4,x,7' })]);
    expect(document).toMatchObject({ prefecture_id: 20, sale_price: -1, area: 523.5, ground_id: 3, is_building: true, hashtag_ids: [1, 4, 7] });
    expect(hashtagIds(null)).toEqual([]);
  });

  it('follows the status; the first publication dates the listing; a deleted listing leaves', () => {
    const published = project([created, status('draft', 'published', '2026-11-03T00:00:00.000Z')]);
    expect(published).toMatchObject({ status_id: 2, status_name: '掲載中', registered_at: '2026-11-03T00:00:00.000Z' });
    const again = project([
      created,
      status('draft', 'published', '2026-11-03T00:00:00.000Z'),
      status('published', 'withdrawn', '2026-11-04T00:00:00.000Z'),
      status('withdrawn', 'published', '2026-11-05T00:00:00.000Z'),
    ]);
    expect(again?.registered_at).toBe('2026-11-03T00:00:00.000Z');
    expect(project([created, status('draft', 'deleted', '2026-11-03T00:00:00.000Z')])).toBeNull();
  });

  it('gives the same document when replayed', () => {
    const events = [created, edit({ name: '里山の古民家' }), status('draft', 'published', '2026-11-03T00:00:00.000Z')];
    expect(project(events)).toEqual(project(events));
  });
});

describe('Property search read model / photos', () => {
  const photo = (image_id: string, sort: number): PropertyEvent =>
    ({ type: 'PropertyPhotoAdded', data: { property_id: 'p-1', image_id, sort, width: 1600, height: 1200, sha256: 'x', content_type: 'image/jpeg', added_at: '2026-11-02T00:00:00.000Z' } }) as PropertyEvent;

  it('shows the photo with sort 1 on the card, following additions, order and removal', () => {
    expect(project([created, photo('a', 1), photo('b', 2)])).toMatchObject({ photo_ids: ['a', 'b'], thumb_image: 'a' });
    expect(project([created, photo('a', 1), photo('b', 1)])?.thumb_image).toBe('b');
    const reordered = { type: 'PropertyPhotosReordered', data: { property_id: 'p-1', image_ids: ['b', 'a'], reordered_at: '2026-11-03T00:00:00.000Z' } } as PropertyEvent;
    expect(project([created, photo('a', 1), photo('b', 2), reordered])?.thumb_image).toBe('b');
    const removed = { type: 'PropertyPhotoRemoved', data: { property_id: 'p-1', image_id: 'a', removed_at: '2026-11-03T00:00:00.000Z' } } as PropertyEvent;
    expect(project([created, photo('a', 1), removed])).toMatchObject({ photo_ids: [], thumb_image: null });
  });
});
