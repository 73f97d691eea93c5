import sharp from 'sharp';
import {
  ImageProcessor,
  THUMB_IMAGE_MAX_WIDTH,
  WEB_IMAGE_MAX_WIDTH,
  type ImageHeader,
  type ListingPhotoCopies,
  type ProcessedImage,
  type ProcessedRendition,
  type RenditionFormat,
  RENDITION_FORMATS,
} from '../../application/properties/image-processor.port';
import { PROPERTY_PHOTO_MAX_PIXELS } from '../../application/properties/property-photos.service';

/**
 * libvips through sharp. `failOn: 'warning'` makes a truncated or corrupt file an error rather
 * than a picture with a grey lower half; sharp writes no metadata unless asked, so EXIF (GPS
 * included) is dropped; `autoOrient` turns the pixels upright first.
 *
 * The upload is decoded once, top to bottom (`sequentialRead`), straight into the web-sized
 * copy, so libvips holds a few rows of the full picture at a time rather than all of it; the
 * thumbnail is made from that copy's pixels. A picture stored in passes cannot be read that way;
 * the service keeps those smaller. `limitInputPixels` stands behind the service's header check,
 * in case a header and the pixels disagree.
 *
 * The `srcset` renditions come from the same pixels. AVIF is encoded at a low effort: at the
 * default it takes seconds a photo on a small server, for files only a few percent smaller.
 */
export class SharpImageProcessor extends ImageProcessor {
  async listingPhoto(bytes: Buffer, renditionWidths: readonly number[]): Promise<ListingPhotoCopies | null> {
    try {
      const { data, info } = await sharp(bytes, { failOn: 'warning', limitInputPixels: PROPERTY_PHOTO_MAX_PIXELS, animated: false, sequentialRead: true })
        .autoOrient()
        .resize({ width: WEB_IMAGE_MAX_WIDTH, withoutEnlargement: true })
        .flatten({ background: '#ffffff' })
        .raw()
        .toBuffer({ resolveWithObject: true });
      const pixels = { raw: { width: info.width, height: info.height, channels: info.channels } };
      const [web, thumb] = await Promise.all([this.encode(data, pixels, WEB_IMAGE_MAX_WIDTH, 82), this.encode(data, pixels, THUMB_IMAGE_MAX_WIDTH, 78)]);
      const renditions: ProcessedRendition[] = [];
      // One at a time: libvips already spreads each encode over the cores.
      for (const width of renditionWidths) {
        for (const format of RENDITION_FORMATS) renditions.push(await this.encodeRendition(sharp(data, pixels), width, format));
      }
      return { web, thumb, renditions };
    } catch {
      return null;
    }
  }

  async rendition(copy: Buffer, width: number, format: RenditionFormat): Promise<ProcessedRendition | null> {
    try {
      return await this.encodeRendition(sharp(copy, { failOn: 'warning', limitInputPixels: PROPERTY_PHOTO_MAX_PIXELS }), width, format);
    } catch {
      return null;
    }
  }

  async header(bytes: Buffer): Promise<ImageHeader | null> {
    try {
      const { width, height, isProgressive } = await sharp(bytes, { limitInputPixels: false }).metadata();
      return width && height ? { width, height, decodedWhole: isProgressive === true } : null;
    } catch {
      return null;
    }
  }

  private async encode(
    pixels: Buffer,
    input: { raw: { width: number; height: number; channels: 1 | 2 | 3 | 4 } },
    maxWidth: number,
    quality: number,
  ): Promise<ProcessedImage> {
    const { data, info } = await sharp(pixels, input)
      .resize({ width: maxWidth, withoutEnlargement: true })
      .jpeg({ quality, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.height };
  }

  private async encodeRendition(source: sharp.Sharp, width: number, format: RenditionFormat): Promise<ProcessedRendition> {
    const resized = source.resize({ width, withoutEnlargement: true });
    const encoded =
      format === 'avif' ? resized.avif({ quality: 55, effort: 2 }) : format === 'webp' ? resized.webp({ quality: 78, effort: 4 }) : resized.jpeg({ quality: 80, mozjpeg: true });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.height, format };
  }
}
