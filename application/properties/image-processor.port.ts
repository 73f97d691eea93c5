/** A picture as the site serves it: JPEG bytes and their size in pixels. */
export interface ProcessedImage {
  bytes: Buffer;
  width: number;
  height: number;
}

/** The encodings a listing photo's renditions come in; browsers take the first they can show. */
export const RENDITION_FORMATS = ['avif', 'webp', 'jpeg'] as const;
export type RenditionFormat = (typeof RENDITION_FORMATS)[number];

/** One width of a listing photo in one format, for a `srcset`. */
export interface ProcessedRendition extends ProcessedImage {
  format: RenditionFormat;
}

/** The copies kept of a listing photo; the upload itself is not kept. */
export interface ListingPhotoCopies {
  /** At most 1600 px wide. */
  web: ProcessedImage;
  /** 480 px wide at most. */
  thumb: ProcessedImage;
  /** One per width asked for and format, none wider than the upload. */
  renditions: ProcessedRendition[];
}

export interface ImageHeader {
  width: number;
  height: number;
  /**
   * Stored in passes (a progressive JPEG, an interlaced PNG): such a picture can only be decoded
   * whole, every pixel in memory at once, where others are decoded a few rows at a time.
   */
  decodedWhole: boolean;
}

export const WEB_IMAGE_MAX_WIDTH = 1600;
export const THUMB_IMAGE_MAX_WIDTH = 480;

/**
 * Decodes an uploaded picture and encodes fresh JPEG copies of it, turned upright as its EXIF
 * orientation says, with no metadata carried over (camera, place, time). Answers null for bytes
 * that do not decode as a whole picture.
 */
export abstract class ImageProcessor {
  /** `renditionWidths` are the widths wanted for the `srcset`; each is made at most as wide as the upload. */
  abstract listingPhoto(bytes: Buffer, renditionWidths: readonly number[]): Promise<ListingPhotoCopies | null>;

  /**
   * One rendition made from a copy this processor made before (the web copy of a photo stored
   * before renditions existed); null when the copy does not decode.
   */
  abstract rendition(copy: Buffer, width: number, format: RenditionFormat): Promise<ProcessedRendition | null>;

  /** What the picture's header states, read without decoding the picture; null when no header can be read. */
  abstract header(bytes: Buffer): Promise<ImageHeader | null>;
}
