import type { ServiceOptionEvent } from '../../domain/options/service-option.events';
import type { DocumentProjector } from '../shared/projector';

export interface ServiceOptionDocument {
  option_id: number;
  name: string;
  description: string;
  price: number;
  active: boolean;
  updated_at: string;
}

export const SERVICE_OPTIONS_COLLECTION = 'service_options';

export const serviceOptionsProjector: DocumentProjector<ServiceOptionDocument, ServiceOptionEvent> = {
  name: 'service-options',
  collection: SERVICE_OPTIONS_COLLECTION,
  version: 1,
  handles: ['ServiceOptionDefined', 'ServiceOptionUpdated'],
  columns: { option_id: 'integer', active: 'boolean' },
  documentIds: (event) => [String(event.data.option_id)],
  evolve(_document, event) {
    const { option_id, name, description, price, active } = event.data;
    return { option_id, name, description, price, active, updated_at: event.type === 'ServiceOptionDefined' ? event.data.defined_at : event.data.updated_at };
  },
};
