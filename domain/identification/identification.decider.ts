import { assertNever, type Decider } from '../shared/decider';
import { DomainError } from '../shared/domain-error';
import type { IdentificationEvent, IdentityDocument } from './identification.events';
import { verifiedFieldsAmong } from './verified-profile-fields.rule';

export type IdentificationCommand =
  | { type: 'SubmitIdentityDocuments'; user_id: string; documents: IdentityDocument[]; now: string }
  | { type: 'VerifyIdentity'; now: string }
  | { type: 'RejectIdentity'; reason: string; now: string }
  /** The member's profile changed; `changed_fields` are the profile fields that did. */
  | { type: 'ReopenIdentityReview'; changed_fields: readonly string[]; now: string };

export type IdentificationState =
  | { status: 'not_submitted' }
  | { status: 'pending'; user_id: string; documents: IdentityDocument[] }
  | { status: 'verified'; user_id: string; documents: IdentityDocument[] }
  | { status: 'rejected'; user_id: string; documents: IdentityDocument[]; reason: string };

export const MAX_IDENTITY_DOCUMENTS = 3;
export const REJECTION_REASON_MAX_LENGTH = 500;

export const identificationDecider: Decider<IdentificationCommand, IdentificationState, IdentificationEvent> = {
  initialState: () => ({ status: 'not_submitted' }),

  evolve(state, event) {
    switch (event.type) {
      case 'IdentityDocumentsSubmitted':
        return { status: 'pending', user_id: event.data.user_id, documents: event.data.documents };
      case 'IdentityVerified':
        return state.status === 'pending' ? { ...state, status: 'verified' } : state;
      case 'IdentityRejected':
        return state.status === 'pending' ? { ...state, status: 'rejected', reason: event.data.reason } : state;
      case 'IdentityReviewReopened':
        return state.status === 'verified' ? { ...state, status: 'pending' } : state;
      default:
        return assertNever(event);
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'SubmitIdentityDocuments': {
        if (state.status === 'pending') {
          throw DomainError.conflict('identification.pending', '提出済みの本人確認書類を確認しています。結果のお知らせをお待ちください。');
        }
        if (state.status === 'verified') throw DomainError.conflict('identification.verified', '本人確認はすでに完了しています。');
        if (command.documents.length === 0) {
          throw DomainError.invalid('identification.no_documents', 'files', '本人確認書類のファイルを選択してください。');
        }
        if (command.documents.length > MAX_IDENTITY_DOCUMENTS) {
          throw DomainError.invalid('identification.too_many', 'files', `本人確認書類は${MAX_IDENTITY_DOCUMENTS}ファイルまで提出できます。`);
        }
        return [
          {
            type: 'IdentityDocumentsSubmitted',
            data: { user_id: command.user_id, documents: command.documents, submitted_at: command.now },
          },
        ];
      }
      case 'VerifyIdentity':
        if (state.status !== 'pending') throw notPending(state);
        return [{ type: 'IdentityVerified', data: { user_id: state.user_id, verified_at: command.now } }];
      case 'RejectIdentity': {
        if (state.status !== 'pending') throw notPending(state);
        const reason = command.reason.trim();
        if (reason.length === 0) throw DomainError.invalid('identification.reason_required', 'reason', '差し戻しの理由を入力してください。');
        if ([...reason].length > REJECTION_REASON_MAX_LENGTH) {
          throw DomainError.invalid('identification.reason_too_long', 'reason', `差し戻しの理由は${REJECTION_REASON_MAX_LENGTH}文字以内で入力してください。`);
        }
        return [{ type: 'IdentityRejected', data: { user_id: state.user_id, reason, rejected_at: command.now } }];
      }
      case 'ReopenIdentityReview': {
        // Only a verification can go stale; a pending review already looks at the profile as it is now.
        if (state.status !== 'verified') return [];
        const changed = verifiedFieldsAmong(command.changed_fields);
        if (changed.length === 0) return [];
        return [{ type: 'IdentityReviewReopened', data: { user_id: state.user_id, changed_fields: changed, reopened_at: command.now } }];
      }
      default:
        return assertNever(command);
    }
  },
};

function notPending(state: IdentificationState): DomainError {
  if (state.status === 'not_submitted') return DomainError.conflict('identification.not_submitted', '本人確認書類がまだ提出されていません。');
  return DomainError.conflict('identification.not_pending', 'この本人確認はすでに確認済みです。');
}
