import type { PropertyFields } from '../../domain/properties/property.events';
import type { PropertyDocument } from '../../read-models/properties/properties.projector';
import { propertyImage, type PropertyImage } from './property-image';

/** A listing as the API answers it: the spec's field names, `status` being the status's name. */
export interface PropertyView extends PropertyFields {
  id: string;
  owner_id: string;
  status_id: number;
  status: string;
  display_construction_date: string | null;
  created_at: string;
  updated_at: string;
  registered_at: string | null;
  images: PropertyImage[];
  /** The primary photo's id, or null. */
  thumb_image: string | null;
}

export function propertyView(document: PropertyDocument): PropertyView {
  const { status: _status, status_name, images, ...rest } = document;
  return { ...rest, status: status_name, images: images.map(propertyImage) };
}
