import { RENDITION_FORMATS, type RenditionFormat } from '../properties/image-processor.port';
import { PROPERTY_RENDITION_WIDTHS, renditionHeight, renditionWidths } from '../properties/property-image';

/** Every content image is served under this path; article HTML may show pictures from here only. */
export const CONTENT_IMAGE_PATH_PREFIX = '/api/content-image/';

export const CONTENT_IMAGE_SIZES = ['web', 'thumb'] as const;
export type ContentImageSize = (typeof CONTENT_IMAGE_SIZES)[number];

/** The widths a content image is offered in for a `srcset`, as a listing photo. */
export const CONTENT_RENDITION_WIDTHS = PROPERTY_RENDITION_WIDTHS;

export interface ContentImageRendition {
  width: number;
  height: number;
  format: RenditionFormat;
  url: string;
}

/** A content image as the API answers it: its addresses, and its size so pages reserve its room. */
export interface ContentImage {
  id: string;
  url: string;
  thumb_url: string;
  width: number;
  height: number;
  renditions: ContentImageRendition[];
}

export const contentImageUrl = (imageId: string, size: ContentImageSize): string => `${CONTENT_IMAGE_PATH_PREFIX}${imageId}/${size}`;

export const contentRenditionUrl = (imageId: string, width: number, format: RenditionFormat): string => `${CONTENT_IMAGE_PATH_PREFIX}${imageId}/rendition/${width}.${format}`;

export function contentImage(entry: { image_id: string; width: number; height: number }): ContentImage {
  return {
    id: entry.image_id,
    url: contentImageUrl(entry.image_id, 'web'),
    thumb_url: contentImageUrl(entry.image_id, 'thumb'),
    width: entry.width,
    height: entry.height,
    renditions: renditionWidths(entry.width).flatMap((width) =>
      RENDITION_FORMATS.map((format) => ({ width, height: renditionHeight(entry, width), format, url: contentRenditionUrl(entry.image_id, width, format) })),
    ),
  };
}
