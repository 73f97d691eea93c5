import { DomainError } from '../shared/domain-error';
import { checkLawyerProfile, lawyerDecider, type LawyerCommand } from './lawyer.decider';
import type { LawyerEvent, LawyerProfile } from './lawyer.events';

const now = '2026-11-22T09:00:00.000Z';
const later = '2026-11-23T09:00:00.000Z';

function given(events: LawyerEvent[]) {
  const state = events.reduce(lawyerDecider.evolve, lawyerDecider.initialState());
  return { when: (command: LawyerCommand) => () => lawyerDecider.decide(command, state) };
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

const invited: LawyerEvent = { type: 'LawyerInvited', data: { lawyer_id: 'l-1', invited_at: now } };
const registered: LawyerEvent = {
  type: 'LawyerRegistered',
  data: { lawyer_id: 'l-1', name: '佐藤 一郎', office_name: '佐藤司法書士事務所', registered_at: now },
};

const profile: LawyerProfile = {
  name: '佐藤 一郎',
  name_kana: 'サトウ イチロウ',
  office_name: '佐藤司法書士事務所',
  registration_number: 'TOKYO-1234',
  zipcode: '1000001',
  address: '東京都千代田区千代田1-1',
  tel: '03-1234-5678',
};

const emptyProfile: LawyerProfile = {
  name: '佐藤 一郎',
  name_kana: null,
  office_name: '佐藤司法書士事務所',
  registration_number: null,
  zipcode: null,
  address: null,
  tel: null,
};

const updated: LawyerEvent = { type: 'LawyerProfileUpdated', data: { ...profile, lawyer_id: 'l-1', updated_at: later } };

describe('Lawyer / when not invited', () => {
  it('is invited', () => {
    expect(given([]).when({ type: 'InviteLawyer', lawyer_id: 'l-1', now })()).toEqual([invited]);
  });

  it('cannot register without an invitation', () => {
    const error = caught(given([]).when({ type: 'RegisterLawyer', name: '佐藤', office_name: '事務所', now }));
    expect(error.kind).toBe('not_found');
    expect(error.code).toBe('lawyer.not_invited');
  });

  it.each<LawyerCommand>([
    { type: 'UpdateLawyerProfile', profile, now },
    { type: 'RecordLawyerPasswordReset', now },
  ])('answers $type with not found', (command) => {
    expect(caught(given([]).when(command)).code).toBe('lawyer.not_found');
  });
});

describe('Lawyer / when invited', () => {
  it('refuses a second invitation', () => {
    const error = caught(given([invited]).when({ type: 'InviteLawyer', lawyer_id: 'l-1', now }));
    expect(error.kind).toBe('conflict');
    expect(error.code).toBe('lawyer.exists');
  });

  it('registers with a trimmed name and office', () => {
    expect(given([invited]).when({ type: 'RegisterLawyer', name: ' 佐藤 一郎 ', office_name: '佐藤司法書士事務所\u3000', now })()).toEqual([
      registered,
    ]);
  });

  it('needs a name and an office, naming both', () => {
    const error = caught(given([invited]).when({ type: 'RegisterLawyer', name: '', office_name: ' ', now }));
    expect(error.kind).toBe('invalid');
    expect(error.code).toBe('lawyer.invalid');
    expect(error.fields).toEqual({ name: ['氏名を入力してください。'], office_name: ['事務所名を入力してください。'] });
  });

  it('limits the name to 50 characters and the office to 100', () => {
    expect(given([invited]).when({ type: 'RegisterLawyer', name: 'あ'.repeat(50), office_name: 'あ'.repeat(100), now })()).toHaveLength(1);
    expect(caught(given([invited]).when({ type: 'RegisterLawyer', name: 'あ'.repeat(51), office_name: 'あ'.repeat(101), now })).fields).toEqual({
      name: ['氏名は50文字以内で入力してください。'],
      office_name: ['事務所名は100文字以内で入力してください。'],
    });
  });

  it.each<LawyerCommand>([
    { type: 'UpdateLawyerProfile', profile, now },
    { type: 'RecordLawyerPasswordReset', now },
  ])('answers $type with not found until registered', (command) => {
    expect(caught(given([invited]).when(command)).code).toBe('lawyer.not_found');
  });
});

describe('Lawyer / when registered', () => {
  it('holds the name and office with an otherwise empty profile', () => {
    expect([invited, registered].reduce(lawyerDecider.evolve, lawyerDecider.initialState())).toEqual({
      status: 'registered',
      lawyer_id: 'l-1',
      profile: emptyProfile,
    });
  });

  it('refuses a second registration', () => {
    const error = caught(given([invited, registered]).when({ type: 'RegisterLawyer', name: '佐藤', office_name: '事務所', now }));
    expect(error.kind).toBe('conflict');
    expect(error.code).toBe('lawyer.registered');
  });

  it('refuses an invitation', () => {
    expect(caught(given([invited, registered]).when({ type: 'InviteLawyer', lawyer_id: 'l-1', now })).code).toBe('lawyer.exists');
  });

  it('records a profile update', () => {
    expect(given([invited, registered]).when({ type: 'UpdateLawyerProfile', profile, now: later })()).toEqual([updated]);
  });

  it('records nothing when the profile sent is the one registered', () => {
    expect(given([invited, registered]).when({ type: 'UpdateLawyerProfile', profile: emptyProfile, now: later })()).toEqual([]);
  });

  it('records nothing when the profile sent is the one last saved', () => {
    expect(given([invited, registered, updated]).when({ type: 'UpdateLawyerProfile', profile, now: later })()).toEqual([]);
  });

  it('records nothing for the same profile typed differently', () => {
    const typed = { ...profile, name: ' 佐藤 一郎 ', zipcode: '100-0001', tel: '０３－１２３４－５６７８' };
    expect(given([invited, registered, updated]).when({ type: 'UpdateLawyerProfile', profile: typed, now: later })()).toEqual([]);
  });

  it('records nothing when the stored profile comes back with its keys in another order', () => {
    // A jsonb column hands keys back sorted by length, not in the order they were written.
    const reordered: LawyerEvent = {
      type: 'LawyerProfileUpdated',
      data: {
        tel: profile.tel,
        name: profile.name,
        address: profile.address,
        zipcode: profile.zipcode,
        lawyer_id: 'l-1',
        name_kana: profile.name_kana,
        updated_at: later,
        office_name: profile.office_name,
        registration_number: profile.registration_number,
      },
    };
    expect(given([invited, registered, reordered]).when({ type: 'UpdateLawyerProfile', profile, now: later })()).toEqual([]);
  });

  it('records a change of one field', () => {
    const events = given([invited, registered, updated]).when({ type: 'UpdateLawyerProfile', profile: { ...profile, address: '東京都港区' }, now: later })();
    expect(events).toEqual([{ type: 'LawyerProfileUpdated', data: { ...profile, address: '東京都港区', lawyer_id: 'l-1', updated_at: later } }]);
  });

  it('refuses an invalid profile', () => {
    const error = caught(given([invited, registered]).when({ type: 'UpdateLawyerProfile', profile: { ...profile, name_kana: 'さとう' }, now }));
    expect(error.kind).toBe('invalid');
    expect(error.code).toBe('lawyer.invalid');
  });

  it('records a password reset', () => {
    expect(given([invited, registered]).when({ type: 'RecordLawyerPasswordReset', now: later })()).toEqual([
      { type: 'LawyerPasswordChanged', data: { lawyer_id: 'l-1', via: 'reset', changed_at: later } },
    ]);
  });

  it('is not changed by a password change', () => {
    const before = [invited, registered, updated].reduce(lawyerDecider.evolve, lawyerDecider.initialState());
    const after = lawyerDecider.evolve(before, { type: 'LawyerPasswordChanged', data: { lawyer_id: 'l-1', via: 'reset', changed_at: later } });
    expect(after).toEqual(before);
  });
});

describe('Lawyer profile / checking', () => {
  it('normalises a complete profile', () => {
    expect(
      checkLawyerProfile({
        ...profile,
        name: ' 佐藤 一郎 ',
        name_kana: ' サトウ イチロウ ',
        registration_number: 'ＴＯＫＹＯ－１２３４',
        zipcode: '〒100-0001',
        address: ' 東京都千代田区千代田1-1 ',
        tel: '03ー1234ー5678',
      }),
    ).toEqual(profile);
  });

  it('stores blank optional fields as null', () => {
    expect(checkLawyerProfile({ ...emptyProfile, name_kana: ' ', registration_number: '', zipcode: '', address: '  ', tel: '' })).toEqual(
      emptyProfile,
    );
  });

  it.each(['サトウ', 'サトウ・イチロウ', 'ヤマモト ジュン'])('accepts the katakana reading %j', (name_kana) => {
    expect(checkLawyerProfile({ ...profile, name_kana }).name_kana).toBe(name_kana);
  });

  it.each(['さとう', '佐藤', 'Sato'])('refuses the reading %j', (name_kana) => {
    expect(caught(() => checkLawyerProfile({ ...profile, name_kana })).fields).toEqual({
      name_kana: ['氏名（カナ）は全角カタカナで入力してください。'],
    });
  });

  it.each(['100-001', '1234-567', 'abc'])('refuses the zipcode %j', (zipcode) => {
    expect(caught(() => checkLawyerProfile({ ...profile, zipcode })).fields).toEqual({
      zipcode: ['郵便番号は7桁の数字で入力してください（例: 123-4567）。'],
    });
  });

  it.each(['0312345678', '03-1234', '03-1234-5678-9'])('refuses the phone %j', (tel) => {
    expect(caught(() => checkLawyerProfile({ ...profile, tel })).fields).toEqual({
      tel: ['電話番号は市外局番から3つに分けて、半角数字で入力してください（例: 03-1234-5678）。'],
    });
  });

  it('refuses a registration number with a space or Japanese', () => {
    for (const registration_number of ['東京 第1234号', 'TOKYO 1234']) {
      expect(caught(() => checkLawyerProfile({ ...profile, registration_number })).fields).toEqual({
        registration_number: ['登録番号は半角英数字と記号で、空白を入れずに入力してください。'],
      });
    }
  });

  it('names every wrong field at once', () => {
    const error = caught(() =>
      checkLawyerProfile({ ...profile, name: '', office_name: '', name_kana: 'さとう', zipcode: '1', address: 'あ'.repeat(201), tel: '1' }),
    );
    expect(Object.keys(error.fields).sort()).toEqual(['address', 'name', 'name_kana', 'office_name', 'tel', 'zipcode']);
    expect(error.fields.address).toEqual(['所在地は200文字以内で入力してください。']);
  });
});

describe('Lawyer / when removed by the operator', () => {
  const removed: LawyerEvent = { type: 'LawyerRemoved', data: { lawyer_id: 'l-1', removed_at: later } };

  it('is removed once invited or registered', () => {
    expect(given([invited, registered]).when({ type: 'RemoveLawyer', now: later })()).toEqual([removed]);
    expect(given([invited]).when({ type: 'RemoveLawyer', now: later })()).toEqual([removed]);
  });

  it('records nothing when removed again', () => {
    expect(given([invited, registered, removed]).when({ type: 'RemoveLawyer', now: later })()).toEqual([]);
  });

  it('refuses to remove a lawyer that was never invited', () => {
    expect(caught(given([]).when({ type: 'RemoveLawyer', now: later })).code).toBe('lawyer.not_found');
  });

  it('cannot register, update its profile or reset its password any more', () => {
    const after = given([invited, removed]);
    expect(caught(after.when({ type: 'RegisterLawyer', name: '佐藤 一郎', office_name: '佐藤司法書士事務所', now: later })).code).toBe('lawyer.not_invited');
    expect(caught(given([invited, registered, removed]).when({ type: 'UpdateLawyerProfile', profile, now: later })).code).toBe('lawyer.not_found');
    expect(caught(given([invited, registered, removed]).when({ type: 'RecordLawyerPasswordReset', now: later })).code).toBe('lawyer.not_found');
  });
});
