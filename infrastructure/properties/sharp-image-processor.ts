import sharp from 'sharp';
import {
  ImageProcessor,
  THUMB_IMAGE_MAX_WIDTH,
  WEB_IMAGE_MAX_WIDTH,
  type ListingPhotoCopies,
  type ProcessedImage,
} from '../../application/properties/image-processor.port';

/** Pictures of more pixels than this (about 8 000 × 6 000) are refused before they are decoded in full. */
const MAX_INPUT_PIXELS = 50_000_000;

/**
 * libvips through sharp. `failOn: 'warning'` makes a truncated or corrupt file an error rather
 * than a picture with a grey lower half; sharp writes no metadata unless asked, so EXIF (GPS
 * included) is dropped; `autoOrient` turns the pixels upright first.
 */
export class SharpImageProcessor extends ImageProcessor {
  async listingPhoto(bytes: Buffer): Promise<ListingPhotoCopies | null> {
    try {
      const [web, thumb] = await Promise.all([this.copy(bytes, WEB_IMAGE_MAX_WIDTH, 82), this.copy(bytes, THUMB_IMAGE_MAX_WIDTH, 78)]);
      return { web, thumb };
    } catch {
      return null;
    }
  }

  private async copy(bytes: Buffer, maxWidth: number, quality: number): Promise<ProcessedImage> {
    const { data, info } = await sharp(bytes, { failOn: 'warning', limitInputPixels: MAX_INPUT_PIXELS, animated: false })
      .autoOrient()
      .resize({ width: maxWidth, withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.height };
  }
}
