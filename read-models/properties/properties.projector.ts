import { displayConstructionDate, EMPTY_PROPERTY_FIELDS } from '../../domain/properties/property-fields.rules';
import { PROPERTY_STATUSES, type PropertyEvent, type PropertyFields, type PropertyStatus } from '../../domain/properties/property.events';
import { withoutPhoto, withPhotoAt } from '../../domain/properties/property-photos.rules';
import { assertNever } from '../../domain/shared/decider';
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
  /** The photos in order, sort 1 first; width and height are the web copy's. */
  images: PropertyImageEntry[];
  /** The primary photo (sort 1), or null without photos. */
  thumb_image: string | null;
}

export interface PropertyImageEntry {
  id: string;
  sort: number;
  width: number;
  height: number;
}

export const PROPERTIES_COLLECTION = 'properties';

export const propertiesProjector: DocumentProjector<PropertyDocument, PropertyEvent> = {
  name: 'properties',
  collection: PROPERTIES_COLLECTION,
  // 3: documents carry incidental_cost (null for listings never given one).
  version: 3,
  handles: ['PropertyDraftCreated', 'PropertyEdited', 'PropertyStatusChanged', 'PropertyPhotoAdded', 'PropertyPhotosReordered', 'PropertyPhotoRemoved'],
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
        images: [],
        thumb_image: null,
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
      case 'PropertyPhotoAdded': {
        const { image_id, width, height } = event.data;
        const known = new Map(property.images.map((image) => [image.id, image]));
        known.set(image_id, { id: image_id, sort: 0, width, height });
        const order = withPhotoAt(withoutPhoto(ids(property), image_id), image_id, event.data.sort);
        return withImages(property, order, known, event.data.added_at);
      }
      case 'PropertyPhotosReordered':
        return withImages(property, event.data.image_ids, imagesById(property), event.data.reordered_at);
      case 'PropertyPhotoRemoved':
        return withImages(property, withoutPhoto(ids(property), event.data.image_id), imagesById(property), event.data.removed_at);
      default:
        return assertNever(event);
    }
  },
};

const ids = (property: PropertyDocument) => property.images.map((image) => image.id);
const imagesById = (property: PropertyDocument) => new Map(property.images.map((image) => [image.id, image]));

/** Photos renumbered 1..n in `order`; ids it does not know are left out, so a replay cannot invent one. */
function withImages(property: PropertyDocument, order: readonly string[], known: ReadonlyMap<string, PropertyImageEntry>, at: string): PropertyDocument {
  const images = order.flatMap((id) => {
    const image = known.get(id);
    return image ? [image] : [];
  });
  const numbered = images.map((image, index) => ({ ...image, sort: index + 1 }));
  return { ...property, images: numbered, thumb_image: numbered[0]?.id ?? null, updated_at: at };
}

function withStatus(status: PropertyStatus): Pick<PropertyDocument, 'status' | 'status_id' | 'status_name'> {
  return { status, status_id: PROPERTY_STATUSES[status].id, status_name: PROPERTY_STATUSES[status].name };
}
