import type { ContentImageEvent } from '../../domain/content-images/content-image.events';
import type { DocumentProjector } from '../shared/projector';

export interface ContentImageDocument {
  image_id: string;
  sha256: string;
  content_type: string;
  width: number;
  height: number;
  uploaded_at: string;
}

export const CONTENT_IMAGES_COLLECTION = 'content_images';

export const contentImagesProjector: DocumentProjector<ContentImageDocument, ContentImageEvent> = {
  name: 'content-images',
  collection: CONTENT_IMAGES_COLLECTION,
  version: 1,
  handles: ['ContentImageUploaded'],
  documentIds: (event) => [event.data.image_id],
  evolve: (_document, event) => ({ ...event.data }),
};
