import { Injectable } from '@nestjs/common';
import { propertyDecider, type PropertyCommand, type PropertyState } from '../../domain/properties/property.decider';
import { PROPERTY_STATUSES, propertyStreamId } from '../../domain/properties/property.events';
import { DomainError } from '../../domain/shared/domain-error';
import type { Principal } from '../accounts/account-role';
import { Clock } from '../shared/clock.port';
import type { CommandContext } from '../shared/command-context';
import { handleDeciderCommand, loadState } from '../shared/decider-command.handler';
import { EventStore } from '../shared/event-store.port';
import { IdGenerator } from '../shared/id-generator.port';
import type { Page } from '../shared/page';
import { AdminPropertyList, type AdminPropertyFilter, type AdminPropertyRow } from './admin-property-list.port';
import { propertyActorFor } from './property-access.policy';

export const ADMIN_PROPERTY_PAGE_SIZE = 20;
/** One request deletes at most this many listings. */
export const MAX_DELETE_IDS = 100;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The admin's view of every listing, and deletion of several at once. */
@Injectable()
export class AdminListingsService {
  constructor(
    private readonly list: AdminPropertyList,
    private readonly eventStore: EventStore,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
  ) {}

  search(filter: AdminPropertyFilter, page: number): Promise<Page<AdminPropertyRow>> {
    return this.list.search(filter, Math.max(1, Math.floor(page) || 1), ADMIN_PROPERTY_PAGE_SIZE);
  }

  /**
   * Moves each listing to 削除済み. Every one is decided before anything is written, so an unknown
   * or already deleted listing refuses the whole request and names itself.
   */
  async delete(principal: Principal, propertyIds: readonly string[], context: CommandContext): Promise<{ ids: string[]; position: number }> {
    const unique = [...new Set(propertyIds)];
    if (unique.length === 0) throw DomainError.invalid('property.ids_required', 'ids', '削除する物件を選んでください。');
    if (unique.length > MAX_DELETE_IDS) {
      throw DomainError.invalid('property.too_many_ids', 'ids', `一度に削除できる物件は${MAX_DELETE_IDS}件までです。`);
    }
    const now = this.clock.now();
    const commands = new Map<string, PropertyCommand>();
    for (const id of unique) {
      const state = UUID.test(id) ? (await loadState(this.eventStore, propertyDecider, propertyStreamId(id))).state : null;
      if (!state || state.status === 'none') throw DomainError.notFound('property.not_found', `物件が見つかりません（id: ${id}）。`);
      const command: PropertyCommand = { type: 'ChangePropertyStatus', to: 'deleted', by: propertyActorFor(principal, state.owner_id), now };
      decideNaming(id, state, command);
      commands.set(id, command);
    }
    let position = 0;
    for (const [id, command] of commands) {
      const result = await handleDeciderCommand({
        eventStore: this.eventStore,
        ids: this.ids,
        decider: propertyDecider,
        streamId: propertyStreamId(id),
        command,
        context,
      });
      position = Math.max(position, result.position);
    }
    return { ids: unique, position };
  }
}

/** The decider's refusal, with the listing it is about named in the message. */
function decideNaming(id: string, state: Exclude<PropertyState, { status: 'none' }>, command: PropertyCommand): void {
  try {
    propertyDecider.decide(command, state);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    const label = state.fields.name ? `「${state.fields.name}」（id: ${id}）` : `id: ${id}`;
    const message =
      state.status === 'deleted' ? `物件${label}はすでに${PROPERTY_STATUSES.deleted.name}です。` : `物件${label}は削除できません。${error.message}`;
    throw new DomainError(error.kind, error.code, message, error.fields);
  }
}
