import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { contentImageDecider } from '../../domain/content-images/content-image.decider';
import { contentImageStreamId } from '../../domain/content-images/content-image.events';
import { DomainError } from '../../domain/shared/domain-error';
import { detectFileType } from '../../domain/shared/file-signature.rule';
import type { ContentImageDocument } from '../../read-models/content-images/content-images.projector';
import { ImageProcessor, RENDITION_FORMATS, type RenditionFormat } from '../properties/image-processor.port';
import {
  INVALID_PHOTO_MESSAGE,
  PROPERTY_PHOTO_MAX_BYTES,
  PROPERTY_PHOTO_MAX_PIXELS,
  PROPERTY_PHOTO_MAX_PIXELS_DECODED_WHOLE,
  TOO_MANY_PIXELS_DECODED_WHOLE_MESSAGE,
  TOO_MANY_PIXELS_MESSAGE,
} from '../properties/property-photos.service';
import { Clock } from '../shared/clock.port';
import type { CommandContext } from '../shared/command-context';
import type { CommandResult } from '../shared/command-result';
import { handleDeciderCommand } from '../shared/decider-command.handler';
import { EventStore } from '../shared/event-store.port';
import { FileStore } from '../shared/file-store.port';
import { IdGenerator } from '../shared/id-generator.port';
import { ReadStore } from '../shared/read-store.port';
import { renditionSlot, renditionWidths } from '../properties/property-image';
import { CONTENT_IMAGE_SIZES, CONTENT_RENDITION_WIDTHS, contentImage, type ContentImage, type ContentImageSize } from './content-image';

export const CONTENT_IMAGE_AREA = 'content-images';
export const CONTENT_IMAGE_MAX_BYTES = PROPERTY_PHOTO_MAX_BYTES;
const CONTENT_IMAGES_COLLECTION = 'content_images';
const ACCEPTED_TYPES: ReadonlySet<string> = new Set(['image/jpeg', 'image/png', 'image/webp']);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const RENDITION_FILE = /^([1-9][0-9]{0,4})\.(avif|webp|jpeg)$/;

const fileName = (imageId: string, size: ContentImageSize) => `${imageId}-${size}`;
/** Stored under its standard width, so removing the files needs no knowledge of the picture's size. */
const renditionFileName = (imageId: string, width: number, format: RenditionFormat) => `${imageId}-r${renditionSlot(width)}-${format}`;

/**
 * Pictures for the site's own content (columns, slides): checked and copied as a listing photo is
 * (type by its bytes, size, pixel count, decoded afresh without metadata, renditions for a
 * `srcset`). They are public once stored: pages link them by id, and ids are random.
 */
@Injectable()
export class ContentImagesService {
  private readonly rendering = new Map<string, Promise<Buffer | null>>();

  constructor(
    private readonly eventStore: EventStore,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    private readonly readStore: ReadStore,
    private readonly files: FileStore,
    private readonly images: ImageProcessor,
  ) {}

  /** The copies are stored first and removed again when recording fails, so a refused upload leaves no file. */
  /**
   * `when-asked` makes only the web copy and the thumbnail now, each rendition the first time it is
   * asked for: for demo content stored at every start of a development server.
   */
  async upload(bytes: Buffer, field: string, context: CommandContext, renditions: 'now' | 'when-asked' = 'now'): Promise<CommandResult & { image: ContentImage }> {
    if (bytes.length > CONTENT_IMAGE_MAX_BYTES) throw DomainError.tooLarge('content_image.too_large', field, '画像は1枚10MBまでです。');
    const type = detectFileType(bytes);
    if (!type || !ACCEPTED_TYPES.has(type)) throw invalid(field);
    const header = await this.images.header(bytes);
    if (!header) throw invalid(field);
    const pixels = header.width * header.height;
    if (pixels > PROPERTY_PHOTO_MAX_PIXELS) throw DomainError.invalid('content_image.too_many_pixels', field, TOO_MANY_PIXELS_MESSAGE);
    if (header.decodedWhole && pixels > PROPERTY_PHOTO_MAX_PIXELS_DECODED_WHOLE) throw DomainError.invalid('content_image.too_many_pixels', field, TOO_MANY_PIXELS_DECODED_WHOLE_MESSAGE);
    const copies = await this.images.listingPhoto(bytes, renditions === 'now' ? CONTENT_RENDITION_WIDTHS : []);
    if (!copies) throw invalid(field);

    const imageId = this.ids.uuid();
    try {
      await this.files.put(CONTENT_IMAGE_AREA, fileName(imageId, 'web'), copies.web.bytes);
      await this.files.put(CONTENT_IMAGE_AREA, fileName(imageId, 'thumb'), copies.thumb.bytes);
      const slots = new Set<string>();
      for (const rendition of copies.renditions) {
        const name = renditionFileName(imageId, rendition.width, rendition.format);
        // A picture narrower than the standard widths comes out the same width more than once: kept once.
        if (slots.has(name)) continue;
        slots.add(name);
        await this.files.put(CONTENT_IMAGE_AREA, name, rendition.bytes);
      }
      const { width, height } = copies.web;
      const result = await handleDeciderCommand({
        eventStore: this.eventStore,
        ids: this.ids,
        decider: contentImageDecider,
        streamId: contentImageStreamId(imageId),
        command: { type: 'RecordContentImage', image_id: imageId, sha256: createHash('sha256').update(bytes).digest('hex'), content_type: type, width, height, now: this.clock.now() },
        context,
      });
      return { ...result, image: contentImage({ image_id: imageId, width, height }) };
    } catch (error) {
      await this.removeFiles(imageId);
      throw error;
    }
  }

  async exists(imageId: string): Promise<boolean> {
    return UUID.test(imageId) && (await this.readStore.get<ContentImageDocument>(CONTENT_IMAGES_COLLECTION, imageId)) !== null;
  }

  async describe(imageId: string | null): Promise<ContentImage | null> {
    if (!imageId || !UUID.test(imageId)) return null;
    const document = await this.readStore.get<ContentImageDocument>(CONTENT_IMAGES_COLLECTION, imageId);
    return document && contentImage(document);
  }

  async file(imageId: string, size: string): Promise<Buffer> {
    if (!(CONTENT_IMAGE_SIZES as readonly string[]).includes(size) || !(await this.exists(imageId))) throw notFound();
    const bytes = await this.files.get(CONTENT_IMAGE_AREA, fileName(imageId, size as ContentImageSize));
    if (!bytes) throw notFound();
    return bytes;
  }

  /** One `srcset` rendition (`640.webp`), made from the web copy and kept when it was not made at upload. */
  async rendition(imageId: string, file: string): Promise<{ bytes: Buffer; format: RenditionFormat }> {
    const parsed = RENDITION_FILE.exec(file);
    const document = parsed && UUID.test(imageId) ? await this.readStore.get<ContentImageDocument>(CONTENT_IMAGES_COLLECTION, imageId) : null;
    if (!parsed || !document) throw notFound();
    const width = Number(parsed[1]);
    const format = parsed[2] as RenditionFormat;
    if (!renditionWidths(document.width).includes(width)) throw notFound();
    const name = renditionFileName(imageId, width, format);
    const bytes = (await this.files.get(CONTENT_IMAGE_AREA, name)) ?? (await this.renderLate(imageId, name, width, format));
    if (!bytes) throw notFound();
    return { bytes, format };
  }

  /** One request makes each late rendition; others asking meanwhile wait for it. */
  private renderLate(imageId: string, name: string, width: number, format: RenditionFormat): Promise<Buffer | null> {
    const running = this.rendering.get(name);
    if (running) return running;
    const rendering = (async () => {
      const copy = await this.files.get(CONTENT_IMAGE_AREA, fileName(imageId, 'web'));
      const rendition = copy ? await this.images.rendition(copy, width, format) : null;
      if (!rendition) return null;
      await this.files.put(CONTENT_IMAGE_AREA, name, rendition.bytes);
      return rendition.bytes;
    })().finally(() => this.rendering.delete(name));
    this.rendering.set(name, rendering);
    return rendering;
  }

  private async removeFiles(imageId: string): Promise<void> {
    for (const size of CONTENT_IMAGE_SIZES) await this.files.remove(CONTENT_IMAGE_AREA, fileName(imageId, size));
    for (const width of CONTENT_RENDITION_WIDTHS) {
      for (const format of RENDITION_FORMATS) await this.files.remove(CONTENT_IMAGE_AREA, renditionFileName(imageId, width, format));
    }
  }
}

function invalid(field: string): DomainError {
  return DomainError.invalid('content_image.invalid', field, INVALID_PHOTO_MESSAGE);
}

function notFound(): DomainError {
  return DomainError.notFound('content_image.not_found', '画像が見つかりません。');
}
