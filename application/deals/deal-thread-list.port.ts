/** One deal in a member's chat list, as the spec's thread list item names its fields. */
export interface DealThreadListItem {
  id: string;
  property_id: string;
  /** The asking member's side of the deal. */
  role: 'buyer' | 'seller';
  partner_id: string;
  partner_nickname: string | null;
  property_name: string | null;
  /** Yen, -1 for 不明, null when the listing has no price. */
  property_price: number | null;
  property_thumb_image: string | null;
  status_id: number;
  status_name: string;
  midoku_count: number;
  /** The last of the asking member's messages the other party has read (0: none). */
  partner_read_up_to: number;
  pinned_at: string | null;
  last_activity_at: string;
  last_message_preview: string | null;
}

export interface DealCounters {
  /** Messages from the other party not read yet, over every deal. */
  message_unread: number;
  /** Deals the member takes part in. */
  thread_all: number;
}

/** The deals a member takes part in, with the partner and listing they are about. */
export abstract class DealThreadList {
  /** Pinned deals first (latest pin first), then the liveliest; ended deals only with `includeEnded`. */
  abstract forMember(memberId: string, includeEnded: boolean): Promise<DealThreadListItem[]>;
  /**
   * A fingerprint of everything `forMember` answers is made of (the member's deals, their partners,
   * their listings): the same fingerprint, the same list. Cheaper than the list itself.
   */
  abstract listVersion(memberId: string, includeEnded: boolean): Promise<string>;
  /** One deal as `viewerId` (one of its parties) sees it in the list; null when it is not theirs. */
  abstract one(threadId: string, viewerId: string): Promise<DealThreadListItem | null>;
  abstract counters(memberId: string): Promise<DealCounters>;
}
