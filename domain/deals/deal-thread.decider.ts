import { assertNever, type Decider } from '../shared/decider';
import { DomainError } from '../shared/domain-error';
import { messageText } from './deal-message.rules';
import { DEAL_STATUSES, statusAfterMessage, type DealStatus } from './deal-thread-status';
import type { DealMessageFile, DealThreadEvent } from './deal-thread.events';

/** What the deal needs to know of the listing when a buyer asks about it. */
export interface DealListing {
  property_id: string;
  seller_id: string;
  /** Whether the listing is shown to buyers now (published or in negotiation). */
  accepting: boolean;
}

export type DealThreadCommand =
  | { type: 'OpenDealThread'; thread_id: string; listing: DealListing; buyer_id: string; now: string }
  | { type: 'PostDealMessage'; message_id: string; sender_id: string; text: string; file: DealMessageFile | null; now: string }
  | { type: 'MarkDealMessagesRead'; reader_id: string; up_to_seq: number | 'latest'; now: string }
  | { type: 'PinDealThread'; member_id: string; now: string }
  | { type: 'UnpinDealThread'; member_id: string; now: string }
  | { type: 'BlockDealThread'; member_id: string; now: string }
  | { type: 'EndDealThread'; reason: 'contract_concluded' | 'without_contract'; member_id: string; now: string }
  /** The scrivener cancelled the registration, and with it the contract: the deal ends too. */
  | { type: 'EndDealThreadWithCancelledRegistration'; lawyer_id: string; now: string };

export interface OpenDealThread {
  status: DealStatus;
  thread_id: string;
  property_id: string;
  seller_id: string;
  buyer_id: string;
  last_seq: number;
  /** The last message each party has read, by member id. */
  read_up_to: Readonly<Record<string, number>>;
  pinned_by: readonly string[];
}

export type DealThreadState = { status: 'none' } | OpenDealThread;

function requireThread(state: DealThreadState): OpenDealThread {
  if (state.status === 'none') throw DomainError.notFound('deal.not_found', 'お探しの取引は見つかりませんでした。');
  return state;
}

function requireParty(thread: OpenDealThread, memberId: string): void {
  if (memberId !== thread.seller_id && memberId !== thread.buyer_id) throw DomainError.forbidden('deal.not_a_party');
}

function requireOngoing(thread: OpenDealThread): void {
  if (DEAL_STATUSES[thread.status].ended) {
    throw DomainError.conflict('deal.ended', 'この取引は終了しているため、メッセージを送ることはできません。');
  }
}

export const dealThreadDecider: Decider<DealThreadCommand, DealThreadState, DealThreadEvent> = {
  initialState: () => ({ status: 'none' }),

  evolve(state, event) {
    if (event.type === 'DealThreadOpened') {
      const { thread_id, property_id, seller_id, buyer_id } = event.data;
      return { status: 'inquiry', thread_id, property_id, seller_id, buyer_id, last_seq: 0, read_up_to: {}, pinned_by: [] };
    }
    if (state.status === 'none') return state;
    switch (event.type) {
      case 'DealMessagePosted':
        return {
          ...state,
          status: statusAfterMessage(state.status, event.data.sender_id, state.seller_id),
          last_seq: event.data.seq,
          // Whoever writes has read everything before their own message.
          read_up_to: { ...state.read_up_to, [event.data.sender_id]: event.data.seq },
        };
      case 'DealMessagesRead':
        return { ...state, read_up_to: { ...state.read_up_to, [event.data.reader_id]: event.data.up_to_seq } };
      case 'DealThreadPinned':
        return { ...state, pinned_by: [...state.pinned_by, event.data.member_id] };
      case 'DealThreadUnpinned':
        return { ...state, pinned_by: state.pinned_by.filter((id) => id !== event.data.member_id) };
      case 'DealThreadBlocked':
        return { ...state, status: 'cancelled' };
      case 'DealThreadEnded':
        return { ...state, status: 'ended' };
      default:
        return assertNever(event);
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'OpenDealThread': {
        // Asking again opens the deal already under way.
        if (state.status !== 'none') return [];
        const { listing, buyer_id, thread_id, now } = command;
        if (listing.seller_id === buyer_id) throw DomainError.conflict('deal.own_listing', 'ご自身の物件には問い合わせできません。');
        if (!listing.accepting) throw DomainError.conflict('deal.listing_unavailable', 'この物件は現在お問い合わせを受け付けていません。');
        return [
          {
            type: 'DealThreadOpened',
            data: { thread_id, property_id: listing.property_id, seller_id: listing.seller_id, buyer_id, opened_at: now },
          },
        ];
      }
      case 'PostDealMessage': {
        const thread = requireThread(state);
        requireParty(thread, command.sender_id);
        requireOngoing(thread);
        const text = messageText(command.text, command.file !== null);
        return [
          {
            type: 'DealMessagePosted',
            data: {
              thread_id: thread.thread_id,
              message_id: command.message_id,
              seq: thread.last_seq + 1,
              sender_id: command.sender_id,
              recipient_id: command.sender_id === thread.seller_id ? thread.buyer_id : thread.seller_id,
              text,
              file: command.file,
              posted_at: command.now,
            },
          },
        ];
      }
      case 'MarkDealMessagesRead': {
        const thread = requireThread(state);
        requireParty(thread, command.reader_id);
        const upTo = command.up_to_seq === 'latest' ? thread.last_seq : Math.min(command.up_to_seq, thread.last_seq);
        // Marks only move forward: a late mark from an older page changes nothing.
        if (upTo <= (thread.read_up_to[command.reader_id] ?? 0)) return [];
        return [{ type: 'DealMessagesRead', data: { thread_id: thread.thread_id, reader_id: command.reader_id, up_to_seq: upTo, read_at: command.now } }];
      }
      case 'PinDealThread': {
        const thread = requireThread(state);
        requireParty(thread, command.member_id);
        if (thread.pinned_by.includes(command.member_id)) return [];
        return [{ type: 'DealThreadPinned', data: { thread_id: thread.thread_id, member_id: command.member_id, pinned_at: command.now } }];
      }
      case 'UnpinDealThread': {
        const thread = requireThread(state);
        requireParty(thread, command.member_id);
        if (!thread.pinned_by.includes(command.member_id)) return [];
        return [{ type: 'DealThreadUnpinned', data: { thread_id: thread.thread_id, member_id: command.member_id, unpinned_at: command.now } }];
      }
      case 'BlockDealThread': {
        const thread = requireThread(state);
        requireParty(thread, command.member_id);
        if (thread.status === 'cancelled') return [];
        if (DEAL_STATUSES[thread.status].ended) throw DomainError.conflict('deal.ended', 'この取引はすでに終了しています。');
        return [{ type: 'DealThreadBlocked', data: { thread_id: thread.thread_id, blocked_by: command.member_id, blocked_at: command.now } }];
      }
      case 'EndDealThread': {
        const thread = requireThread(state);
        requireParty(thread, command.member_id);
        if (DEAL_STATUSES[thread.status].ended) return [];
        return [{ type: 'DealThreadEnded', data: { thread_id: thread.thread_id, reason: command.reason, ended_by: command.member_id, ended_at: command.now } }];
      }
      case 'EndDealThreadWithCancelledRegistration': {
        const thread = requireThread(state);
        if (DEAL_STATUSES[thread.status].ended) return [];
        return [{ type: 'DealThreadEnded', data: { thread_id: thread.thread_id, reason: 'registration_cancelled', ended_by: command.lawyer_id, ended_at: command.now } }];
      }
      default:
        return assertNever(command);
    }
  },
};
