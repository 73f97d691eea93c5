import type { ContractPdfKind } from '../../domain/contracts/contract.events';
import { inLogOrder } from '../registration-cases/deal-timeline';
import { eventLabel, ROLE_NAMES } from '../shared/event-labels';
import type { Actor, RecordedEvent } from '../shared/event-store.port';
import { displayValue, fieldChanges, type FieldChange } from './field-diff';
import { jstDateTime } from './jst-time';
import { streamKindOf } from './stream-deciders.registry';

export interface TimelineParty {
  id: string;
  role: string;
  role_name: string;
  /** The member's nickname, the admin's or scrivener's name; null when unknown or not for this reader. */
  name: string | null;
}

/** The PDF a `ContractPdfCreated` entry made, with the hash its event recorded, so a copy can be checked against the log. */
export interface TimelinePdf {
  id: string;
  kind: ContractPdfKind;
  sha256: string;
  size: number;
}

/** One line of a readable timeline: who, on whose behalf, what, when and what changed. */
export interface AuditTimelineEntry {
  position: number;
  stream_id: string;
  stream_label: string;
  type: string;
  label: string;
  recorded_at: string;
  /** 日本時間 */
  recorded_at_jst: string;
  actor: TimelineParty;
  on_behalf_of: TimelineParty | null;
  /** 代理: impersonation, the payment provider or the system acting by itself. */
  on_behalf_note: string | null;
  changes: FieldChange[];
  changes_text: string;
  /** The contract PDF a `ContractPdfCreated` event made; null for every other event. */
  pdf: TimelinePdf | null;
}

export interface TimelineStream {
  streamId: string;
  /** The stream's whole history: the state before each event needs every event before it. */
  events: readonly RecordedEvent[];
}

const party = (actor: Actor): TimelineParty => ({ id: actor.id, role: actor.role, role_name: ROLE_NAMES[actor.role] ?? actor.role, name: null });

const MAX_VALUE_LENGTH = 80;
const short = (value: unknown) => {
  const text = displayValue(value);
  return text.length > MAX_VALUE_LENGTH ? `${text.slice(0, MAX_VALUE_LENGTH)}…` : text;
};

/** Who acted for whom, as one note; null when the actor acted for themselves. */
export function onBehalfNote(entry: Pick<AuditTimelineEntry, 'actor' | 'on_behalf_of' | 'type'>): string | null {
  const who = (p: TimelineParty) => (p.name ? `${p.name}（${p.role_name}）` : p.role_name);
  if (entry.on_behalf_of) return `${who(entry.actor)}が${who(entry.on_behalf_of)}に代わって操作`;
  if (entry.type === 'ContractManagementFeePaid') return '決済代行会社によるカード決済の承認';
  if (entry.actor.role === 'system') return 'システムによる自動処理';
  return null;
}

export const changesText = (changes: readonly FieldChange[]): string =>
  changes.map((change) => `${change.label}: ${short(change.before)} → ${short(change.after)}`).join(' / ');

/**
 * The events of several streams merged in log order, each with the fields it changed: every
 * stream is folded with its own decider, and the state before and after each event compared.
 * `keep` picks which events show (all of them by default); the folding still sees every event.
 */
export function buildTimeline(streams: readonly TimelineStream[], keep: (event: RecordedEvent) => boolean = () => true): AuditTimelineEntry[] {
  const entries: Array<{ event: RecordedEvent; entry: AuditTimelineEntry }> = [];
  for (const stream of streams) {
    const kind = streamKindOf(stream.streamId);
    let state = kind?.decider.initialState();
    for (const event of [...stream.events].sort((a, b) => a.streamVersion - b.streamVersion)) {
      const before = state;
      state = kind ? kind.decider.evolve(state, { type: event.type, data: event.data }) : state;
      if (!keep(event)) continue;
      const changes = kind ? fieldChanges(before, state) : [];
      const entry: AuditTimelineEntry = {
        position: event.globalPosition,
        stream_id: event.streamId,
        stream_label: kind?.label ?? event.streamId,
        type: event.type,
        label: eventLabel(event.type),
        recorded_at: event.recordedAt,
        recorded_at_jst: jstDateTime(event.recordedAt),
        actor: party(event.metadata.actor),
        on_behalf_of: event.metadata.on_behalf_of ? party(event.metadata.on_behalf_of) : null,
        on_behalf_note: null,
        changes,
        changes_text: changesText(changes),
        pdf: pdfOf(event),
      };
      entry.on_behalf_note = onBehalfNote(entry);
      entries.push({ event, entry });
    }
  }
  return entries.sort((a, b) => inLogOrder(a.event, b.event)).map(({ entry }) => entry);
}

function pdfOf(event: RecordedEvent): TimelinePdf | null {
  if (event.type !== 'ContractPdfCreated') return null;
  const data = event.data as { pdf_id: string; kind: ContractPdfKind; sha256: string; size: number };
  return { id: data.pdf_id, kind: data.kind, sha256: data.sha256, size: data.size };
}
