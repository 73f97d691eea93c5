import type { AccountEvent } from '../../domain/accounts/account.events';
import type { IdentificationEvent, IdentityDocument } from '../../domain/identification/identification.events';
import type { ProjectedEvent } from '../shared/projector';
import { todoItemsProjector, type TodoItemDocument } from './todo-items.projector';

type Event = AccountEvent | IdentificationEvent;

const at = (day: number) => `2026-11-${String(day).padStart(2, '0')}T00:00:00.000Z`;

function projected(event: Event, position: number): ProjectedEvent<Event> {
  return {
    ...event,
    streamId: `stream-${event.data.user_id}`,
    streamVersion: position,
    globalPosition: position,
    recordedAt: at(position),
    metadata: { actor: { id: event.data.user_id, role: 'member' } },
  } as ProjectedEvent<Event>;
}

/** Applies events as the runner does: each to every document it names, removing those that become null. */
function project(events: Event[], documents = new Map<string, TodoItemDocument>()): Map<string, TodoItemDocument> {
  events.forEach((event, index) => {
    const recorded = projected(event, index + 1);
    for (const id of todoItemsProjector.documentIds(recorded)) {
      const next = todoItemsProjector.evolve(documents.get(id) ?? null, recorded, id);
      if (next === null) documents.delete(id);
      else documents.set(id, next);
    }
  });
  return documents;
}

/** type → status, the shape a member's list takes at a glance. */
const statuses = (documents: Map<string, TodoItemDocument>) =>
  Object.fromEntries([...documents.values()].map((item) => [item.type, item.status]));

const document: IdentityDocument = { id: 'd-1', content_type: 'image/png', size: 10, sha256: 'aa' };
const registered: Event = {
  type: 'MemberRegistered',
  data: { user_id: 'u-1', nickname: 'たろう', is_interested_buyer: true, is_interested_seller: true, registered_at: at(1) },
};
const profileUpdated: Event = {
  type: 'MemberProfileUpdated',
  data: {
    user_id: 'u-1',
    changed_fields: ['name_last'],
    nickname: 'たろう',
    class: 1,
    corporate_number: null,
    prefecture_id: 13,
    hobby_ids: [],
    homebuilder_number: null,
    profile_completed: true,
    updated_at: at(2),
  },
};
const submitted: Event = { type: 'IdentityDocumentsSubmitted', data: { user_id: 'u-1', documents: [document], submitted_at: at(3) } };
const rejected: Event = { type: 'IdentityRejected', data: { user_id: 'u-1', reason: '住所が読み取れません。', rejected_at: at(4) } };
const verified: Event = { type: 'IdentityVerified', data: { user_id: 'u-1', verified_at: at(6) } };
const withdrew: Event = { type: 'MemberWithdrew', data: { user_id: 'u-1', reason: null, withdrew_at: at(7) } };

const lifecycle: Event[] = [registered, profileUpdated, submitted, rejected, submitted, verified];

describe('To-do items read model / keys', () => {
  it('names the member-info items each event touches', () => {
    const ids = (event: Event) => todoItemsProjector.documentIds(projected(event, 1));
    expect(ids(registered)).toEqual(['u-1:1', 'u-1:2']);
    expect(ids(profileUpdated)).toEqual(['u-1:1']);
    expect(ids(submitted)).toEqual(['u-1:2', 'u-1:3', 'u-1:4']);
    expect(ids(rejected)).toEqual(['u-1:3', 'u-1:4']);
    expect(ids(verified)).toEqual(['u-1:3']);
    expect(ids(withdrew)).toEqual(['u-1:1', 'u-1:2', 'u-1:3', 'u-1:4']);
  });

  it('touches nothing for the account events that change no to-do', () => {
    expect(todoItemsProjector.documentIds(projected({ type: 'MemberSignUpCompleted', data: { user_id: 'u-1', completed_at: at(1) } }, 1))).toEqual(
      [],
    );
  });
});

describe('To-do items read model / given a registration', () => {
  it('opens "fill in your profile" and "submit your identity documents"', () => {
    expect([...project([registered]).values()]).toEqual([
      {
        id: 'u-1:1',
        user_id: 'u-1',
        type: 1,
        category: 1,
        title: '会員情報を登録してください',
        content: '氏名・住所・電話番号などの会員情報を登録すると、物件の出品や契約の手続きに進めます。',
        thread_id: null,
        status: 0,
        created_at: at(1),
        updated_at: at(1),
      },
      {
        id: 'u-1:2',
        user_id: 'u-1',
        type: 2,
        category: 1,
        title: '本人確認書類を提出してください',
        content: '運転免許証などの本人確認書類を提出して確認が済むと、ニックネームの横に本人確認済みのマークが表示されます。',
        thread_id: null,
        status: 0,
        created_at: at(1),
        updated_at: at(1),
      },
    ]);
  });
});

describe('To-do items read model / the member-info lifecycle', () => {
  it('closes the profile item once the profile is saved', () => {
    const documents = project([registered, profileUpdated]);
    expect(statuses(documents)).toEqual({ 1: 1, 2: 0 });
    expect(documents.get('u-1:1')).toMatchObject({ status: 1, created_at: at(1), updated_at: at(2) });
  });

  it('leaves a closed profile item alone on a later profile update', () => {
    const documents = project([registered, profileUpdated, profileUpdated]);
    expect(documents.get('u-1:1')).toMatchObject({ status: 1, updated_at: at(2) });
  });

  it('closes the submission item and opens "we are checking" on a submission', () => {
    const documents = project([registered, profileUpdated, submitted]);
    expect(statuses(documents)).toEqual({ 1: 1, 2: 1, 3: 0 });
    expect(documents.get('u-1:2')).toMatchObject({ status: 1, updated_at: at(3) });
    expect(documents.get('u-1:3')).toMatchObject({
      type: 3,
      category: 1,
      status: 0,
      title: '本人確認書類を確認しています',
      content: '提出いただいた書類を事務局で確認しています。結果はメールとやることリストでお知らせします。',
      created_at: at(3),
    });
  });

  it('closes "we are checking" and opens "submit again" with the reason on a rejection', () => {
    const documents = project([registered, profileUpdated, submitted, rejected]);
    expect(statuses(documents)).toEqual({ 1: 1, 2: 1, 3: 1, 4: 0 });
    expect(documents.get('u-1:4')).toEqual({
      id: 'u-1:4',
      user_id: 'u-1',
      type: 4,
      category: 1,
      title: '本人確認書類を再提出してください',
      content: '差し戻しの理由: 住所が読み取れません。',
      thread_id: null,
      status: 0,
      created_at: at(4),
      updated_at: at(4),
    });
  });

  it('closes "submit again" and reopens "we are checking" on a new submission', () => {
    const documents = project([registered, profileUpdated, submitted, rejected, submitted]);
    expect(statuses(documents)).toEqual({ 1: 1, 2: 1, 3: 0, 4: 1 });
    expect(documents.get('u-1:3')).toMatchObject({ status: 0, created_at: at(5), updated_at: at(5) });
    expect(documents.get('u-1:4')).toMatchObject({ status: 1, content: '差し戻しの理由: 住所が読み取れません。', updated_at: at(5) });
    expect(documents.get('u-1:2')).toMatchObject({ status: 1, updated_at: at(3) });
  });

  it('closes "we are checking" on a verification, leaving nothing open', () => {
    const documents = project(lifecycle);
    expect(statuses(documents)).toEqual({ 1: 1, 2: 1, 3: 1, 4: 1 });
    expect(documents.get('u-1:3')).toMatchObject({ status: 1, updated_at: at(6) });
  });

  it('opens "submit again" with the latest reason after a second rejection', () => {
    const again: Event = { type: 'IdentityRejected', data: { user_id: 'u-1', reason: '有効期限が切れています。', rejected_at: at(6) } };
    const documents = project([registered, submitted, rejected, submitted, again]);
    expect(documents.get('u-1:4')).toMatchObject({ status: 0, content: '差し戻しの理由: 有効期限が切れています。', created_at: at(5) });
  });

  describe('when a verified member changes a verified field', () => {
    const reopened: Event = { type: 'IdentityReviewReopened', data: { user_id: 'u-1', changed_fields: ['block'], reopened_at: at(7) } };

    it('opens "we are checking" again, saying why', () => {
      const documents = project([...lifecycle, reopened]);
      expect(statuses(documents)).toEqual({ 1: 1, 2: 1, 3: 0, 4: 1 });
      expect(documents.get('u-1:3')).toMatchObject({
        type: 3,
        status: 0,
        title: '本人確認書類を確認しています',
        content: expect.stringContaining('本人確認済みの会員情報') as unknown as string,
        created_at: at(7),
      });
    });

    it('closes it once the admin approves', () => {
      const approved: Event = { type: 'IdentityVerified', data: { user_id: 'u-1', verified_at: at(8) } };
      const documents = project([...lifecycle, reopened, approved]);
      expect(statuses(documents)).toEqual({ 1: 1, 2: 1, 3: 1, 4: 1 });
      expect(documents.get('u-1:3')).toMatchObject({ status: 1, updated_at: at(8) });
    });

    it('closes it and asks for new documents once the admin rejects', () => {
      const refused: Event = { type: 'IdentityRejected', data: { user_id: 'u-1', reason: '新しい住所の書類を提出してください。', rejected_at: at(8) } };
      const documents = project([...lifecycle, reopened, refused]);
      expect(statuses(documents)).toEqual({ 1: 1, 2: 1, 3: 1, 4: 0 });
      expect(documents.get('u-1:4')).toMatchObject({ content: '差し戻しの理由: 新しい住所の書類を提出してください。' });
    });
  });

  it('removes every member-info item on a withdrawal', () => {
    expect(project([...lifecycle, withdrew]).size).toBe(0);
    expect(project([registered, withdrew]).size).toBe(0);
  });

  it('keeps another member\'s items on a withdrawal', () => {
    const other: Event = { ...registered, data: { ...registered.data, user_id: 'u-2' } };
    const documents = project([registered, other, withdrew]);
    expect([...documents.keys()]).toEqual(['u-2:1', 'u-2:2']);
  });
});

describe('To-do items read model / replay', () => {
  it('gives the same documents for the same events', () => {
    expect(project(lifecycle)).toEqual(project(lifecycle));
    expect(project(lifecycle.slice(0, 4))).toEqual(project(lifecycle.slice(0, 4)));
  });

  it('does not change the document it is given', () => {
    const item = project([registered]).get('u-1:1') as TodoItemDocument;
    const copy = structuredClone(item);
    todoItemsProjector.evolve(item, projected(profileUpdated, 2), 'u-1:1');
    expect(item).toEqual(copy);
  });
});
