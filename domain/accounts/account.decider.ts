import { assertNever, type Decider } from '../shared/decider';
import { DomainError } from '../shared/domain-error';
import { FieldErrors } from '../shared/field-errors';
import type { AccountEvent, ImpersonationEndReason } from './account.events';
import { checkNickname } from './nickname.rule';
import type { Profile } from './profile.rules';

export type AccountCommand =
  | {
      type: 'RegisterMember';
      user_id: string;
      nickname: string;
      is_interested_buyer: boolean;
      is_interested_seller: boolean;
      now: string;
    }
  | { type: 'CompleteSignUp'; now: string }
  | { type: 'UpdateProfile'; profile: Profile; changed_fields: string[]; now: string }
  | { type: 'RecordEmailChange'; now: string }
  | { type: 'RecordPasswordChange'; via: 'change' | 'reset'; now: string }
  | { type: 'Withdraw'; reason: string | null; now: string }
  | { type: 'StartImpersonation'; admin_id: string; session_id: string; expires_at: string; now: string }
  | { type: 'EndImpersonation'; admin_id: string; session_id: string; reason: ImpersonationEndReason; now: string };

export type AccountState =
  | { status: 'absent' }
  | { status: 'active'; user_id: string; nickname: string; sign_up_completed: boolean; profile_completed: boolean }
  | { status: 'withdrawn'; user_id: string };

export const WITHDRAWAL_REASON_MAX_LENGTH = 500;

export function checkInterests(buyer: boolean, seller: boolean, errors: FieldErrors): void {
  if (!buyer && !seller) errors.add('is_interested_buyer', '「購入を検討している」「売却を検討している」の少なくとも一方を選んでください。');
}

function notFound(): DomainError {
  return DomainError.notFound('account.not_found', '会員が見つかりません。');
}

function active(state: AccountState): Extract<AccountState, { status: 'active' }> {
  if (state.status === 'active') return state;
  if (state.status === 'withdrawn') throw DomainError.conflict('account.withdrawn', 'この会員は退会済みです。');
  throw notFound();
}

export const accountDecider: Decider<AccountCommand, AccountState, AccountEvent> = {
  initialState: () => ({ status: 'absent' }),

  evolve(state, event) {
    switch (event.type) {
      case 'MemberRegistered':
        return {
          status: 'active',
          user_id: event.data.user_id,
          nickname: event.data.nickname,
          sign_up_completed: false,
          profile_completed: false,
        };
      case 'MemberSignUpCompleted':
        return state.status === 'active' ? { ...state, sign_up_completed: true } : state;
      case 'MemberProfileUpdated':
        return state.status === 'active'
          ? { ...state, nickname: event.data.nickname, profile_completed: event.data.profile_completed }
          : state;
      case 'MemberEmailChanged':
      case 'MemberPasswordChanged':
      case 'MemberImpersonationStarted':
      case 'MemberImpersonationEnded':
        return state;
      case 'MemberWithdrew':
        return { status: 'withdrawn', user_id: event.data.user_id };
      default:
        return assertNever(event);
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'RegisterMember': {
        if (state.status !== 'absent') throw DomainError.conflict('account.exists', 'この会員はすでに登録されています。');
        const errors = new FieldErrors();
        const nickname = checkNickname(command.nickname, errors);
        checkInterests(command.is_interested_buyer, command.is_interested_seller, errors);
        errors.throwIfAny('account.invalid');
        return [
          {
            type: 'MemberRegistered',
            data: {
              user_id: command.user_id,
              nickname,
              is_interested_buyer: command.is_interested_buyer,
              is_interested_seller: command.is_interested_seller,
              registered_at: command.now,
            },
          },
        ];
      }
      case 'CompleteSignUp': {
        const current = active(state);
        if (current.sign_up_completed) return [];
        return [{ type: 'MemberSignUpCompleted', data: { user_id: current.user_id, completed_at: command.now } }];
      }
      case 'UpdateProfile': {
        const current = active(state);
        if (command.changed_fields.length === 0) return [];
        const { profile } = command;
        return [
          {
            type: 'MemberProfileUpdated',
            data: {
              user_id: current.user_id,
              changed_fields: [...command.changed_fields].sort(),
              nickname: profile.nickname,
              class: profile.class,
              corporate_number: profile.corporate_number,
              prefecture_id: profile.prefecture_id,
              hobby_ids: profile.hobby_ids,
              homebuilder_number: profile.homebuilder_number,
              profile_completed: true,
              updated_at: command.now,
            },
          },
        ];
      }
      case 'RecordEmailChange':
        return [{ type: 'MemberEmailChanged', data: { user_id: active(state).user_id, changed_at: command.now } }];
      case 'RecordPasswordChange':
        return [
          { type: 'MemberPasswordChanged', data: { user_id: active(state).user_id, via: command.via, changed_at: command.now } },
        ];
      case 'Withdraw': {
        const current = active(state);
        const reason = command.reason?.trim() || null;
        if (reason && [...reason].length > WITHDRAWAL_REASON_MAX_LENGTH) {
          throw DomainError.invalid('account.reason_too_long', 'reason', `退会理由は${WITHDRAWAL_REASON_MAX_LENGTH}文字以内で入力してください。`);
        }
        return [{ type: 'MemberWithdrew', data: { user_id: current.user_id, reason, withdrew_at: command.now } }];
      }
      case 'StartImpersonation':
        return [
          {
            type: 'MemberImpersonationStarted',
            data: {
              user_id: active(state).user_id,
              admin_id: command.admin_id,
              session_id: command.session_id,
              expires_at: command.expires_at,
              started_at: command.now,
            },
          },
        ];
      // A session that was started always gets its end recorded, even if the member withdrew meanwhile.
      case 'EndImpersonation':
        if (state.status === 'absent') throw notFound();
        return [
          {
            type: 'MemberImpersonationEnded',
            data: { user_id: state.user_id, admin_id: command.admin_id, session_id: command.session_id, reason: command.reason, ended_at: command.now },
          },
        ];
      default:
        return assertNever(command);
    }
  },
};

/** Which profile fields differ between what was stored and what was sent (on a first save, every field with a value). */
export function changedProfileFields(before: Partial<Profile> | null, after: Profile): string[] {
  return (Object.keys(after) as Array<keyof Profile>).filter(
    (field) => JSON.stringify(before?.[field] ?? null) !== JSON.stringify(after[field]),
  );
}
