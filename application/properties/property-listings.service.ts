import { Injectable } from '@nestjs/common';
import type { PropertyInput } from '../../domain/properties/property-fields.rules';
import { propertyDecider, type PropertyCommand } from '../../domain/properties/property.decider';
import { inSequence } from '../../domain/shared/decider';
import { propertyStreamId, statusById, type PropertyStatus } from '../../domain/properties/property.events';
import { DomainError } from '../../domain/shared/domain-error';
import type { PropertyDocument } from '../../read-models/properties/properties.projector';
import type { Principal } from '../accounts/account-role';
import { Clock } from '../shared/clock.port';
import type { CommandContext } from '../shared/command-context';
import type { CommandResult } from '../shared/command-result';
import { handleDeciderCommand, loadState } from '../shared/decider-command.handler';
import { EventStore } from '../shared/event-store.port';
import { IdGenerator } from '../shared/id-generator.port';
import { ReadStore } from '../shared/read-store.port';
import { propertyActorFor } from './property-access.policy';
import { propertyView, type PropertyView } from './property-view';
import { isSellerVerified } from './seller-verification';

const PROPERTIES = 'properties';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A member's listings: drafts, group saves and status changes, each checked against who asks. */
@Injectable()
export class PropertyListingsService {
  constructor(
    private readonly eventStore: EventStore,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    private readonly readStore: ReadStore,
  ) {}

  async createDraft(principal: Principal, input: PropertyInput, context: CommandContext): Promise<CommandResult & { id: string }> {
    if (principal.role !== 'member') throw DomainError.forbidden('property.members_only');
    const id = this.ids.uuid();
    const result = await this.run(id, { type: 'CreatePropertyDraft', property_id: id, owner_id: principal.subjectId, input, now: this.clock.now() }, context);
    return { ...result, id };
  }

  async edit(principal: Principal, id: string, input: PropertyInput, context: CommandContext): Promise<CommandResult> {
    await this.actorFor(principal, id);
    return this.run(id, { type: 'EditProperty', input, now: this.clock.now() }, context);
  }

  async changeStatus(principal: Principal, id: string, statusId: number, context: CommandContext): Promise<CommandResult> {
    const to = statusById(statusId);
    if (!to) throw DomainError.invalid('property.status_unknown', 'status_id', '物件の状態が正しくありません。');
    const { by, owner_id } = await this.actorAndStatus(principal, id);
    const seller_verified = await this.sellerVerifiedFor(to, owner_id);
    return this.run(id, { type: 'ChangePropertyStatus', to, by, seller_verified, now: this.clock.now() }, context);
  }

  /**
   * Fields and status together, decided as one: the fields are saved first, so a listing can be
   * completed and published in one request, and nothing is written when either is refused. A
   * status equal to the current one, or no fields, leaves that part out.
   */
  async update(principal: Principal, id: string, input: PropertyInput, statusId: number | undefined, context: CommandContext): Promise<CommandResult> {
    const to = statusId === undefined ? undefined : statusById(statusId);
    if (to === null) throw DomainError.invalid('property.status_unknown', 'status_id', '物件の状態が正しくありません。');
    const { by, status, owner_id } = await this.actorAndStatus(principal, id);
    const now = this.clock.now();
    const commands: PropertyCommand[] = [];
    if (Object.keys(input).length > 0) commands.push({ type: 'EditProperty', input, now });
    if (to && to !== status) commands.push({ type: 'ChangePropertyStatus', to, by, seller_verified: await this.sellerVerifiedFor(to, owner_id), now });
    return handleDeciderCommand({
      eventStore: this.eventStore,
      ids: this.ids,
      decider: inSequence(propertyDecider),
      streamId: propertyStreamId(id),
      command: commands,
      context,
    });
  }

  /** The listing for its edit form; a deleted one is gone for everyone here. */
  async get(principal: Principal, id: string): Promise<PropertyView> {
    const document = UUID.test(id) ? await this.readStore.get<PropertyDocument>(PROPERTIES, id) : null;
    if (!document || document.status === 'deleted') throw notFound();
    propertyActorFor(principal, document.owner_id);
    return propertyView(document);
  }

  /** The draft the member worked on last, to resume the creation form; null when there is none. */
  async newestDraft(principal: Principal): Promise<PropertyView | null> {
    const [draft] = await this.readStore.find<PropertyDocument>(PROPERTIES, {
      where: { owner_id: principal.subjectId, status: 'draft' },
      orderBy: [{ field: 'updated_at', direction: 'desc' }],
      limit: 1,
    });
    return draft ? propertyView(draft) : null;
  }

  /** The member's own listings, newest change first, without deleted ones. */
  async listOwn(principal: Principal): Promise<PropertyView[]> {
    const documents = await this.readStore.find<PropertyDocument>(PROPERTIES, {
      where: { owner_id: principal.subjectId },
      orderBy: [{ field: 'updated_at', direction: 'desc' }],
    });
    return documents.filter((document) => document.status !== 'deleted').map(propertyView);
  }

  /** Decided from the stream, not the read model, so a listing just created is already its owner's. */
  private async actorFor(principal: Principal, id: string) {
    return (await this.actorAndStatus(principal, id)).by;
  }

  private async actorAndStatus(principal: Principal, id: string) {
    if (!UUID.test(id)) throw notFound();
    const { state } = await loadState(this.eventStore, propertyDecider, propertyStreamId(id));
    if (state.status === 'none') throw notFound();
    return { by: propertyActorFor(principal, state.owner_id), status: state.status, owner_id: state.owner_id };
  }

  /** Only publishing depends on the seller's identity; other changes skip the read. */
  private async sellerVerifiedFor(to: PropertyStatus, ownerId: string): Promise<boolean | undefined> {
    return to === 'published' ? isSellerVerified(this.eventStore, ownerId) : undefined;
  }

  private run(id: string, command: PropertyCommand, context: CommandContext): Promise<CommandResult> {
    return handleDeciderCommand({ eventStore: this.eventStore, ids: this.ids, decider: propertyDecider, streamId: propertyStreamId(id), command, context });
  }
}

function notFound(): DomainError {
  return DomainError.notFound('property.not_found', '物件が見つかりません。');
}
