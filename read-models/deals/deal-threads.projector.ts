import { DEAL_STATUSES, statusAfterMessage } from '../../domain/deals/deal-thread-status';
import type { DealStatus } from '../../domain/deals/deal-thread-status';
import type { DealThreadEvent } from '../../domain/deals/deal-thread.events';
import type { DocumentProjector } from '../shared/projector';

/** One of the other party's messages this party has not read yet. */
export interface UnreadMessage {
  seq: number;
  posted_at: string;
}

/** What one party of a deal has read and pinned. */
export interface DealPartyState {
  /** The other party's messages this party has not read yet, oldest first. */
  unread: UnreadMessage[];
  read_up_to: number;
  pinned_at: string | null;
}

/** One deal, as both parties' chat lists and the admin screens read it. */
export interface DealThreadDocument {
  id: string;
  property_id: string;
  seller_id: string;
  buyer_id: string;
  status: DealStatus;
  status_id: number;
  opened_at: string;
  /** The last message's time, or the opening's: the lists show the liveliest deal first. */
  last_activity_at: string;
  last_seq: number;
  last_message_preview: string | null;
  blocked_by: string | null;
  parties: Record<string, DealPartyState>;
}

export const DEAL_THREADS_COLLECTION = 'deal_threads';

const PREVIEW_LENGTH = 60;

function withParty(thread: DealThreadDocument, memberId: string, change: (party: DealPartyState) => DealPartyState): DealThreadDocument {
  const party = thread.parties[memberId];
  return party ? { ...thread, parties: { ...thread.parties, [memberId]: change(party) } } : thread;
}

function preview(text: string, hasFile: boolean): string {
  if (text === '') return hasFile ? 'ファイルが送信されました' : '';
  const characters = [...text.replace(/\s+/g, ' ')];
  return characters.length > PREVIEW_LENGTH ? `${characters.slice(0, PREVIEW_LENGTH).join('')}…` : characters.join('');
}

/** The deals each member takes part in, with unread counts and pins per party. */
export const dealThreadsProjector: DocumentProjector<DealThreadDocument, DealThreadEvent> = {
  name: 'deal-threads',
  collection: DEAL_THREADS_COLLECTION,
  version: 2,
  handles: ['DealThreadOpened', 'DealMessagePosted', 'DealMessagesRead', 'DealThreadPinned', 'DealThreadUnpinned', 'DealThreadBlocked', 'DealThreadEnded'],
  columns: { seller_id: 'text', buyer_id: 'text', property_id: 'text', status_id: 'integer', last_activity_at: 'timestamptz' },
  documentIds: (event) => [event.data.thread_id],
  evolve(thread, event) {
    if (event.type === 'DealThreadOpened') {
      const { thread_id, property_id, seller_id, buyer_id, opened_at } = event.data;
      const party = (): DealPartyState => ({ unread: [], read_up_to: 0, pinned_at: null });
      return {
        id: thread_id,
        property_id,
        seller_id,
        buyer_id,
        status: 'inquiry',
        status_id: DEAL_STATUSES.inquiry.id,
        opened_at,
        last_activity_at: opened_at,
        last_seq: 0,
        last_message_preview: null,
        blocked_by: null,
        parties: { [seller_id]: party(), [buyer_id]: party() },
      };
    }
    if (!thread) return null;
    switch (event.type) {
      case 'DealMessagePosted': {
        const { sender_id, recipient_id, seq, posted_at, text, file } = event.data;
        const status = statusAfterMessage(thread.status, sender_id, thread.seller_id);
        const written = withParty(
          withParty(thread, sender_id, (party) => ({ ...party, unread: [], read_up_to: seq })),
          recipient_id,
          (party) =>
            seq <= party.read_up_to || party.unread.some((message) => message.seq === seq) ? party : { ...party, unread: [...party.unread, { seq, posted_at }] },
        );
        return {
          ...written,
          status,
          status_id: DEAL_STATUSES[status].id,
          last_seq: seq,
          last_activity_at: posted_at,
          last_message_preview: preview(text, file !== null),
        };
      }
      case 'DealMessagesRead':
        return withParty(thread, event.data.reader_id, (party) => ({
          ...party,
          read_up_to: Math.max(party.read_up_to, event.data.up_to_seq),
          unread: party.unread.filter((message) => message.seq > event.data.up_to_seq),
        }));
      case 'DealThreadPinned':
        return withParty(thread, event.data.member_id, (party) => ({ ...party, pinned_at: event.data.pinned_at }));
      case 'DealThreadUnpinned':
        return withParty(thread, event.data.member_id, (party) => ({ ...party, pinned_at: null }));
      case 'DealThreadBlocked':
        return { ...thread, status: 'cancelled', status_id: DEAL_STATUSES.cancelled.id, blocked_by: event.data.blocked_by };
      case 'DealThreadEnded':
        return thread.status === 'cancelled' ? thread : { ...thread, status: 'ended', status_id: DEAL_STATUSES.ended.id };
    }
  },
};
