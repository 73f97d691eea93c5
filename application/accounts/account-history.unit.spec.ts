import type { EventMetadata, RecordedEvent } from '../shared/event-store.port';
import { accountHistory, actedForNote } from './account-history';

const member = { id: 'u-1', role: 'member' as const };
const admin = { id: 'a-1', role: 'admin' as const };

function recorded(globalPosition: number, type: string, data: unknown, metadata: Partial<EventMetadata> = {}): RecordedEvent {
  return {
    type,
    data,
    metadata: { actor: member, correlation_id: 'c', causation_id: 'c', request_id: 'r', schema_version: 1, ...metadata },
    eventId: `e-${globalPosition}`,
    streamId: type.startsWith('Identity') ? 'identification-u-1' : 'account-u-1',
    streamVersion: globalPosition,
    globalPosition,
    transactionId: globalPosition,
    recordedAt: `2026-11-${String(globalPosition).padStart(2, '0')}T00:00:00.000Z`,
  };
}

const labelOf = (event: RecordedEvent) => accountHistory([event])[0].label;

describe('Account history / order', () => {
  it('lists the events of every stream by their position in the log', () => {
    const history = accountHistory([
      recorded(7, 'IdentityVerified', { user_id: 'u-1' }),
      recorded(2, 'MemberSignUpCompleted', { user_id: 'u-1' }),
      recorded(5, 'IdentityDocumentsSubmitted', { user_id: 'u-1', documents: [{}] }),
      recorded(1, 'MemberRegistered', { user_id: 'u-1' }),
    ]);
    expect(history.map((entry) => entry.position)).toEqual([1, 2, 5, 7]);
  });

  it('does not reorder the events it was given', () => {
    const events = [recorded(2, 'MemberSignUpCompleted', {}), recorded(1, 'MemberRegistered', {})];
    accountHistory(events);
    expect(events.map((event) => event.globalPosition)).toEqual([2, 1]);
  });

  it('is empty for no events', () => {
    expect(accountHistory([])).toEqual([]);
  });
});

describe('Account history / entries', () => {
  it('carries the position, type, time and actor, with no one acted for', () => {
    expect(accountHistory([recorded(3, 'MemberEmailChanged', { user_id: 'u-1' })])).toEqual([
      {
        position: 3,
        type: 'MemberEmailChanged',
        label: 'メールアドレスの変更',
        recorded_at: '2026-11-03T00:00:00.000Z',
        actor: member,
        on_behalf_of: null,
      },
    ]);
  });

  it('carries the admin as actor and the member acted for while impersonating', () => {
    const [entry] = accountHistory([recorded(4, 'MemberProfileUpdated', { changed_fields: ['city'] }, { actor: admin, on_behalf_of: member })]);
    expect(entry).toMatchObject({ actor: admin, on_behalf_of: member });
  });
});

describe('Account history / what an admin did as the member', () => {
  it('is marked with the admin by name, or by id when the name is gone', () => {
    expect(actedForNote({ actor: { id: 'a-1', role: 'admin', name: '運営 花子' }, on_behalf_of: { id: 'u-1', role: 'member' } })).toBe('管理者 運営 花子 が代理で操作');
    expect(actedForNote({ actor: { id: 'a-1', role: 'admin', name: null }, on_behalf_of: { id: 'u-1', role: 'member' } })).toBe('管理者 a-1 が代理で操作');
  });

  it('is not marked when the member or an admin acted in their own name', () => {
    expect(actedForNote({ actor: { id: 'u-1', role: 'member' }, on_behalf_of: null })).toBeNull();
    expect(actedForNote({ actor: { id: 'a-1', role: 'admin', name: '運営 花子' }, on_behalf_of: null })).toBeNull();
  });
});

describe('Account history / labels', () => {
  it.each([
    ['MemberRegistered', {}, '会員登録'],
    ['MemberSignUpCompleted', {}, '会員登録の完了'],
    ['MemberEmailChanged', {}, 'メールアドレスの変更'],
    ['MemberPasswordChanged', { via: 'change' }, 'パスワードの変更'],
    ['MemberPasswordChanged', { via: 'reset' }, 'パスワードの再設定'],
    ['MemberWithdrew', { reason: null }, '退会'],
    ['IdentityDocumentsSubmitted', { documents: [{}, {}] }, '本人確認書類の提出（2件）'],
    ['IdentityVerified', {}, '本人確認の承認'],
    ['IdentityRejected', { reason: '不鮮明です。' }, '本人確認の差し戻し（理由: 不鮮明です。）'],
    ['MemberImpersonationEnded', { reason: 'expired' }, '代理ログインの終了（1時間の期限切れ）'],
    ['MemberImpersonationEnded', { reason: 'admin_signed_out' }, '代理ログインの終了（管理者のログアウト）'],
    ['MemberImpersonationEnded', { reason: 'ended_by_admin' }, '代理ログインの終了（管理者が終了）'],
  ])('describes %s %j as %j', (type, data, label) => {
    expect(labelOf(recorded(1, type, data))).toBe(label);
  });

  it('names the changed profile fields in Japanese, in the order recorded', () => {
    expect(labelOf(recorded(1, 'MemberProfileUpdated', { changed_fields: ['city', 'name_last', 'tel_mobile', 'homebuilder_number'] }))).toBe(
      '会員情報の更新（市区町村、姓、携帯電話番号、住宅事業者番号）',
    );
  });

  it('has a Japanese name for every profile field', () => {
    const fields = [
      'nickname', 'name_last', 'name_first', 'name_last_kana', 'name_first_kana', 'zipcode', 'prefecture_id', 'city', 'block',
      'building_name', 'sex_id', 'birth_year', 'company_name', 'hobby_ids', 'class', 'corporate_number', 'homebuilder_number',
      'tel_home', 'tel_mobile',
    ];
    const label = labelOf(recorded(1, 'MemberProfileUpdated', { changed_fields: fields }));
    expect(label).toBe(
      '会員情報の更新（ニックネーム、姓、名、セイ、メイ、郵便番号、都道府県、市区町村、番地、建物名、性別、生まれ年、会社名、趣味、会員種別、法人番号、住宅事業者番号、電話番号（自宅）、携帯電話番号）',
    );
  });

  it('keeps a field it has no name for as it is', () => {
    expect(labelOf(recorded(1, 'MemberProfileUpdated', { changed_fields: ['nickname', 'favourite_colour'] }))).toBe(
      '会員情報の更新（ニックネーム、favourite_colour）',
    );
  });

  it('says その他の操作 for an event it does not describe, never its code', () => {
    expect(labelOf(recorded(1, 'LawyerInvited', {}))).toBe('その他の操作');
  });
});
