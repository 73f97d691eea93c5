import type { AccountEvent } from '../../domain/accounts/account.events';
import type { IdentificationEvent, IdentityDocument } from '../../domain/identification/identification.events';
import type { ProjectedEvent } from '../shared/projector';
import { membersProjector, type MemberDocument } from './members.projector';

type Event = AccountEvent | IdentificationEvent;

function projected(event: Event, position: number): ProjectedEvent<Event> {
  return {
    ...event,
    streamId: event.type.startsWith('Identity') ? `identification-${event.data.user_id}` : `account-${event.data.user_id}`,
    streamVersion: position,
    globalPosition: position,
    recordedAt: `2026-11-${String(position).padStart(2, '0')}T00:00:00.000Z`,
    metadata: { actor: { id: event.data.user_id, role: 'member' } },
  } as ProjectedEvent<Event>;
}

function project(events: Event[]): MemberDocument | null {
  return events
    .map((event, index) => projected(event, index + 1))
    .reduce<MemberDocument | null>((member, event) => membersProjector.evolve(member, event, event.data.user_id), null);
}

const registered: Event = {
  type: 'MemberRegistered',
  data: { user_id: 'u-1', nickname: 'たろう', is_interested_buyer: false, is_interested_seller: true, registered_at: '2026-11-01T09:00:00.000Z' },
};
const profileUpdated: Event = {
  type: 'MemberProfileUpdated',
  data: {
    user_id: 'u-1',
    changed_fields: ['class', 'company_name', 'corporate_number', 'name_last', 'nickname'],
    nickname: '空き家商店',
    class: 2,
    corporate_number: '7000012050002',
    prefecture_id: 20,
    hobby_ids: [1, 12],
    homebuilder_number: '13-(1)12345',
    profile_completed: true,
    updated_at: '2026-11-02T09:00:00.000Z',
  },
};
const licence: IdentityDocument = { id: 'd-1', content_type: 'image/jpeg', size: 1000, sha256: 'aa' };
const licenceAgain: IdentityDocument = { id: 'd-2', content_type: 'application/pdf', size: 2000, sha256: 'bb' };
const submitted: Event = { type: 'IdentityDocumentsSubmitted', data: { user_id: 'u-1', documents: [licence], submitted_at: '2026-11-03T09:00:00.000Z' } };
const rejected: Event = { type: 'IdentityRejected', data: { user_id: 'u-1', reason: '文字が読めません。', rejected_at: '2026-11-04T09:00:00.000Z' } };
const resubmitted: Event = {
  type: 'IdentityDocumentsSubmitted',
  data: { user_id: 'u-1', documents: [licenceAgain], submitted_at: '2026-11-05T09:00:00.000Z' },
};
const verified: Event = { type: 'IdentityVerified', data: { user_id: 'u-1', verified_at: '2026-11-06T09:00:00.000Z' } };
const withdrew: Event = { type: 'MemberWithdrew', data: { user_id: 'u-1', reason: null, withdrew_at: '2026-11-07T09:00:00.000Z' } };

const justRegistered: MemberDocument = {
  user_id: 'u-1',
  nickname: 'たろう',
  class: 1,
  corporate_number: null,
  prefecture_id: null,
  hobby_ids: [],
  homebuilder_number: null,
  is_interested_buyer: false,
  is_interested_seller: true,
  identification_verify_status: 1,
  identification_reject_reason: null,
  identity_documents: [],
  sign_up_completed: false,
  profile_completed: false,
  status: 'active',
  registered_at: '2026-11-01T09:00:00.000Z',
  updated_at: '2026-11-01T09:00:00.000Z',
};

describe('Members read model / keys', () => {
  it('keys every event by the member', () => {
    expect(membersProjector.documentIds(projected(registered, 1))).toEqual(['u-1']);
    expect(membersProjector.documentIds(projected(verified, 2))).toEqual(['u-1']);
  });

  it('handles every account and identification event', () => {
    expect([...membersProjector.handles].sort()).toEqual(
      [
        'IdentityDocumentsSubmitted',
        'IdentityRejected',
        'IdentityReviewReopened',
        'IdentityVerified',
        'MemberEmailChanged',
        'MemberPasswordChanged',
        'MemberProfileUpdated',
        'MemberRegistered',
        'MemberSignUpCompleted',
        'MemberWithdrew',
      ].sort(),
    );
  });
});

describe('Members read model / given a registration', () => {
  it('holds a personal member, not identified, profile and sign-up not completed', () => {
    expect(project([registered])).toEqual(justRegistered);
  });

  it('marks the sign-up completed', () => {
    expect(project([registered, { type: 'MemberSignUpCompleted', data: { user_id: 'u-1', completed_at: 'x' } }])).toEqual({
      ...justRegistered,
      sign_up_completed: true,
    });
  });

  it('moves the update time on an e-mail change and keeps it on a password change', () => {
    const emailChanged: Event = { type: 'MemberEmailChanged', data: { user_id: 'u-1', changed_at: '2026-11-09T00:00:00.000Z' } };
    const passwordChanged: Event = { type: 'MemberPasswordChanged', data: { user_id: 'u-1', via: 'change', changed_at: '2026-11-10T00:00:00.000Z' } };
    expect(project([registered, emailChanged])).toEqual({ ...justRegistered, updated_at: '2026-11-09T00:00:00.000Z' });
    expect(project([registered, passwordChanged])).toEqual(justRegistered);
  });
});

describe('Members read model / given a profile update', () => {
  it('copies the non-personal fields and the update time', () => {
    expect(project([registered, profileUpdated])).toEqual({
      ...justRegistered,
      nickname: '空き家商店',
      class: 2,
      corporate_number: '7000012050002',
      prefecture_id: 20,
      hobby_ids: [1, 12],
      homebuilder_number: '13-(1)12345',
      profile_completed: true,
      updated_at: '2026-11-02T09:00:00.000Z',
    });
  });

  it('adds no field of its own, such as the changed-field names', () => {
    expect(Object.keys(project([registered, profileUpdated]) ?? {}).sort()).toEqual(Object.keys(justRegistered).sort());
  });
});

describe('Members read model / identification', () => {
  it('goes from not submitted to pending, rejected, pending again and verified', () => {
    const lifecycle: Event[] = [registered, submitted, rejected, resubmitted, verified];
    const statuses = lifecycle.map((_, index) => project(lifecycle.slice(0, index + 1))?.identification_verify_status);
    expect(statuses).toEqual([1, 2, 4, 2, 3]);
  });

  it('keeps the submitted documents with their upload time', () => {
    expect(project([registered, submitted])).toMatchObject({
      identification_verify_status: 2,
      identity_documents: [{ ...licence, uploaded_at: '2026-11-03T09:00:00.000Z' }],
    });
  });

  it('keeps the reason of a rejection', () => {
    expect(project([registered, submitted, rejected])).toMatchObject({
      identification_verify_status: 4,
      identification_reject_reason: '文字が読めません。',
    });
  });

  it('clears the reason and replaces the documents on a new submission', () => {
    expect(project([registered, submitted, rejected, resubmitted])).toMatchObject({
      identification_verify_status: 2,
      identification_reject_reason: null,
      identity_documents: [{ ...licenceAgain, uploaded_at: '2026-11-05T09:00:00.000Z' }],
    });
  });

  it('goes back to pending (審査中) with the same documents when a verified field changes, and to verified again', () => {
    const reopened: Event = { type: 'IdentityReviewReopened', data: { user_id: 'u-1', changed_fields: ['name_last'], reopened_at: '2026-11-07T09:00:00.000Z' } };
    const lifecycle: Event[] = [registered, submitted, verified, reopened, { ...verified }];
    const statuses = lifecycle.map((_, index) => project(lifecycle.slice(0, index + 1))?.identification_verify_status);
    expect(statuses).toEqual([1, 2, 3, 2, 3]);
    expect(project([registered, submitted, verified, reopened])).toMatchObject({ identity_documents: [{ ...licence }] });
  });

  it('keeps the documents once verified', () => {
    expect(project([registered, submitted, rejected, resubmitted, verified])).toMatchObject({
      identification_verify_status: 3,
      identity_documents: [{ ...licenceAgain, uploaded_at: '2026-11-05T09:00:00.000Z' }],
    });
  });
});

describe('Members read model / given a withdrawal', () => {
  it('is withdrawn, without documents, at the withdrawal time', () => {
    expect(project([registered, profileUpdated, submitted, verified, withdrew])).toEqual({
      ...justRegistered,
      nickname: '空き家商店',
      class: 2,
      corporate_number: '7000012050002',
      prefecture_id: 20,
      hobby_ids: [1, 12],
      homebuilder_number: '13-(1)12345',
      profile_completed: true,
      identification_verify_status: 3,
      status: 'withdrawn',
      identity_documents: [],
      updated_at: '2026-11-07T09:00:00.000Z',
    });
  });
});

describe('Members read model / without a registration', () => {
  it.each([profileUpdated, submitted, verified, withdrew])('ignores $type', (event) => {
    expect(membersProjector.evolve(null, projected(event, 1), 'u-1')).toBeNull();
  });
});

describe('Members read model / replay', () => {
  it('gives the same document for the same events', () => {
    const events = [registered, profileUpdated, submitted, rejected, resubmitted, verified];
    expect(project(events)).toEqual(project(events));
  });

  it('does not change the document it is given', () => {
    const before = project([registered, submitted]) as MemberDocument;
    const copy = structuredClone(before);
    membersProjector.evolve(before, projected(withdrew, 9), 'u-1');
    expect(before).toEqual(copy);
  });
});
