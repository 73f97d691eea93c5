import { DomainError } from '../shared/domain-error';
import { accountDecider, changedProfileFields, WITHDRAWAL_REASON_MAX_LENGTH, type AccountCommand } from './account.decider';
import type { AccountEvent } from './account.events';
import type { Profile } from './profile.rules';

const now = '2026-11-22T09:00:00.000Z';
const later = '2026-11-23T10:00:00.000Z';

function given(events: AccountEvent[]) {
  const state = events.reduce(accountDecider.evolve, accountDecider.initialState());
  return { when: (command: AccountCommand) => () => accountDecider.decide(command, state) };
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

const register: AccountCommand = {
  type: 'RegisterMember',
  user_id: 'u-1',
  nickname: 'たろう',
  is_interested_buyer: true,
  is_interested_seller: false,
  now,
};

const registered: AccountEvent = {
  type: 'MemberRegistered',
  data: { user_id: 'u-1', nickname: 'たろう', is_interested_buyer: true, is_interested_seller: false, registered_at: now },
};
const signUpCompleted: AccountEvent = { type: 'MemberSignUpCompleted', data: { user_id: 'u-1', completed_at: now } };
const withdrew: AccountEvent = { type: 'MemberWithdrew', data: { user_id: 'u-1', reason: null, withdrew_at: later } };

const profile: Profile = {
  nickname: 'たろう',
  name_last: '山田',
  name_first: '太郎',
  name_last_kana: 'ヤマダ',
  name_first_kana: 'タロウ',
  zipcode: '1000001',
  prefecture_id: 13,
  city: '千代田区',
  block: '千代田1-1',
  building_name: null,
  sex_id: 1,
  birth_year: 1980,
  company_name: null,
  hobby_ids: [3, 1],
  class: 1,
  corporate_number: null,
  homebuilder_number: null,
  tel_home: null,
  tel_mobile: '090-1234-5678',
};

describe('Account / when nobody is registered', () => {
  it('registers a member with a trimmed nickname and the interests chosen', () => {
    expect(given([]).when({ ...register, nickname: '  たろう ' })()).toEqual([registered]);
  });

  it('accepts a member interested in both buying and selling', () => {
    const events = given([]).when({ ...register, is_interested_seller: true })();
    expect(events[0]).toMatchObject({ data: { is_interested_buyer: true, is_interested_seller: true } });
  });

  it('accepts a member interested in selling only', () => {
    const events = given([]).when({ ...register, is_interested_buyer: false, is_interested_seller: true })();
    expect(events[0]).toMatchObject({ data: { is_interested_buyer: false, is_interested_seller: true } });
  });

  it('refuses a member interested in neither buying nor selling', () => {
    const error = caught(given([]).when({ ...register, is_interested_buyer: false, is_interested_seller: false }));
    expect(error.kind).toBe('invalid');
    expect(error.code).toBe('account.invalid');
    expect(error.fields).toEqual({
      is_interested_buyer: ['「購入を検討している」「売却を検討している」の少なくとも一方を選んでください。'],
    });
  });

  it('refuses an empty nickname', () => {
    const error = caught(given([]).when({ ...register, nickname: ' \u3000 ' }));
    expect(error.fields).toEqual({ nickname: ['ニックネームを入力してください。'] });
  });

  it('accepts a nickname of 20 characters and refuses one of 21', () => {
    expect(given([]).when({ ...register, nickname: 'あ'.repeat(20) })()).toHaveLength(1);
    expect(caught(given([]).when({ ...register, nickname: 'あ'.repeat(21) })).fields).toEqual({
      nickname: ['ニックネームは20文字以内で入力してください。'],
    });
  });

  it('names every wrong field at once', () => {
    const error = caught(given([]).when({ ...register, nickname: '', is_interested_buyer: false, is_interested_seller: false }));
    expect(Object.keys(error.fields).sort()).toEqual(['is_interested_buyer', 'nickname']);
    expect(error.message).toBe('ニックネームを入力してください。');
  });

  it.each<AccountCommand>([
    { type: 'CompleteSignUp', now },
    { type: 'UpdateProfile', profile, changed_fields: ['nickname'], now },
    { type: 'RecordEmailChange', now },
    { type: 'RecordPasswordChange', via: 'change', now },
    { type: 'Withdraw', reason: null, now },
  ])('answers $type with not found', (command) => {
    const error = caught(given([]).when(command));
    expect(error.kind).toBe('not_found');
    expect(error.code).toBe('account.not_found');
    expect(error.message).toBe('会員が見つかりません。');
  });
});

describe('Account / when registered', () => {
  it('refuses a second registration with a conflict', () => {
    const error = caught(given([registered]).when(register));
    expect(error.kind).toBe('conflict');
    expect(error.code).toBe('account.exists');
  });

  it('completes the sign-up', () => {
    expect(given([registered]).when({ type: 'CompleteSignUp', now: later })()).toEqual([
      { type: 'MemberSignUpCompleted', data: { user_id: 'u-1', completed_at: later } },
    ]);
  });

  it('records nothing when the sign-up is completed a second time', () => {
    expect(given([registered, signUpCompleted]).when({ type: 'CompleteSignUp', now: later })()).toEqual([]);
  });

  it('records a profile update with the non-personal fields and the sorted names of the changed ones', () => {
    const events = given([registered]).when({
      type: 'UpdateProfile',
      profile,
      changed_fields: ['tel_mobile', 'name_last', 'city'],
      now: later,
    })();
    expect(events).toEqual([
      {
        type: 'MemberProfileUpdated',
        data: {
          user_id: 'u-1',
          changed_fields: ['city', 'name_last', 'tel_mobile'],
          nickname: 'たろう',
          class: 1,
          corporate_number: null,
          prefecture_id: 13,
          hobby_ids: [3, 1],
          homebuilder_number: null,
          profile_completed: true,
          updated_at: later,
        },
      },
    ]);
  });

  it('keeps personal data (names, address, phones) out of the event', () => {
    const [event] = given([registered]).when({ type: 'UpdateProfile', profile, changed_fields: ['name_last'], now })();
    const serialized = JSON.stringify(event);
    for (const personal of ['山田', '太郎', 'ヤマダ', '1000001', '千代田', '090-1234-5678']) {
      expect(serialized).not.toContain(personal);
    }
  });

  it('does not reorder the changed fields the caller passed', () => {
    const changed = ['zipcode', 'city'];
    given([registered]).when({ type: 'UpdateProfile', profile, changed_fields: changed, now })();
    expect(changed).toEqual(['zipcode', 'city']);
  });

  it('records nothing when no field changed', () => {
    expect(given([registered]).when({ type: 'UpdateProfile', profile, changed_fields: [], now })()).toEqual([]);
  });

  it('records an e-mail change', () => {
    expect(given([registered]).when({ type: 'RecordEmailChange', now: later })()).toEqual([
      { type: 'MemberEmailChanged', data: { user_id: 'u-1', changed_at: later } },
    ]);
  });

  it.each(['change', 'reset'] as const)('records a password %s', (via) => {
    expect(given([registered]).when({ type: 'RecordPasswordChange', via, now: later })()).toEqual([
      { type: 'MemberPasswordChanged', data: { user_id: 'u-1', via, changed_at: later } },
    ]);
  });

  it('withdraws without a reason', () => {
    expect(given([registered]).when({ type: 'Withdraw', reason: null, now: later })()).toEqual([withdrew]);
  });

  it('withdraws with a trimmed reason', () => {
    expect(given([registered]).when({ type: 'Withdraw', reason: '  使わなくなったため ', now: later })()).toEqual([
      { type: 'MemberWithdrew', data: { user_id: 'u-1', reason: '使わなくなったため', withdrew_at: later } },
    ]);
  });

  it('stores a blank reason as no reason', () => {
    const [event] = given([registered]).when({ type: 'Withdraw', reason: ' \n ', now: later })();
    expect(event).toMatchObject({ data: { reason: null } });
  });

  it('accepts a reason of 500 characters, counted as the member sees them', () => {
    expect(WITHDRAWAL_REASON_MAX_LENGTH).toBe(500);
    expect(given([registered]).when({ type: 'Withdraw', reason: '𠮷'.repeat(500), now })()).toHaveLength(1);
  });

  it('refuses a reason over 500 characters', () => {
    const error = caught(given([registered]).when({ type: 'Withdraw', reason: 'あ'.repeat(501), now }));
    expect(error.kind).toBe('invalid');
    expect(error.code).toBe('account.reason_too_long');
    expect(error.fields).toEqual({ reason: ['退会理由は500文字以内で入力してください。'] });
  });
});

describe('Account / when the profile was completed', () => {
  const updated: AccountEvent = {
    type: 'MemberProfileUpdated',
    data: {
      user_id: 'u-1',
      changed_fields: ['nickname'],
      nickname: 'はなこ',
      class: 1,
      corporate_number: null,
      prefecture_id: 13,
      hobby_ids: [],
      homebuilder_number: null,
      profile_completed: true,
      updated_at: now,
    },
  };

  it('holds the new nickname and the completed profile', () => {
    const state = [registered, signUpCompleted, updated].reduce(accountDecider.evolve, accountDecider.initialState());
    expect(state).toEqual({ status: 'active', user_id: 'u-1', nickname: 'はなこ', sign_up_completed: true, profile_completed: true });
  });

  it('records a later update', () => {
    expect(given([registered, updated]).when({ type: 'UpdateProfile', profile, changed_fields: ['nickname'], now: later })()).toHaveLength(1);
  });

  it('is not changed by e-mail and password events', () => {
    const before = [registered, updated].reduce(accountDecider.evolve, accountDecider.initialState());
    const events: AccountEvent[] = [
      { type: 'MemberEmailChanged', data: { user_id: 'u-1', changed_at: later } },
      { type: 'MemberPasswordChanged', data: { user_id: 'u-1', via: 'reset', changed_at: later } },
    ];
    const after = events.reduce(accountDecider.evolve, before);
    expect(after).toEqual(before);
  });
});

describe('Account / when withdrawn', () => {
  it('is withdrawn', () => {
    expect([registered, withdrew].reduce(accountDecider.evolve, accountDecider.initialState())).toEqual({
      status: 'withdrawn',
      user_id: 'u-1',
    });
  });

  it.each<AccountCommand>([
    { type: 'CompleteSignUp', now },
    { type: 'UpdateProfile', profile, changed_fields: ['nickname'], now },
    { type: 'UpdateProfile', profile, changed_fields: [], now },
    { type: 'RecordEmailChange', now },
    { type: 'RecordPasswordChange', via: 'reset', now },
    { type: 'Withdraw', reason: null, now },
  ])('refuses $type with a conflict', (command) => {
    const error = caught(given([registered, withdrew]).when(command));
    expect(error.kind).toBe('conflict');
    expect(error.code).toBe('account.withdrawn');
    expect(error.message).toBe('この会員は退会済みです。');
  });

  it('refuses a new registration under the same id', () => {
    const error = caught(given([registered, withdrew]).when(register));
    expect(error.kind).toBe('conflict');
    expect(error.code).toBe('account.exists');
  });
});

describe('Account / which profile fields changed', () => {
  it('names every field that has a value on a first save', () => {
    expect(changedProfileFields(null, profile)).toEqual(
      Object.entries(profile)
        .filter(([, value]) => value !== null)
        .map(([field]) => field),
    );
    expect(changedProfileFields(null, profile)).not.toContain('building_name');
  });

  it('names nothing when the profile is the same', () => {
    expect(changedProfileFields({ ...profile, hobby_ids: [3, 1] }, profile)).toEqual([]);
  });

  it('names the fields whose values differ, in the profile order', () => {
    expect(changedProfileFields(profile, { ...profile, tel_mobile: '080-1111-2222', city: '港区', hobby_ids: [3, 1, 5] })).toEqual([
      'city',
      'hobby_ids',
      'tel_mobile',
    ]);
  });

  it('treats a field missing before as null', () => {
    const { building_name: _missing, ...withoutBuilding } = profile;
    expect(changedProfileFields(withoutBuilding, profile)).toEqual([]);
    expect(changedProfileFields(withoutBuilding, { ...profile, building_name: 'メゾン101' })).toEqual(['building_name']);
  });

  it('tells a cleared optional field from a kept one', () => {
    expect(changedProfileFields({ ...profile, sex_id: 2 }, { ...profile, sex_id: null })).toEqual(['sex_id']);
  });

  it('tells a different number from the same number', () => {
    expect(changedProfileFields(profile, { ...profile, prefecture_id: 14 })).toEqual(['prefecture_id']);
  });
});

describe('Account / impersonation by an admin', () => {
  const start: AccountCommand = { type: 'StartImpersonation', admin_id: 'a-1', session_id: 's-1', expires_at: later, now };
  const end = (reason: 'ended_by_admin' | 'expired'): AccountCommand => ({ type: 'EndImpersonation', admin_id: 'a-1', session_id: 's-1', reason, now: later });

  it('records the start with the admin, the session and when it expires', () => {
    expect(given([registered]).when(start)()).toEqual([
      { type: 'MemberImpersonationStarted', data: { user_id: 'u-1', admin_id: 'a-1', session_id: 's-1', expires_at: later, started_at: now } },
    ]);
  });

  it('records the end with its reason', () => {
    expect(given([registered]).when(end('expired'))()).toEqual([
      { type: 'MemberImpersonationEnded', data: { user_id: 'u-1', admin_id: 'a-1', session_id: 's-1', reason: 'expired', ended_at: later } },
    ]);
  });

  it('still records the end once the member has withdrawn, but cannot start then', () => {
    expect(given([registered, withdrew]).when(end('ended_by_admin'))()[0].type).toBe('MemberImpersonationEnded');
    expect(caught(given([registered, withdrew]).when(start)).code).toBe('account.withdrawn');
  });

  it('refuses both for an unknown member', () => {
    expect(caught(given([]).when(start)).kind).toBe('not_found');
    expect(caught(given([]).when(end('expired'))).kind).toBe('not_found');
  });
});
