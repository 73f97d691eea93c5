import type { DealMessageDocument } from '../../read-models/deals/deal-messages.projector';

/** A deal's messages, read backwards from the newest a page at a time. */
export abstract class DealMessageHistory {
  /** Up to `limit` messages before `beforeSeq` (all when null), oldest first. */
  abstract before(threadId: string, beforeSeq: number | null, limit: number): Promise<DealMessageDocument[]>;
  /** One message of the thread; null when the thread has no such message. */
  abstract message(threadId: string, messageId: string): Promise<DealMessageDocument | null>;
}
