import type { AccountEvent, MemberClass } from '../../domain/accounts/account.events';
import { VERIFY_STATUS, type IdentificationEvent, type IdentityDocument, type VerifyStatus } from '../../domain/identification/identification.events';
import type { DocumentProjector } from '../shared/projector';

/** What the site knows of a member besides personal data: the admin list, badges, access rules. */
export interface MemberDocument {
  user_id: string;
  nickname: string;
  class: MemberClass;
  corporate_number: string | null;
  prefecture_id: number | null;
  hobby_ids: number[];
  homebuilder_number: string | null;
  is_interested_buyer: boolean;
  is_interested_seller: boolean;
  identification_verify_status: VerifyStatus;
  identification_reject_reason: string | null;
  identity_documents: Array<IdentityDocument & { uploaded_at: string }>;
  sign_up_completed: boolean;
  profile_completed: boolean;
  status: 'active' | 'withdrawn';
  registered_at: string;
  updated_at: string;
}

export const MEMBERS_COLLECTION = 'members';

export const membersProjector: DocumentProjector<MemberDocument, AccountEvent | IdentificationEvent> = {
  name: 'members',
  collection: MEMBERS_COLLECTION,
  version: 1,
  handles: [
    'MemberRegistered',
    'MemberSignUpCompleted',
    'MemberProfileUpdated',
    'MemberEmailChanged',
    'MemberPasswordChanged',
    'MemberWithdrew',
    'IdentityDocumentsSubmitted',
    'IdentityVerified',
    'IdentityRejected',
    'IdentityReviewReopened',
  ],
  columns: {
    nickname: 'text',
    class: 'integer',
    prefecture_id: 'integer',
    identification_verify_status: 'integer',
    status: 'text',
    registered_at: 'timestamptz',
  },
  documentIds: (event) => [event.data.user_id],
  evolve(member, event) {
    if (event.type === 'MemberRegistered') {
      return {
        user_id: event.data.user_id,
        nickname: event.data.nickname,
        class: 1,
        corporate_number: null,
        prefecture_id: null,
        hobby_ids: [],
        homebuilder_number: null,
        is_interested_buyer: event.data.is_interested_buyer,
        is_interested_seller: event.data.is_interested_seller,
        identification_verify_status: VERIFY_STATUS.not_submitted,
        identification_reject_reason: null,
        identity_documents: [],
        sign_up_completed: false,
        profile_completed: false,
        status: 'active',
        registered_at: event.data.registered_at,
        updated_at: event.data.registered_at,
      };
    }
    if (!member) return null;
    switch (event.type) {
      case 'MemberSignUpCompleted':
        return { ...member, sign_up_completed: true };
      case 'MemberProfileUpdated': {
        const { user_id: _id, changed_fields: _fields, updated_at, ...profile } = event.data;
        return { ...member, ...profile, updated_at };
      }
      case 'MemberEmailChanged':
        return { ...member, updated_at: event.data.changed_at };
      case 'MemberPasswordChanged':
      case 'MemberImpersonationStarted':
      case 'MemberImpersonationEnded':
        return member;
      case 'MemberWithdrew':
        return { ...member, status: 'withdrawn', identity_documents: [], updated_at: event.data.withdrew_at };
      case 'IdentityDocumentsSubmitted':
        return {
          ...member,
          identification_verify_status: VERIFY_STATUS.pending,
          identification_reject_reason: null,
          identity_documents: event.data.documents.map((document) => ({ ...document, uploaded_at: event.data.submitted_at })),
        };
      case 'IdentityVerified':
        return { ...member, identification_verify_status: VERIFY_STATUS.verified };
      case 'IdentityRejected':
        return { ...member, identification_verify_status: VERIFY_STATUS.rejected, identification_reject_reason: event.data.reason };
      case 'IdentityReviewReopened':
        return { ...member, identification_verify_status: VERIFY_STATUS.pending, identification_reject_reason: null };
    }
  },
};
