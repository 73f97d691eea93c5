import { displayConstructionDate, EMPTY_PROPERTY_FIELDS } from '../../domain/properties/property-fields.rules';
import { PROPERTY_STATUSES, type PropertyEvent, type PropertyFields, type PropertyStatus } from '../../domain/properties/property.events';
import type { DocumentProjector } from '../shared/projector';

/** One listing as its owner, the admin list and later the search see it. */
export interface PropertyDocument extends PropertyFields {
  id: string;
  owner_id: string;
  status: PropertyStatus;
  status_id: number;
  status_name: string;
  display_construction_date: string | null;
  created_at: string;
  updated_at: string;
  /** When it was first published; null while it never was. */
  registered_at: string | null;
}

export const PROPERTIES_COLLECTION = 'properties';

export const propertiesProjector: DocumentProjector<PropertyDocument, PropertyEvent> = {
  name: 'properties',
  collection: PROPERTIES_COLLECTION,
  version: 1,
  handles: ['PropertyDraftCreated', 'PropertyEdited', 'PropertyStatusChanged'],
  columns: {
    status: 'text',
    status_id: 'integer',
    owner_id: 'text',
    prefecture_id: 'integer',
    sale_price: 'bigint',
    area: 'numeric',
    updated_at: 'timestamptz',
  },
  documentIds: (event) => [event.data.property_id],
  evolve(property, event) {
    if (event.type === 'PropertyDraftCreated') {
      return {
        id: event.data.property_id,
        owner_id: event.data.owner_id,
        ...EMPTY_PROPERTY_FIELDS,
        ...withStatus('draft'),
        display_construction_date: null,
        created_at: event.data.created_at,
        updated_at: event.data.created_at,
        registered_at: null,
      };
    }
    if (!property) return null;
    switch (event.type) {
      case 'PropertyEdited': {
        const next = { ...property, ...event.data.values, updated_at: event.data.edited_at };
        return { ...next, display_construction_date: displayConstructionDate(next) };
      }
      case 'PropertyStatusChanged':
        return {
          ...property,
          ...withStatus(event.data.to),
          updated_at: event.data.changed_at,
          registered_at: property.registered_at ?? (event.data.to === 'published' ? event.data.changed_at : null),
        };
    }
  },
};

function withStatus(status: PropertyStatus): Pick<PropertyDocument, 'status' | 'status_id' | 'status_name'> {
  return { status, status_id: PROPERTY_STATUSES[status].id, status_name: PROPERTY_STATUSES[status].name };
}
