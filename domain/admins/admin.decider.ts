import { assertNever, type Decider } from '../shared/decider';
import { DomainError } from '../shared/domain-error';
import type { AdminEvent } from './admin.events';

export type AdminCommand = { type: 'RegisterAdmin'; admin_id: string; name: string; now: string };
export type AdminState = { status: 'absent' } | { status: 'active'; admin_id: string; name: string };

export const adminDecider: Decider<AdminCommand, AdminState, AdminEvent> = {
  initialState: () => ({ status: 'absent' }),
  evolve(_state, event) {
    switch (event.type) {
      case 'AdminRegistered':
        return { status: 'active', admin_id: event.data.admin_id, name: event.data.name };
      default:
        return assertNever(event.type);
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
      default:
        return assertNever(command.type);
    }
  },
};
