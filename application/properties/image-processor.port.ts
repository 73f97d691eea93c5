/** A picture as the site serves it: JPEG bytes and their size in pixels. */
export interface ProcessedImage {
  bytes: Buffer;
  width: number;
  height: number;
}

/** The two copies kept of a listing photo; the upload itself is not kept. */
export interface ListingPhotoCopies {
  /** At most 1600 px wide. */
  web: ProcessedImage;
  /** 480 px wide at most. */
  thumb: ProcessedImage;
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
  abstract listingPhoto(bytes: Buffer): Promise<ListingPhotoCopies | null>;

  /** What the picture's header states, read without decoding the picture; null when no header can be read. */
  abstract header(bytes: Buffer): Promise<ImageHeader | null>;
}
