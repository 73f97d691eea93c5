/** A member who has had messages unread in a deal long enough to be told by mail. */
export interface DueMessageMail {
  thread_id: string;
  member_id: string;
  property_name: string | null;
  unread_count: number;
}

/** Which unread messages call for a mail, and the record of the mails sent about them. */
export abstract class UnreadMessageMails {
  /**
   * Members of ongoing deals whose oldest unread message is older than `unreadBefore`, who have
   * not turned message mail off, and who were not mailed about this deal since that message
   * arrived nor since `quietSince`.
   */
  abstract due(unreadBefore: string, quietSince: string, limit: number): Promise<DueMessageMail[]>;
  /** Records the mail as sent now; false when another process mailed since `quietSince`. */
  abstract claim(threadId: string, memberId: string, now: string, quietSince: string): Promise<boolean>;
}
