import { assertNever, type Decider } from '../shared/decider';
import { DomainError } from '../shared/domain-error';
import { FieldErrors } from '../shared/field-errors';
import type { ServiceOptionContent, ServiceOptionEvent } from './service-option.events';

export const OPTION_NAME_MAX_LENGTH = 50;
export const OPTION_DESCRIPTION_MAX_LENGTH = 2000;
/** Ten million yen: far above any service of this kind, low enough to catch a slipped key. */
export const OPTION_PRICE_MAX = 10_000_000;

export interface ServiceOptionDraft {
  name?: unknown;
  description?: unknown;
  price?: unknown;
  active?: unknown;
}

export type ServiceOptionCommand =
  | { type: 'DefineServiceOption'; option_id: number; content: ServiceOptionContent; now: string }
  /** Fields left out keep their value, as a PATCH does. */
  | { type: 'UpdateServiceOption'; draft: ServiceOptionDraft; now: string };

export type ServiceOptionState = { status: 'absent' } | { status: 'defined'; option_id: number; content: ServiceOptionContent };

function checkedUpdate(draft: ServiceOptionDraft, current: ServiceOptionContent, errors: FieldErrors): ServiceOptionContent {
  const next = { ...current };
  if (draft.name !== undefined) {
    const name = typeof draft.name === 'string' ? draft.name.trim() : null;
    if (name === null) errors.add('name', 'サービス名は文字列で入力してください。');
    else if (name === '') errors.add('name', 'サービス名を入力してください。');
    else if (name.length > OPTION_NAME_MAX_LENGTH) errors.add('name', `サービス名は${OPTION_NAME_MAX_LENGTH}文字以内で入力してください。`);
    else next.name = name;
  }
  if (draft.description !== undefined) {
    const description = draft.description === null ? '' : typeof draft.description === 'string' ? draft.description.replace(/\s+$/u, '') : null;
    if (description === null) errors.add('description', '説明は文字列で入力してください。');
    else if (description.length > OPTION_DESCRIPTION_MAX_LENGTH) errors.add('description', `説明は${OPTION_DESCRIPTION_MAX_LENGTH.toLocaleString('ja-JP')}文字以内で入力してください。`);
    else next.description = description;
  }
  if (draft.price !== undefined) {
    const price = typeof draft.price === 'string' && /^\d+$/.test(draft.price.replace(/,/g, '')) ? Number(draft.price.replace(/,/g, '')) : draft.price;
    if (typeof price !== 'number' || !Number.isSafeInteger(price) || price < 0 || price > OPTION_PRICE_MAX) {
      errors.add('price', `料金は0から${OPTION_PRICE_MAX.toLocaleString('ja-JP')}までの整数（円・税込）で入力してください。`);
    } else {
      next.price = price;
    }
  }
  if (draft.active !== undefined) {
    if (typeof draft.active !== 'boolean') errors.add('active', '提供するかどうかは true か false で指定してください。');
    else next.active = draft.active;
  }
  return next;
}

export const serviceOptionDecider: Decider<ServiceOptionCommand, ServiceOptionState, ServiceOptionEvent> = {
  initialState: () => ({ status: 'absent' }),

  evolve(state, event) {
    switch (event.type) {
      case 'ServiceOptionDefined':
      case 'ServiceOptionUpdated': {
        const { option_id, name, description, price, active } = event.data;
        return { status: 'defined', option_id, content: { name, description, price, active } };
      }
      default:
        return assertNever(event);
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'DefineServiceOption':
        // Defined once; what an admin changed afterwards is not put back by a later start.
        if (state.status === 'defined') return [];
        return [{ type: 'ServiceOptionDefined', data: { option_id: command.option_id, ...command.content, defined_at: command.now } }];
      case 'UpdateServiceOption': {
        if (state.status !== 'defined') throw DomainError.notFound('option.not_found', '指定されたオプションが見つかりません。');
        const errors = new FieldErrors();
        const next = checkedUpdate(command.draft, state.content, errors);
        errors.throwIfAny('option.invalid');
        const same = (Object.keys(next) as (keyof ServiceOptionContent)[]).every((key) => next[key] === state.content[key]);
        return same ? [] : [{ type: 'ServiceOptionUpdated', data: { option_id: state.option_id, ...next, updated_at: command.now } }];
      }
      default:
        return assertNever(command);
    }
  },
};
