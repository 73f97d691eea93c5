import { assertNever, type Decider } from '../shared/decider';
import { DomainError } from '../shared/domain-error';
import type { AdminEvent } from './admin.events';

export type AdminCommand =
  | { type: 'RegisterAdmin'; admin_id: string; name: string; now: string }
  | { type: 'RemoveAdmin'; now: string };
export type AdminState =
  | { status: 'absent' }
  | { status: 'active'; admin_id: string; name: string }
  | { status: 'removed'; admin_id: string };

export const adminDecider: Decider<AdminCommand, AdminState, AdminEvent> = {
  initialState: () => ({ status: 'absent' }),
  evolve(state, event) {
    switch (event.type) {
      case 'AdminRegistered':
        return { status: 'active', admin_id: event.data.admin_id, name: event.data.name };
      case 'AdminRemoved':
        return { status: 'removed', admin_id: event.data.admin_id };
      default:
        return assertNever(event);
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'RegisterAdmin': {
        if (state.status !== 'absent') return [];
        const name = command.name.trim();
        if (name.length === 0 || [...name].length > 50) throw DomainError.invalid('admin.name_invalid', 'name', '管理者名は1文字以上50文字以内で入力してください。');
        return [{ type: 'AdminRegistered', data: { admin_id: command.admin_id, name, registered_at: command.now } }];
      }
      case 'RemoveAdmin':
        if (state.status === 'absent') throw DomainError.notFound('admin.not_found', '管理者が見つかりません。');
        // Removing twice changes nothing: the operator's command may be run again after a failure.
        if (state.status === 'removed') return [];
        return [{ type: 'AdminRemoved', data: { admin_id: state.admin_id, removed_at: command.now } }];
      default:
        return assertNever(command);
    }
  },
};
