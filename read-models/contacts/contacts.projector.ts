import type { ContactAdmin, ContactEvent, ContactStatusId } from '../../domain/contacts/contact.events';
import type { DocumentProjector } from '../shared/projector';

export interface ContactReplyRecord {
  by: ContactAdmin;
  subject: string;
  text: string;
  replied_at: string;
}

export interface ContactDocument {
  contact_id: string;
  name: string;
  email: string;
  category_id: number;
  message: string;
  user_id: string | null;
  status: ContactStatusId;
  approved_by: ContactAdmin | null;
  approved_at: string | null;
  replies: ContactReplyRecord[];
  received_at: string;
  updated_at: string;
}

export const CONTACTS_COLLECTION = 'contacts';

export const contactsProjector: DocumentProjector<ContactDocument, ContactEvent> = {
  name: 'contacts',
  collection: CONTACTS_COLLECTION,
  version: 1,
  handles: ['ContactReceived', 'ContactApproved', 'ContactStatusChanged', 'ContactReplied'],
  columns: { status: 'integer', category_id: 'integer', received_at: 'timestamptz' },
  documentIds: (event) => [event.data.contact_id],
  evolve(document, event) {
    switch (event.type) {
      case 'ContactReceived': {
        const { received_at, ...data } = event.data;
        return { ...data, status: 0, approved_by: null, approved_at: null, replies: [], received_at, updated_at: received_at };
      }
      case 'ContactApproved':
        return document && { ...document, approved_by: event.data.by, approved_at: event.data.approved_at, updated_at: event.data.approved_at };
      case 'ContactStatusChanged':
        return document && { ...document, status: event.data.status, updated_at: event.data.changed_at };
      case 'ContactReplied': {
        if (!document) return null;
        const reply = { by: event.data.by, subject: event.data.subject, text: event.data.text, replied_at: event.data.replied_at };
        return { ...document, replies: [...document.replies, reply], updated_at: event.data.replied_at };
      }
    }
  },
};
