import type { SliderEvent } from '../../domain/sliders/slider.events';
import type { DocumentProjector } from '../shared/projector';

export interface SlideDocument {
  slide_id: string;
  title: string;
  alt: string;
  link_url: string | null;
  image_id: string;
  starts_at: string | null;
  ends_at: string | null;
  /** Position in the carousel, from 1. */
  sort: number;
  created_at: string;
  updated_at: string;
}

export const SLIDES_COLLECTION = 'slides';

export const slidesProjector: DocumentProjector<SlideDocument, SliderEvent> = {
  name: 'slides',
  collection: SLIDES_COLLECTION,
  version: 1,
  handles: ['SlideAdded', 'SlideEdited', 'SlideRemoved', 'SlidesReordered'],
  columns: { sort: 'integer' },
  documentIds: (event) => (event.type === 'SlidesReordered' ? event.data.slide_ids : [event.data.slide_id]),
  evolve(document, event, id) {
    switch (event.type) {
      case 'SlideAdded': {
        const { added_at, ...slide } = event.data;
        return { ...slide, created_at: added_at, updated_at: added_at };
      }
      case 'SlideEdited': {
        const { edited_at, ...slide } = event.data;
        return document && { ...document, ...slide, updated_at: edited_at };
      }
      case 'SlideRemoved':
        return null;
      case 'SlidesReordered':
        return document && { ...document, sort: event.data.slide_ids.indexOf(id) + 1 };
    }
  },
};
