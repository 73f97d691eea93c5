/** A file sent in a deal's chat: stored outside the log, named here by its id and content hash. */
export interface DealMessageFile {
  file_id: string;
  file_name: string;
  content_type: 'application/pdf' | 'image/jpeg' | 'image/png' | 'image/heic';
  size: number;
  sha256: string;
}

/**
 * One deal between a listing's seller and one buyer, with its chat: one stream per listing and
 * buyer. Messages are numbered in the thread (`seq` from 1), so read marks are a number per party.
 */
export type DealThreadEvent =
  | {
      type: 'DealThreadOpened';
      data: { thread_id: string; property_id: string; seller_id: string; buyer_id: string; opened_at: string };
    }
  | {
      type: 'DealMessagePosted';
      data: {
        thread_id: string;
        message_id: string;
        seq: number;
        sender_id: string;
        /** The other member of the deal, whose unread message this is. */
        recipient_id: string;
        text: string;
        file: DealMessageFile | null;
        posted_at: string;
      };
    }
  | { type: 'DealMessagesRead'; data: { thread_id: string; reader_id: string; up_to_seq: number; read_at: string } }
  | { type: 'DealThreadPinned'; data: { thread_id: string; member_id: string; pinned_at: string } }
  | { type: 'DealThreadUnpinned'; data: { thread_id: string; member_id: string; unpinned_at: string } }
  | { type: 'DealThreadBlocked'; data: { thread_id: string; blocked_by: string; blocked_at: string } }
  /** The deal's contract was concluded, or the parties ended the deal without one (its contract events say which). */
  | { type: 'DealThreadEnded'; data: { thread_id: string; reason: 'contract_concluded' | 'without_contract' | 'registration_cancelled'; ended_by: string; ended_at: string } };

export const dealThreadStreamId = (threadId: string): string => `deal-${threadId}`;
