import { normalizeZipcode } from '../masters/zipcode.rule';
import { normalizePhone } from '../accounts/phone-number.rule';
import { assertNever, type Decider } from '../shared/decider';
import { DomainError } from '../shared/domain-error';
import { FieldErrors } from '../shared/field-errors';
import type { LawyerEvent, LawyerProfile } from './lawyer.events';

export type LawyerCommand =
  | { type: 'InviteLawyer'; lawyer_id: string; now: string }
  | { type: 'RegisterLawyer'; name: string; office_name: string; now: string }
  | { type: 'UpdateLawyerProfile'; profile: LawyerProfile; now: string }
  | { type: 'RecordLawyerPasswordReset'; now: string }
  | { type: 'RemoveLawyer'; now: string };

export type LawyerState =
  | { status: 'absent' }
  | { status: 'invited'; lawyer_id: string }
  | { status: 'registered'; lawyer_id: string; profile: LawyerProfile }
  | { status: 'removed'; lawyer_id: string };

const HALF_WIDTH = /^[\x21-\x7e]*$/;

function required(value: string, field: string, label: string, max: number, errors: FieldErrors): string {
  const trimmed = value.normalize('NFC').trim();
  if (trimmed.length === 0) errors.add(field, `${label}を入力してください。`);
  else if ([...trimmed].length > max) errors.add(field, `${label}は${max}文字以内で入力してください。`);
  return trimmed;
}

function optional(value: string | null, field: string, label: string, max: number, errors: FieldErrors): string | null {
  const trimmed = (value ?? '').normalize('NFC').trim();
  if (trimmed.length === 0) return null;
  if ([...trimmed].length > max) errors.add(field, `${label}は${max}文字以内で入力してください。`);
  return trimmed;
}

/** The two fields of the registration form besides the password. */
export function checkLawyerRegistration(input: { name: string; office_name: string }, errors: FieldErrors): { name: string; office_name: string } {
  return {
    name: required(input.name, 'name', '氏名', 50, errors),
    office_name: required(input.office_name, 'office_name', '事務所名', 100, errors),
  };
}

/** Checks and normalises a lawyer's own profile, naming every wrong field at once. */
export function checkLawyerProfile(input: LawyerProfile): LawyerProfile {
  const errors = new FieldErrors();
  const name = required(input.name, 'name', '氏名', 50, errors);
  const office_name = required(input.office_name, 'office_name', '事務所名', 100, errors);
  const name_kana = optional(input.name_kana, 'name_kana', '氏名（カナ）', 50, errors);
  if (name_kana && !/^[\p{Script=Katakana}ー・\u3000 ]+$/u.test(name_kana)) errors.add('name_kana', '氏名（カナ）は全角カタカナで入力してください。');
  const registration_number = optional(input.registration_number, 'registration_number', '登録番号', 30, errors);
  if (registration_number && !HALF_WIDTH.test(registration_number.normalize('NFKC'))) {
    errors.add('registration_number', '登録番号は半角英数字と記号で、空白を入れずに入力してください。');
  }
  let zipcode: string | null = null;
  if (input.zipcode) {
    zipcode = normalizeZipcode(input.zipcode);
    if (!zipcode) errors.add('zipcode', '郵便番号は7桁の数字で入力してください（例: 123-4567）。');
  }
  const address = optional(input.address, 'address', '所在地', 200, errors);
  let tel: string | null = null;
  if (input.tel) {
    tel = normalizePhone(input.tel);
    if (!tel) errors.add('tel', '電話番号は市外局番から3つに分けて、半角数字で入力してください（例: 03-1234-5678）。');
  }
  errors.throwIfAny('lawyer.invalid');
  return { name, name_kana, office_name, registration_number: registration_number?.normalize('NFKC') ?? null, zipcode, address, tel };
}

/**
 * Field by field, not by JSON text: the registered profile and one read back from a jsonb column
 * hold the same values with their keys in another order.
 */
function sameProfile(next: LawyerProfile, current: LawyerProfile): boolean {
  return (Object.keys(next) as Array<keyof LawyerProfile>).every((field) => next[field] === current[field]);
}

export const lawyerDecider: Decider<LawyerCommand, LawyerState, LawyerEvent> = {
  initialState: () => ({ status: 'absent' }),

  evolve(state, event) {
    switch (event.type) {
      case 'LawyerInvited':
        return { status: 'invited', lawyer_id: event.data.lawyer_id };
      case 'LawyerRegistered':
        return {
          status: 'registered',
          lawyer_id: event.data.lawyer_id,
          profile: {
            name: event.data.name,
            office_name: event.data.office_name,
            name_kana: null,
            registration_number: null,
            zipcode: null,
            address: null,
            tel: null,
          },
        };
      case 'LawyerProfileUpdated': {
        if (state.status !== 'registered') return state;
        const { lawyer_id: _id, updated_at: _at, ...profile } = event.data;
        return { ...state, profile };
      }
      case 'LawyerPasswordChanged':
        return state;
      case 'LawyerRemoved':
        return { status: 'removed', lawyer_id: event.data.lawyer_id };
      default:
        return assertNever(event);
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'InviteLawyer':
        if (state.status !== 'absent') throw DomainError.conflict('lawyer.exists', 'この司法書士はすでに招待されています。');
        return [{ type: 'LawyerInvited', data: { lawyer_id: command.lawyer_id, invited_at: command.now } }];
      case 'RegisterLawyer': {
        if (state.status === 'absent' || state.status === 'removed') throw DomainError.notFound('lawyer.not_invited', '招待が見つかりません。');
        if (state.status === 'registered') throw DomainError.conflict('lawyer.registered', '既に会員登録されています');
        const errors = new FieldErrors();
        const { name, office_name } = checkLawyerRegistration(command, errors);
        errors.throwIfAny('lawyer.invalid');
        return [{ type: 'LawyerRegistered', data: { lawyer_id: state.lawyer_id, name, office_name, registered_at: command.now } }];
      }
      case 'UpdateLawyerProfile': {
        if (state.status !== 'registered') throw DomainError.notFound('lawyer.not_found', '司法書士が見つかりません。');
        const profile = checkLawyerProfile(command.profile);
        if (sameProfile(profile, state.profile)) return [];
        return [{ type: 'LawyerProfileUpdated', data: { ...profile, lawyer_id: state.lawyer_id, updated_at: command.now } }];
      }
      case 'RecordLawyerPasswordReset':
        if (state.status !== 'registered') throw DomainError.notFound('lawyer.not_found', '司法書士が見つかりません。');
        return [{ type: 'LawyerPasswordChanged', data: { lawyer_id: state.lawyer_id, via: 'reset', changed_at: command.now } }];
      case 'RemoveLawyer':
        if (state.status === 'absent') throw DomainError.notFound('lawyer.not_found', '司法書士が見つかりません。');
        // Removing twice changes nothing: the operator's command may be run again after a failure.
        if (state.status === 'removed') return [];
        return [{ type: 'LawyerRemoved', data: { lawyer_id: state.lawyer_id, removed_at: command.now } }];
      default:
        return assertNever(command);
    }
  },
};
