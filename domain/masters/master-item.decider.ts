import { assertNever, type Decider } from '../shared/decider';
import { DomainError } from '../shared/domain-error';
import type { MasterItemEvent, MasterKind } from './master-item.events';

export type MasterItemCommand =
  | { type: 'RegisterMasterItem'; kind: MasterKind; id: number; name: string; sort: number; note?: string; now: string }
  | { type: 'RenameMasterItem'; kind: MasterKind; id: number; name: string; now: string }
  | { type: 'RemoveMasterItem'; kind: MasterKind; id: number; now: string };

export type MasterItemState =
  | { status: 'absent' }
  | { status: 'active'; kind: MasterKind; id: number; name: string }
  | { status: 'removed'; kind: MasterKind; id: number };

export const MASTER_NAME_MAX_LENGTH = 50;
export const MASTER_NOTE_MAX_LENGTH = 200;

function checkedName(name: string): string {
  const trimmed = name.trim();
  if (trimmed.length === 0) throw DomainError.invalid('master.name_required', 'name', '名称を入力してください。');
  if (trimmed.length > MASTER_NAME_MAX_LENGTH) {
    throw DomainError.invalid('master.name_too_long', 'name', `名称は${MASTER_NAME_MAX_LENGTH}文字以内で入力してください。`);
  }
  return trimmed;
}

function notFound(): DomainError {
  return DomainError.notFound('master.not_found', '指定された項目が見つかりません。');
}

export const masterItemDecider: Decider<MasterItemCommand, MasterItemState, MasterItemEvent> = {
  initialState: () => ({ status: 'absent' }),

  evolve(state, event) {
    switch (event.type) {
      case 'MasterItemRegistered':
        return { status: 'active', kind: event.data.kind, id: event.data.id, name: event.data.name };
      case 'MasterItemRenamed':
        return state.status === 'active' ? { ...state, name: event.data.name } : state;
      case 'MasterItemRemoved':
        return { status: 'removed', kind: event.data.kind, id: event.data.id };
      default:
        return assertNever(event);
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'RegisterMasterItem': {
        if (state.status !== 'absent') {
          throw DomainError.conflict('master.id_taken', 'この番号の項目はすでに登録されています。');
        }
        if (!Number.isInteger(command.id) || command.id < 1) {
          throw DomainError.invalid('master.id_invalid', 'id', '番号は1以上の整数で指定してください。');
        }
        const note = command.note?.trim();
        if (note && note.length > MASTER_NOTE_MAX_LENGTH) {
          throw DomainError.invalid('master.note_too_long', 'note', `補足は${MASTER_NOTE_MAX_LENGTH}文字以内で入力してください。`);
        }
        return [
          {
            type: 'MasterItemRegistered',
            data: {
              kind: command.kind,
              id: command.id,
              name: checkedName(command.name),
              sort: command.sort,
              ...(note ? { note } : {}),
              registered_at: command.now,
            },
          },
        ];
      }
      case 'RenameMasterItem': {
        if (state.status !== 'active') throw notFound();
        const name = checkedName(command.name);
        if (name === state.name) return [];
        return [{ type: 'MasterItemRenamed', data: { kind: state.kind, id: state.id, name, renamed_at: command.now } }];
      }
      case 'RemoveMasterItem': {
        if (state.status !== 'active') throw notFound();
        return [{ type: 'MasterItemRemoved', data: { kind: state.kind, id: state.id, removed_at: command.now } }];
      }
      default:
        return assertNever(command);
    }
  },
};
