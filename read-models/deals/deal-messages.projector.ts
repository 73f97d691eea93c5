import type { DealMessageFile, DealThreadEvent } from '../../domain/deals/deal-thread.events';
import type { DocumentProjector } from '../shared/projector';

/** One message of a deal's chat, as its history pages show it. */
export interface DealMessageDocument {
  id: string;
  thread_id: string;
  seq: number;
  sender_id: string;
  text: string;
  file: DealMessageFile | null;
  posted_at: string;
}

export const DEAL_MESSAGES_COLLECTION = 'deal_messages';

export const dealMessagesProjector: DocumentProjector<DealMessageDocument, Extract<DealThreadEvent, { type: 'DealMessagePosted' }>> = {
  name: 'deal-messages',
  collection: DEAL_MESSAGES_COLLECTION,
  version: 1,
  handles: ['DealMessagePosted'],
  columns: { thread_id: 'text', seq: 'integer' },
  compositeIndexes: [['thread_id', 'seq']],
  documentIds: (event) => [event.data.message_id],
  evolve(_message, event) {
    const { message_id, thread_id, seq, sender_id, text, file, posted_at } = event.data;
    return { id: message_id, thread_id, seq, sender_id, text, file, posted_at };
  },
};
