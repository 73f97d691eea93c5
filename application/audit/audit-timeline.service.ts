import { Injectable } from '@nestjs/common';
import { accountStreamId } from '../../domain/accounts/account.events';
import { contractStreamId } from '../../domain/contracts/contract.events';
import { dealThreadDecider } from '../../domain/deals/deal-thread.decider';
import { dealThreadStreamId } from '../../domain/deals/deal-thread.events';
import { identificationStreamId } from '../../domain/identification/identification.events';
import { propertyStreamId } from '../../domain/properties/property.events';
import { registrationCaseStreamId } from '../../domain/registration-cases/registration-case.events';
import { DomainError } from '../../domain/shared/domain-error';
import type { Principal } from '../accounts/account-role';
import { AdminAccountsService } from '../accounts/admin-accounts.service';
import { dealNotFound } from '../deals/deal-access.policy';
import { dealStreamIds } from '../registration-cases/deal-timeline';
import { RegistrationCasesService } from '../registration-cases/registration-cases.service';
import { loadState } from '../shared/decider-command.handler';
import { EventStore, type RecordedEvent } from '../shared/event-store.port';
import { ActorEvents } from './actor-events.port';
import { buildTimeline, onBehalfNote, type AuditTimelineEntry, type TimelineParty, type TimelineStream } from './audit-timeline';

export const TIMELINE_KINDS = ['member', 'listing', 'deal', 'contract'] as const;
export type TimelineKind = (typeof TIMELINE_KINDS)[number];

const KIND_TITLES: Record<TimelineKind, string> = { member: '会員', listing: '物件', deal: '取引', contract: '契約' };

export interface AuditTimeline {
  kind: TimelineKind;
  id: string;
  title: string;
  entries: AuditTimelineEntry[];
}

/** How many of a member's own actions elsewhere in the log their timeline shows. */
export const MEMBER_ACTIONS_LIMIT = 500;

const ID = /^[A-Za-z0-9-]{1,100}$/;

/** A member's pins are their own way of sorting their deals: the other party does not see them. */
const PRIVATE_TYPES = new Set(['DealThreadPinned', 'DealThreadUnpinned']);
const privateToAnother = (principal: Principal, entry: AuditTimelineEntry) =>
  principal.role !== 'admin' && PRIVATE_TYPES.has(entry.type) && entry.actor.id !== principal.subjectId && entry.on_behalf_of?.id !== principal.subjectId;

const timelineNotFound = () => DomainError.notFound('audit.timeline_not_found', 'お探しの経過は見つかりませんでした。');
const timelineForbidden = () => DomainError.forbidden('audit.timeline_forbidden', 'この経過を見る権限がありません。');

/**
 * Readable Japanese timelines of a member, a listing, a deal and a contract. Admins see every
 * one; the scrivener assigned to a deal its deal and contract; a member their own deals',
 * contracts' and their own account's. Names of admins are shown to admins only: to the others an
 * admin is 管理者.
 */
@Injectable()
export class AuditTimelineService {
  constructor(
    private readonly eventStore: EventStore,
    private readonly actorEvents: ActorEvents,
    private readonly cases: RegistrationCasesService,
    private readonly accounts: AdminAccountsService,
  ) {}

  async timeline(principal: Principal, kind: string, id: string): Promise<AuditTimeline> {
    if (!(TIMELINE_KINDS as readonly string[]).includes(kind) || !ID.test(id)) throw timelineNotFound();
    const timelineKind = kind as TimelineKind;
    const entries = (await this.entries(principal, timelineKind, id)).filter((entry) => !privateToAnother(principal, entry));
    return { kind: timelineKind, id, title: `${KIND_TITLES[timelineKind]}の経過`, entries: await this.named(principal, entries) };
  }

  private async entries(principal: Principal, kind: TimelineKind, id: string): Promise<AuditTimelineEntry[]> {
    switch (kind) {
      case 'member':
        return this.member(principal, id);
      case 'listing': {
        const stream = await this.read(propertyStreamId(id));
        if (stream.events.length === 0) throw timelineNotFound();
        if (principal.role !== 'admin') throw timelineForbidden();
        return buildTimeline([stream]);
      }
      case 'deal':
        await this.assertMayReadDeal(principal, id);
        return buildTimeline(await Promise.all(dealStreamIds(id).map((streamId) => this.read(streamId))));
      case 'contract': {
        await this.assertMayReadDeal(principal, id);
        const streams = await Promise.all([contractStreamId(id), registrationCaseStreamId(id)].map((streamId) => this.read(streamId)));
        if (streams[0].events.length === 0) throw timelineNotFound();
        return buildTimeline(streams);
      }
    }
  }

  /** The member's account and identification, and what they did anywhere else (as themselves or through an admin). */
  private async member(principal: Principal, userId: string): Promise<AuditTimelineEntry[]> {
    if (principal.role === 'lawyer' || (principal.role === 'member' && principal.subjectId !== userId)) throw timelineForbidden();
    const own = await Promise.all([accountStreamId(userId), identificationStreamId(userId)].map((streamId) => this.read(streamId)));
    if (own[0].events.length === 0) throw timelineNotFound();
    const ownIds = new Set(own.map((stream) => stream.streamId));
    const acted = (await this.actorEvents.eventsBy(userId, MEMBER_ACTIONS_LIMIT)).filter((event) => !ownIds.has(event.streamId));
    const actedIds = new Set(acted.map((event) => event.eventId));
    const others = await Promise.all([...new Set(acted.map((event) => event.streamId))].map((streamId) => this.read(streamId)));
    return buildTimeline([...own, ...others], (event) => ownIds.has(event.streamId) || actedIds.has(event.eventId));
  }

  private async assertMayReadDeal(principal: Principal, threadId: string): Promise<void> {
    const { state } = await loadState(this.eventStore, dealThreadDecider, dealThreadStreamId(threadId));
    if (state.status === 'none') throw dealNotFound();
    if (principal.role === 'admin') return;
    if (principal.role === 'lawyer') return this.cases.assertAssigned(principal, threadId);
    if (principal.subjectId !== state.seller_id && principal.subjectId !== state.buyer_id) throw timelineForbidden();
  }

  private async read(streamId: string): Promise<TimelineStream & { events: RecordedEvent[] }> {
    return { streamId, events: (await this.eventStore.readStream(streamId)).events };
  }

  private async named(principal: Principal, entries: AuditTimelineEntry[]): Promise<AuditTimelineEntry[]> {
    const names = new Map<string, Promise<string | null>>();
    const name = async (party: TimelineParty): Promise<TimelineParty> => {
      if (party.role === 'system' || (party.role === 'admin' && principal.role !== 'admin')) return party;
      const key = `${party.role}:${party.id}`;
      if (!names.has(key)) names.set(key, this.accounts.partyName({ id: party.id, role: party.role }));
      return { ...party, name: await names.get(key)! };
    };
    return Promise.all(
      entries.map(async (entry) => {
        const named = { ...entry, actor: await name(entry.actor), on_behalf_of: entry.on_behalf_of ? await name(entry.on_behalf_of) : null };
        return { ...named, on_behalf_note: onBehalfNote(named) };
      }),
    );
  }
}
