import { WITHDRAWN_PARTY_NAME } from '../../application/contracts/contract-party-names.port';

/** How an erased field reads: a name as 退会済み会員, a required text as empty, the rest as null. */
export type ErasedAs = 'name' | 'empty' | 'null';

export const ERASED_VALUE: Record<ErasedAs, unknown> = { name: WITHDRAWN_PARTY_NAME, empty: '', null: null };

export interface PersonalEventFields {
  /** Whose key encrypts the fields, and who owns that key (erasing the owner deletes it). */
  subject(data: Record<string, unknown>): { subjectId: string; ownerId: string | null };
  fields: Record<string, ErasedAs>;
}

const contactSubject = (data: Record<string, unknown>) => ({
  subjectId: `contact-${String(data.contact_id)}`,
  ownerId: typeof data.user_id === 'string' ? data.user_id : null,
});
const lawyerSubject = (data: Record<string, unknown>) => ({ subjectId: `lawyer-${String(data.lawyer_id)}`, ownerId: String(data.lawyer_id) });

/**
 * The events that carry personal values, and which of their fields do. A member's profile never
 * enters the log (it lives in `personal_data`); what does is what a person wrote to the office and
 * a lawyer's contact data. A reply's text is encrypted with the message's key: it greets the sender by name.
 */
export const PERSONAL_EVENT_FIELDS: Readonly<Record<string, PersonalEventFields>> = {
  ContactReceived: { subject: contactSubject, fields: { name: 'name', email: 'empty', message: 'empty' } },
  ContactReplied: { subject: contactSubject, fields: { text: 'empty' } },
  LawyerRegistered: { subject: lawyerSubject, fields: { name: 'name' } },
  LawyerProfileUpdated: {
    subject: lawyerSubject,
    fields: { name: 'name', name_kana: 'null', zipcode: 'null', address: 'null', tel: 'null' },
  },
};
