import { DomainError } from '../shared/domain-error';
import { masterItemDecider, type MasterItemCommand } from './master-item.decider';
import type { MasterItemEvent } from './master-item.events';

const now = '2026-11-22T09:00:00.000Z';

function given(events: MasterItemEvent[]) {
  const state = events.reduce(masterItemDecider.evolve, masterItemDecider.initialState());
  return { when: (command: MasterItemCommand) => () => masterItemDecider.decide(command, state) };
}

const registered: MasterItemEvent = {
  type: 'MasterItemRegistered',
  data: { kind: 'land_category', id: 1, name: '宅地', sort: 1, registered_at: now },
};

describe('Master item / when nothing is registered', () => {
  it('registers an item with its trimmed name', () => {
    expect(given([]).when({ type: 'RegisterMasterItem', kind: 'land_category', id: 1, name: ' 宅地 ', sort: 1, now })()).toEqual([
      registered,
    ]);
  });

  it('keeps a question note', () => {
    const events = given([]).when({
      type: 'RegisterMasterItem',
      kind: 'yes_no_question',
      id: 3,
      name: '土地に建物が建っていますか？',
      sort: 3,
      note: '小屋や倉庫も含みます。',
      now,
    })();
    expect(events[0]).toMatchObject({ data: { note: '小屋や倉庫も含みます。' } });
  });

  it('refuses an empty name, naming the field', () => {
    const decide = given([]).when({ type: 'RegisterMasterItem', kind: 'hashtag', id: 1, name: '  ', sort: 1, now });
    expect(decide).toThrow(DomainError);
    try {
      decide();
    } catch (error) {
      expect((error as DomainError).kind).toBe('invalid');
      expect((error as DomainError).fields).toEqual({ name: ['名称を入力してください。'] });
    }
  });

  it('refuses a name over 50 characters', () => {
    expect(given([]).when({ type: 'RegisterMasterItem', kind: 'hashtag', id: 1, name: 'あ'.repeat(51), sort: 1, now })).toThrow(
      /50文字以内/,
    );
  });

  it('refuses a rename of an item that does not exist', () => {
    expect(given([]).when({ type: 'RenameMasterItem', kind: 'hashtag', id: 1, name: '古民家', now })).toThrow(/見つかりません/);
  });
});

describe('Master item / when registered', () => {
  it('refuses a second registration under the same number', () => {
    expect(given([registered]).when({ type: 'RegisterMasterItem', kind: 'land_category', id: 1, name: '田', sort: 2, now })).toThrow(
      /すでに登録/,
    );
  });

  it('renames it', () => {
    expect(given([registered]).when({ type: 'RenameMasterItem', kind: 'land_category', id: 1, name: '宅地（住宅用）', now })()).toEqual([
      { type: 'MasterItemRenamed', data: { kind: 'land_category', id: 1, name: '宅地（住宅用）', renamed_at: now } },
    ]);
  });

  it('records nothing for a rename to the same name', () => {
    expect(given([registered]).when({ type: 'RenameMasterItem', kind: 'land_category', id: 1, name: '宅地', now })()).toEqual([]);
  });

  it('removes it', () => {
    expect(given([registered]).when({ type: 'RemoveMasterItem', kind: 'land_category', id: 1, now })()).toEqual([
      { type: 'MasterItemRemoved', data: { kind: 'land_category', id: 1, removed_at: now } },
    ]);
  });
});

describe('Master item / when removed', () => {
  const removed: MasterItemEvent = { type: 'MasterItemRemoved', data: { kind: 'land_category', id: 1, removed_at: now } };

  it('cannot be renamed or removed again', () => {
    expect(given([registered, removed]).when({ type: 'RenameMasterItem', kind: 'land_category', id: 1, name: '田', now })).toThrow(
      /見つかりません/,
    );
    expect(given([registered, removed]).when({ type: 'RemoveMasterItem', kind: 'land_category', id: 1, now })).toThrow(
      /見つかりません/,
    );
  });
});
