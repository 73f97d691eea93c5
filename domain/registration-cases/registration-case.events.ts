/**
 * Every event of a case names the deal (`thread_id`, also the contract's id), its two members (so
 * their to-dos follow from the event alone), the scrivener it is
 * assigned to, who took the step (`by`, with the role: an admin assigns, the scrivener works the
 * case) and when (`at`).
 */
interface CaseStep {
  thread_id: string;
  seller_id: string;
  buyer_id: string;
  lawyer_id: string;
  by: string;
  by_role: 'admin' | 'lawyer';
  at: string;
}

/** What the scrivener records as prepared or received for the registration. */
export type RegistrationDocumentKind = 'application' | 'cause_certificate' | 'farmland_permission';

export type RegistrationCaseEvent =
  /** `farmland`: the contract's land is 田 or 畑, so completion waits for the permission. */
  | { type: 'RegistrationCaseAssigned'; data: CaseStep & { farmland: boolean } }
  | { type: 'RegistrationCaseAccepted'; data: CaseStep }
  | { type: 'RegistrationIdentitiesConfirmed'; data: CaseStep }
  | { type: 'RegistrationDocumentsCollecting'; data: CaseStep }
  | { type: 'RegistrationDocumentRecorded'; data: CaseStep & { kind: RegistrationDocumentKind; reference: string | null } }
  | { type: 'RegistrationDocumentsVerified'; data: CaseStep }
  | { type: 'RegistrationReadyForSettlement'; data: CaseStep }
  | { type: 'RegistrationFiled'; data: CaseStep }
  | { type: 'RegistrationCorrectionRequested'; data: CaseStep & { reason: string } }
  | { type: 'RegistrationCompleted'; data: CaseStep }
  | { type: 'RegistrationCaseCancelled'; data: CaseStep & { reason: string } };

export type RegistrationCaseEventType = RegistrationCaseEvent['type'];

export const registrationCaseStreamId = (threadId: string): string => `registration-case-${threadId}`;
