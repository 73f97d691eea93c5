import type { PropertyEvent } from '../../domain/properties/property.events';
import type { DocumentProjector } from '../shared/projector';

/** Which listing a photo belongs to, so a photo's address needs only its own id. */
export interface PropertyPhotoDocument {
  /** The photo's id. */
  id: string;
  property_id: string;
}

export const PROPERTY_PHOTOS_COLLECTION = 'property_photos';

type PhotoEvent = Extract<PropertyEvent, { type: 'PropertyPhotoAdded' | 'PropertyPhotoRemoved' }>;

export const propertyPhotosProjector: DocumentProjector<PropertyPhotoDocument, PhotoEvent> = {
  name: 'property_photos',
  collection: PROPERTY_PHOTOS_COLLECTION,
  version: 1,
  handles: ['PropertyPhotoAdded', 'PropertyPhotoRemoved'],
  columns: { property_id: 'text' },
  documentIds: (event) => [event.data.image_id],
  evolve(_photo, event) {
    return event.type === 'PropertyPhotoAdded' ? { id: event.data.image_id, property_id: event.data.property_id } : null;
  },
};
