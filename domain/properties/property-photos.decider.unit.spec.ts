import { DomainError } from '../shared/domain-error';
import { MAX_PROPERTY_PHOTOS } from './property-photos.rules';
import { propertyDecider, type PropertyCommand } from './property.decider';
import { PROPERTY_STATUS_KEYS, PROPERTY_STATUSES, type PropertyEvent, type PropertyPhoto, type PropertyStatus } from './property.events';

const now = '2026-11-22T09:00:00.000Z';
const later = '2026-11-24T09:00:00.000Z';

function given(events: PropertyEvent[]) {
  const state = events.reduce(propertyDecider.evolve, propertyDecider.initialState());
  return { when: (command: PropertyCommand) => () => propertyDecider.decide(command, state) };
}

function caught(run: () => unknown): DomainError {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('expected a DomainError');
}

const photo = (imageId: string): PropertyPhoto => ({ image_id: imageId, width: 1600, height: 1200, sha256: `hash-of-${imageId}`, content_type: 'image/jpeg' });
const created: PropertyEvent = { type: 'PropertyDraftCreated', data: { property_id: 'p-1', owner_id: 'u-1', created_at: now } };
const added = (imageId: string, sort: number): PropertyEvent => ({ type: 'PropertyPhotoAdded', data: { property_id: 'p-1', ...photo(imageId), sort, added_at: now } });
const moved = (from: PropertyStatus, to: PropertyStatus): PropertyEvent => ({ type: 'PropertyStatusChanged', data: { property_id: 'p-1', from, to, changed_at: now } });

const add = (imageId: string, primary = false): PropertyCommand => ({ type: 'AddPropertyPhoto', photo: photo(imageId), primary, now: later });
const reorder = (...imageIds: string[]): PropertyCommand => ({ type: 'ReorderPropertyPhotos', image_ids: imageIds, now: later });
const remove = (imageId: string): PropertyCommand => ({ type: 'RemovePropertyPhoto', image_id: imageId, now: later });

/** The photo ids in order, as the decider's state holds them after `events`. */
function orderAfter(events: PropertyEvent[]): readonly string[] {
  const state = events.reduce(propertyDecider.evolve, propertyDecider.initialState());
  if (state.status === 'none') throw new Error('no listing');
  return state.photos;
}

const threePhotos = [created, added('a', 1), added('b', 2), added('c', 3)];

describe('Property photos / when the listing has none', () => {
  it('adds the first photo as sort 1, with the web copy size and the upload hash', () => {
    expect(given([created]).when(add('a'))()).toEqual([
      { type: 'PropertyPhotoAdded', data: { property_id: 'p-1', image_id: 'a', width: 1600, height: 1200, sha256: 'hash-of-a', content_type: 'image/jpeg', sort: 1, added_at: later } },
    ]);
  });

  it('makes it sort 1 also when asked to be the primary photo', () => {
    expect(given([created]).when(add('a', true))()[0].data).toMatchObject({ sort: 1 });
  });

  it('has nothing to reorder but the empty order, and nothing to remove', () => {
    expect(given([created]).when(reorder())()).toEqual([]);
    expect(caught(given([created]).when(reorder('a')))).toMatchObject({ kind: 'invalid', fields: { image_ids: ['並び順には、この物件の写真をすべて1回ずつ指定してください。'] } });
    expect(caught(given([created]).when(remove('a')))).toMatchObject({ kind: 'not_found', code: 'property.photo_not_found' });
  });

  it('refuses every photo command for a listing that does not exist', () => {
    for (const command of [add('a'), reorder(), remove('a')]) expect(caught(given([]).when(command)).code).toBe('property.not_found');
  });
});

describe('Property photos / when the listing has some', () => {
  it('adds a new photo last', () => {
    expect(given(threePhotos).when(add('d'))()[0].data).toMatchObject({ image_id: 'd', sort: 4 });
    expect(orderAfter([...threePhotos, added('d', 4)])).toEqual(['a', 'b', 'c', 'd']);
  });

  it('adds a primary photo first and moves the others one down', () => {
    expect(given(threePhotos).when(add('d', true))()[0].data).toMatchObject({ image_id: 'd', sort: 1 });
    expect(orderAfter([...threePhotos, added('d', 1)])).toEqual(['d', 'a', 'b', 'c']);
  });

  it('takes an order that names every photo once', () => {
    expect(given(threePhotos).when(reorder('c', 'a', 'b'))()).toEqual([
      { type: 'PropertyPhotosReordered', data: { property_id: 'p-1', image_ids: ['c', 'a', 'b'], reordered_at: later } },
    ]);
    expect(orderAfter([...threePhotos, { type: 'PropertyPhotosReordered', data: { property_id: 'p-1', image_ids: ['c', 'a', 'b'], reordered_at: later } }])).toEqual([
      'c',
      'a',
      'b',
    ]);
  });

  it('decides nothing for the order it already has', () => {
    expect(given(threePhotos).when(reorder('a', 'b', 'c'))()).toEqual([]);
  });

  it.each([
    ['one left out', ['c', 'a']],
    ['one named twice', ['c', 'a', 'a']],
    ['one named twice in place of another', ['a', 'a', 'b', 'c']],
    ['a photo of another listing', ['a', 'b', 'c', 'x']],
    ['another photo in place of one', ['a', 'b', 'x']],
    ['nothing', []],
  ])('refuses an order with %s (422 on image_ids)', (_label, imageIds) => {
    const error = caught(given(threePhotos).when(reorder(...imageIds)));
    expect(error).toMatchObject({ kind: 'invalid', code: 'property.photo_order_incomplete' });
    expect(error.fields).toEqual({ image_ids: ['並び順には、この物件の写真をすべて1回ずつ指定してください。'] });
  });

  it('removes a photo and the ones after it move up', () => {
    expect(given(threePhotos).when(remove('a'))()).toEqual([{ type: 'PropertyPhotoRemoved', data: { property_id: 'p-1', image_id: 'a', removed_at: later } }]);
    expect(orderAfter([...threePhotos, { type: 'PropertyPhotoRemoved', data: { property_id: 'p-1', image_id: 'a', removed_at: later } }])).toEqual(['b', 'c']);
  });

  it('refuses to remove a photo it does not have, or one already removed (not found)', () => {
    const removedB: PropertyEvent = { type: 'PropertyPhotoRemoved', data: { property_id: 'p-1', image_id: 'b', removed_at: now } };
    expect(caught(given(threePhotos).when(remove('x'))).kind).toBe('not_found');
    expect(caught(given([...threePhotos, removedB]).when(remove('b'))).kind).toBe('not_found');
  });
});

describe(`Property photos / when the listing has ${MAX_PROPERTY_PHOTOS}`, () => {
  const full = [created, ...Array.from({ length: MAX_PROPERTY_PHOTOS }, (_, index) => added(`p${index + 1}`, index + 1))];

  it('refuses one more, primary or not, naming the image field', () => {
    for (const primary of [false, true]) {
      const error = caught(given(full).when(add('one-too-many', primary)));
      expect(error).toMatchObject({ kind: 'invalid', code: 'property.photos_full' });
      expect(error.fields).toEqual({ image: ['物件の写真は20枚まで登録できます。'] });
    }
  });

  it('takes one again after one is removed', () => {
    const removed: PropertyEvent = { type: 'PropertyPhotoRemoved', data: { property_id: 'p-1', image_id: 'p7', removed_at: now } };
    expect(given([...full, removed]).when(add('again'))()[0].data).toMatchObject({ sort: MAX_PROPERTY_PHOTOS });
  });
});

/** The events that bring a listing with photo `a` into each status; the basic group is not needed by these rules. */
const HISTORY: Record<PropertyStatus, PropertyEvent[]> = {
  draft: [created, added('a', 1)],
  published: [created, added('a', 1), moved('draft', 'published')],
  in_negotiation: [created, added('a', 1), moved('draft', 'published'), moved('published', 'in_negotiation')],
  withdrawn: [created, added('a', 1), moved('draft', 'published'), moved('published', 'withdrawn')],
  contracted: [created, added('a', 1), moved('draft', 'published'), moved('published', 'in_negotiation'), moved('in_negotiation', 'contracted')],
  closed: [
    created,
    added('a', 1),
    moved('draft', 'published'),
    moved('published', 'in_negotiation'),
    moved('in_negotiation', 'contracted'),
    moved('contracted', 'closed'),
  ],
  deleted: [created, added('a', 1), moved('draft', 'deleted')],
};

describe.each(PROPERTY_STATUS_KEYS)('Property photos / when %s', (status) => {
  const editable = ['draft', 'published', 'in_negotiation', 'withdrawn'].includes(status);

  it(editable ? 'takes, reorders and removes photos' : 'refuses every photo change (conflict), as it refuses edits', () => {
    const commands = [add('b'), reorder('a'), remove('a')];
    if (editable) {
      expect(given(HISTORY[status]).when(commands[0])()).toHaveLength(1);
      expect(given(HISTORY[status]).when(commands[1])()).toEqual([]);
      expect(given(HISTORY[status]).when(commands[2])()).toHaveLength(1);
      return;
    }
    for (const command of commands) {
      const error = caught(given(HISTORY[status]).when(command));
      expect(error).toMatchObject({ kind: 'conflict', code: 'property.not_editable' });
      expect(error.message).toBe(`「${PROPERTY_STATUSES[status].name}」の物件は編集できません。`);
    }
  });
});
