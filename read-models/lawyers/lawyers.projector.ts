import type { LawyerEvent } from '../../domain/lawyers/lawyer.events';
import type { DocumentProjector } from '../shared/projector';

export interface LawyerDocument {
  lawyer_id: string;
  status: 'invited' | 'registered';
  name: string | null;
  name_kana: string | null;
  office_name: string | null;
  registration_number: string | null;
  zipcode: string | null;
  address: string | null;
  tel: string | null;
  invited_at: string;
  registered_at: string | null;
  updated_at: string;
}

export const LAWYERS_COLLECTION = 'lawyers';

export const lawyersProjector: DocumentProjector<LawyerDocument, LawyerEvent> = {
  name: 'lawyers',
  collection: LAWYERS_COLLECTION,
  version: 1,
  handles: ['LawyerInvited', 'LawyerRegistered', 'LawyerProfileUpdated', 'LawyerPasswordChanged', 'LawyerRemoved'],
  columns: { status: 'text', registered_at: 'timestamptz' },
  documentIds: (event) => [event.data.lawyer_id],
  evolve(lawyer, event) {
    switch (event.type) {
      case 'LawyerInvited':
        return {
          lawyer_id: event.data.lawyer_id,
          status: 'invited',
          name: null,
          name_kana: null,
          office_name: null,
          registration_number: null,
          zipcode: null,
          address: null,
          tel: null,
          invited_at: event.data.invited_at,
          registered_at: null,
          updated_at: event.data.invited_at,
        };
      case 'LawyerRegistered':
        return (
          lawyer && {
            ...lawyer,
            status: 'registered',
            name: event.data.name,
            office_name: event.data.office_name,
            registered_at: event.data.registered_at,
            updated_at: event.data.registered_at,
          }
        );
      case 'LawyerProfileUpdated': {
        const { lawyer_id: _id, ...profile } = event.data;
        return lawyer && { ...lawyer, ...profile };
      }
      case 'LawyerPasswordChanged':
        return lawyer;
      case 'LawyerRemoved':
        // A removed lawyer is no longer offered to anyone.
        return null;
    }
  },
};
