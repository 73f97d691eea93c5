import type { PropertyImageEntry } from '../../read-models/properties/properties.projector';
import { RENDITION_FORMATS, type RenditionFormat } from './image-processor.port';

export const PROPERTY_IMAGE_SIZES = ['web', 'thumb'] as const;
export type PropertyImageSize = (typeof PROPERTY_IMAGE_SIZES)[number];

/** The widths a photo is offered in for a `srcset`: a phone, a tablet or a phone at 2x, a desktop. */
export const PROPERTY_RENDITION_WIDTHS = [320, 640, 1280] as const;

/** One file for a `srcset`: its width and height in pixels, its encoding and its address. */
export interface PropertyImageRendition {
  width: number;
  height: number;
  format: RenditionFormat;
  url: string;
}

/** A listing photo as the API answers it, with the addresses of its copies. */
export interface PropertyImage {
  id: string;
  sort: number;
  url: string;
  thumb_url: string;
  width: number;
  height: number;
  /** Every width in AVIF, WebP and JPEG, narrowest first; JPEG is the fallback every browser shows. */
  renditions: PropertyImageRendition[];
}

export const propertyImageUrl = (imageId: string, size: PropertyImageSize): string => `/api/property/image/${imageId}/${size}`;

/**
 * A rendition's address carries its width and format; the photo id is made afresh for every
 * upload and a photo's pixels never change under it, so what an address answers never changes.
 */
export const propertyRenditionUrl = (imageId: string, width: number, format: RenditionFormat): string =>
  `/api/property/image/${imageId}/rendition/${width}.${format}`;

/**
 * The widths a photo `width` px wide is offered in: each standard width, narrowed to the photo's
 * own when the photo is narrower, never enlarged, each width once.
 */
export function renditionWidths(width: number): number[] {
  return [...new Set(PROPERTY_RENDITION_WIDTHS.map((wanted) => Math.min(wanted, width)))];
}

/**
 * The standard width a rendition is stored under: the narrowest one at least as wide, so a photo
 * narrower than the standard widths keeps one name per slot whatever its width.
 */
export function renditionSlot(width: number): number {
  return PROPERTY_RENDITION_WIDTHS.find((slot) => slot >= width) ?? PROPERTY_RENDITION_WIDTHS[PROPERTY_RENDITION_WIDTHS.length - 1];
}

/** The height sharp gives a `width` px rendition of a `source` photo (it rounds the same way). */
export function renditionHeight(source: { width: number; height: number }, width: number): number {
  return width === source.width ? source.height : Math.max(1, Math.round((source.height * width) / source.width));
}

export function propertyImageRenditions(entry: Pick<PropertyImageEntry, 'id' | 'width' | 'height'>): PropertyImageRendition[] {
  return renditionWidths(entry.width).flatMap((width) =>
    RENDITION_FORMATS.map((format) => ({ width, height: renditionHeight(entry, width), format, url: propertyRenditionUrl(entry.id, width, format) })),
  );
}

export function propertyImage(entry: PropertyImageEntry): PropertyImage {
  return {
    id: entry.id,
    sort: entry.sort,
    url: propertyImageUrl(entry.id, 'web'),
    thumb_url: propertyImageUrl(entry.id, 'thumb'),
    width: entry.width,
    height: entry.height,
    renditions: propertyImageRenditions(entry),
  };
}
