import type { PropertyImageEntry } from '../../read-models/properties/properties.projector';

export const PROPERTY_IMAGE_SIZES = ['web', 'thumb'] as const;
export type PropertyImageSize = (typeof PROPERTY_IMAGE_SIZES)[number];

/** A listing photo as the API answers it, with the addresses of its two copies. */
export interface PropertyImage {
  id: string;
  sort: number;
  url: string;
  thumb_url: string;
  width: number;
  height: number;
}

export const propertyImageUrl = (imageId: string, size: PropertyImageSize): string => `/api/property/image/${imageId}/${size}`;

export function propertyImage(entry: PropertyImageEntry): PropertyImage {
  return { id: entry.id, sort: entry.sort, url: propertyImageUrl(entry.id, 'web'), thumb_url: propertyImageUrl(entry.id, 'thumb'), width: entry.width, height: entry.height };
}
