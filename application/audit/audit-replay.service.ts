import { Injectable } from '@nestjs/common';
import { DomainError } from '../../domain/shared/domain-error';
import { Clock } from '../shared/clock.port';
import { eventLabel, ROLE_NAMES } from '../shared/event-labels';
import { EventStore, type Actor } from '../shared/event-store.port';
import { parseAuditInstant } from './audit-instant';
import type { JsonValue } from './json-value';
import { streamKindOf } from './stream-deciders.registry';
import { replayStream } from './stream-replay';

export interface ReplayParty {
  id: string;
  role: string;
  role_name: string;
}

export interface ReplayedEvent {
  position: number;
  version: number;
  type: string;
  label: string;
  actor: ReplayParty;
  on_behalf_of: ReplayParty | null;
  recorded_at: string;
  data: JsonValue;
}

export interface StreamReplay {
  stream_id: string;
  stream_label: string;
  at: string;
  version: number;
  state: JsonValue;
  events: ReplayedEvent[];
}

const party = (actor: Actor): ReplayParty => ({ id: actor.id, role: actor.role, role_name: ROLE_NAMES[actor.role] ?? actor.role });

const STREAM_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,199}$/;

export const unknownStream = () => DomainError.notFound('audit.stream_not_found', '指定されたストリームは見つかりませんでした。');

/**
 * A stream's state as of an instant and the events that led to it, for admins and the operator's
 * command line: the answer is the same from both. The events are shown as they were stored.
 */
@Injectable()
export class AuditReplayService {
  constructor(
    private readonly eventStore: EventStore,
    private readonly clock: Clock,
  ) {}

  /** `at` left out means now. A stream id no lifecycle owns, or with no events at all, is not found. */
  async replay(streamId: string, at?: string): Promise<StreamReplay> {
    const atMs = at === undefined || at === '' ? Date.parse(this.clock.now()) : parseAuditInstant(at);
    const kind = STREAM_ID.test(streamId) ? streamKindOf(streamId) : null;
    if (!kind) throw unknownStream();
    const { events } = await this.eventStore.readStream(streamId);
    if (events.length === 0) throw unknownStream();
    const replayed = replayStream(kind.decider, events, atMs);
    return {
      stream_id: streamId,
      stream_label: kind.label,
      at: new Date(atMs).toISOString(),
      version: replayed.version,
      state: replayed.state as JsonValue,
      events: replayed.events.map((event) => ({
        position: event.globalPosition,
        version: event.streamVersion,
        type: event.type,
        label: eventLabel(event.type),
        actor: party(event.metadata.actor),
        on_behalf_of: event.metadata.on_behalf_of ? party(event.metadata.on_behalf_of) : null,
        recorded_at: event.recordedAt,
        data: event.data as JsonValue,
      })),
    };
  }
}
