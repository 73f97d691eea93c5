/** 未対応 (0), 対応中 (1), 完了 (2). */
export const CONTACT_STATUSES = [
  { id: 0, name: '未対応' },
  { id: 1, name: '対応中' },
  { id: 2, name: '完了' },
] as const;

export type ContactStatusId = (typeof CONTACT_STATUSES)[number]['id'];

export interface ContactAdmin {
  id: string;
  name: string;
}

/**
 * A message sent through the contact form, and what the office did with it: approved it, moved it
 * through its statuses, answered it by mail.
 */
export type ContactEvent =
  | {
      type: 'ContactReceived';
      data: { contact_id: string; name: string; email: string; category_id: number; message: string; user_id: string | null; received_at: string };
    }
  | { type: 'ContactApproved'; data: { contact_id: string; by: ContactAdmin; approved_at: string } }
  | { type: 'ContactStatusChanged'; data: { contact_id: string; status: ContactStatusId; by: ContactAdmin; changed_at: string } }
  | { type: 'ContactReplied'; data: { contact_id: string; by: ContactAdmin; subject: string; text: string; replied_at: string } };

export const contactStreamId = (contactId: string): string => `contact-${contactId}`;
