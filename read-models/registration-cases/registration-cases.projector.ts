import { REGISTRATION_CASE_STATUSES, type RegistrationCaseStatus } from '../../domain/registration-cases/registration-case-status';
import type { RegistrationCaseEvent, RegistrationDocumentKind } from '../../domain/registration-cases/registration-case.events';
import type { DocumentProjector } from '../shared/projector';

/** One scrivener's case per contract, as the lawyer and admin lists and the parties' checklist read it. */
export interface RegistrationCaseDocument {
  id: string;
  thread_id: string;
  seller_id: string;
  buyer_id: string;
  lawyer_id: string;
  status: RegistrationCaseStatus;
  status_id: number;
  status_name: string;
  farmland: boolean;
  documents: RegistrationDocumentKind[];
  assigned_by: string;
  assigned_at: string;
  accepted_at: string | null;
  documents_verified_at: string | null;
  filed_at: string | null;
  completed_at: string | null;
  cancelled_at: string | null;
  cancel_reason: string | null;
  correction_reason: string | null;
  updated_at: string;
}

export const REGISTRATION_CASES_COLLECTION = 'registration_cases';

const withStatus = (document: RegistrationCaseDocument, status: RegistrationCaseStatus): RegistrationCaseDocument => ({
  ...document,
  status,
  status_id: REGISTRATION_CASE_STATUSES[status].id,
  status_name: REGISTRATION_CASE_STATUSES[status].name,
});

export const registrationCasesProjector: DocumentProjector<RegistrationCaseDocument, RegistrationCaseEvent> = {
  name: 'registration-cases',
  collection: REGISTRATION_CASES_COLLECTION,
  version: 1,
  handles: [
    'RegistrationCaseAssigned',
    'RegistrationCaseAccepted',
    'RegistrationIdentitiesConfirmed',
    'RegistrationDocumentsCollecting',
    'RegistrationDocumentRecorded',
    'RegistrationDocumentsVerified',
    'RegistrationReadyForSettlement',
    'RegistrationFiled',
    'RegistrationCorrectionRequested',
    'RegistrationCompleted',
    'RegistrationCaseCancelled',
  ],
  columns: { lawyer_id: 'text', seller_id: 'text', buyer_id: 'text', status_id: 'integer', updated_at: 'timestamptz' },
  documentIds: (event) => [event.data.thread_id],
  evolve(document, event) {
    const at = event.data.at;
    if (event.type === 'RegistrationCaseAssigned') {
      const { thread_id, seller_id, buyer_id, lawyer_id, farmland, by } = event.data;
      return withStatus(
        {
          id: thread_id,
          thread_id,
          seller_id,
          buyer_id,
          lawyer_id,
          status: 'assigned',
          status_id: 0,
          status_name: '',
          farmland,
          documents: [],
          assigned_by: by,
          assigned_at: at,
          accepted_at: null,
          documents_verified_at: null,
          filed_at: null,
          completed_at: null,
          cancelled_at: null,
          cancel_reason: null,
          correction_reason: null,
          updated_at: at,
        },
        'assigned',
      );
    }
    if (!document) return null;
    const next = { ...document, updated_at: at };
    switch (event.type) {
      case 'RegistrationCaseAccepted':
        return { ...withStatus(next, 'accepted'), accepted_at: at };
      case 'RegistrationIdentitiesConfirmed':
        return withStatus(next, 'identities_confirmed');
      case 'RegistrationDocumentsCollecting':
        return withStatus(next, 'documents_collecting');
      case 'RegistrationDocumentRecorded':
        return next.documents.includes(event.data.kind) ? next : { ...next, documents: [...next.documents, event.data.kind] };
      case 'RegistrationDocumentsVerified':
        return { ...withStatus(next, 'documents_verified'), documents_verified_at: at };
      case 'RegistrationReadyForSettlement':
        return withStatus(next, 'ready_for_settlement');
      case 'RegistrationFiled':
        return { ...withStatus(next, 'filed'), filed_at: at, correction_reason: null };
      case 'RegistrationCorrectionRequested':
        return { ...withStatus(next, 'correction'), correction_reason: event.data.reason };
      case 'RegistrationCompleted':
        return { ...withStatus(next, 'completed'), completed_at: at };
      case 'RegistrationCaseCancelled':
        return { ...withStatus(next, 'cancelled'), cancelled_at: at, cancel_reason: event.data.reason };
    }
  },
};
