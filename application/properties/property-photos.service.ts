import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { propertyDecider, type PropertyCommand, type PropertyState } from '../../domain/properties/property.decider';
import { propertyStreamId, type PropertyPhotoSourceType, type PropertyStatus } from '../../domain/properties/property.events';
import { DomainError } from '../../domain/shared/domain-error';
import { detectFileType } from '../../domain/shared/file-signature.rule';
import type { PropertyDocument } from '../../read-models/properties/properties.projector';
import type { PropertyPhotoDocument } from '../../read-models/properties/property-photos.projector';
import type { Principal } from '../accounts/account-role';
import { Clock } from '../shared/clock.port';
import type { CommandContext } from '../shared/command-context';
import type { CommandResult } from '../shared/command-result';
import { handleDeciderCommand, loadState } from '../shared/decider-command.handler';
import { EventStore } from '../shared/event-store.port';
import { FileStore } from '../shared/file-store.port';
import { IdGenerator } from '../shared/id-generator.port';
import { ReadStore } from '../shared/read-store.port';
import { ImageProcessor, RENDITION_FORMATS, type ImageHeader, type RenditionFormat } from './image-processor.port';
import { propertyActorFor } from './property-access.policy';
import {
  PROPERTY_IMAGE_SIZES,
  PROPERTY_RENDITION_WIDTHS,
  propertyImage,
  renditionSlot,
  renditionWidths,
  type PropertyImage,
  type PropertyImageSize,
} from './property-image';

export const PROPERTY_PHOTO_AREA = 'property-photos';
export const PROPERTY_PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const INVALID_PHOTO_MESSAGE = '不正なファイルです。';
/**
 * Pixels a photo may have, checked from its header before the picture is decoded. A photo read
 * a few rows at a time may have 50 megapixels: a 48-megapixel phone photo (8000 × 6000) passes.
 * One stored in passes (progressive JPEG, interlaced PNG) is decoded whole, 3 to 4 bytes a
 * pixel and more for a JPEG's coefficients, so it may have 16 (a 49-megapixel one took 180 MB).
 */
export const PROPERTY_PHOTO_MAX_PIXELS = 50_000_000;
export const PROPERTY_PHOTO_MAX_PIXELS_DECODED_WHOLE = 16_000_000;
export const TOO_MANY_PIXELS_MESSAGE = '写真の画素数が多すぎます。5,000万画素（8,000×6,000ピクセル程度）までの写真を選んでください。';
export const TOO_MANY_PIXELS_DECODED_WHOLE_MESSAGE =
  '写真の画素数が多すぎます。プログレッシブ形式・インターレース形式の写真は1,600万画素（4,600×3,450ピクセル程度）までです。小さくするか、通常の形式で保存した写真を選んでください。';
const ACCEPTED_TYPES: ReadonlySet<string> = new Set<PropertyPhotoSourceType>(['image/jpeg', 'image/png', 'image/webp']);

/** Statuses in which anyone may see a listing's photos; in the others only its owner and admins. */
export const PHOTO_PUBLIC_STATUSES: readonly PropertyStatus[] = ['published', 'in_negotiation', 'contracted'];

const PROPERTIES_COLLECTION = 'properties';
const PROPERTY_PHOTOS_COLLECTION = 'property_photos';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The stored name of one copy of a photo: both parts are made by the server. */
const fileName = (imageId: string, size: PropertyImageSize) => `${imageId}-${size}`;
/** Stored under its standard width, so removing a photo needs no knowledge of its size. */
const renditionFileName = (imageId: string, width: number, format: RenditionFormat) => `${imageId}-r${renditionSlot(width)}-${format}`;
const RENDITION_FILE = /^([1-9][0-9]{0,4})\.(avif|webp|jpeg)$/;

export interface ServedPhoto {
  bytes: Buffer;
  /** Anyone may see it (the listing is public); otherwise it was served to its owner or an admin. */
  public: boolean;
}

export interface AddPhotoOptions {
  /**
   * `when-asked`: only the web copy and the thumbnail are made now, each rendition the first time
   * it is asked for. For many photos stored at once (the demo listings), whose renditions most
   * visitors never ask for; a seller's upload makes them all at once.
   */
  renditions: 'now' | 'when-asked';
}

export interface ServedRendition extends ServedPhoto {
  format: RenditionFormat;
}

/** A listing's photos: uploaded, ordered and removed by its owner or an admin, served by visibility. */
@Injectable()
export class PropertyPhotosService {
  /** Renditions being made for photos stored before renditions existed, so one request makes each. */
  private readonly rendering = new Map<string, Promise<Buffer | null>>();

  constructor(
    private readonly eventStore: EventStore,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    private readonly readStore: ReadStore,
    private readonly files: FileStore,
    private readonly images: ImageProcessor,
  ) {}

  /**
   * Checked in this order: who asks, the size, what the bytes are, whether the listing takes
   * another photo, the pixel count its header states, whether the picture decodes. Only then are the copies stored, and they are
   * removed again when the append fails, so a refused upload leaves no file behind.
   */
  async add(
    principal: Principal,
    propertyId: string,
    bytes: Buffer,
    primary: boolean,
    context: CommandContext,
    options: AddPhotoOptions = { renditions: 'now' },
  ): Promise<CommandResult> {
    const state = await this.stateFor(principal, propertyId);
    if (bytes.length > PROPERTY_PHOTO_MAX_BYTES) throw DomainError.tooLarge('property.photo_too_large', 'image', '写真は1枚10MBまでです。');
    const type = detectFileType(bytes);
    if (!type || !ACCEPTED_TYPES.has(type)) throw invalidPhoto();
    const upload = { image_id: this.ids.uuid(), sha256: createHash('sha256').update(bytes).digest('hex'), content_type: type as PropertyPhotoSourceType };
    const now = this.clock.now();
    propertyDecider.decide({ type: 'AddPropertyPhoto', photo: { ...upload, width: 0, height: 0 }, primary, now }, state);

    const header = await this.images.header(bytes);
    if (!header) throw invalidPhoto();
    checkPixelCount(header);
    const copies = await this.images.listingPhoto(bytes, options.renditions === 'now' ? PROPERTY_RENDITION_WIDTHS : []);
    if (!copies) throw invalidPhoto();
    const command: PropertyCommand = { type: 'AddPropertyPhoto', photo: { ...upload, width: copies.web.width, height: copies.web.height }, primary, now };
    try {
      await this.files.put(PROPERTY_PHOTO_AREA, fileName(upload.image_id, 'web'), copies.web.bytes);
      await this.files.put(PROPERTY_PHOTO_AREA, fileName(upload.image_id, 'thumb'), copies.thumb.bytes);
      const stored = new Set<string>();
      for (const rendition of copies.renditions) {
        const name = renditionFileName(upload.image_id, rendition.width, rendition.format);
        // A photo narrower than the standard widths comes out the same width more than once: kept once.
        if (stored.has(name)) continue;
        stored.add(name);
        await this.files.put(PROPERTY_PHOTO_AREA, name, rendition.bytes);
      }
      return await this.run(propertyId, command, context);
    } catch (error) {
      await this.removeFiles(upload.image_id);
      throw error;
    }
  }

  async reorder(principal: Principal, propertyId: string, imageIds: readonly string[], context: CommandContext): Promise<CommandResult> {
    await this.stateFor(principal, propertyId);
    return this.run(propertyId, { type: 'ReorderPropertyPhotos', image_ids: imageIds, now: this.clock.now() }, context);
  }

  async remove(principal: Principal, propertyId: string, imageId: string, context: CommandContext): Promise<CommandResult> {
    await this.stateFor(principal, propertyId);
    const result = await this.run(propertyId, { type: 'RemovePropertyPhoto', image_id: imageId, now: this.clock.now() }, context);
    await this.removeFiles(imageId);
    return result;
  }

  /** The listing's photos in order, for its owner or an admin. */
  async list(principal: Principal, propertyId: string): Promise<PropertyImage[]> {
    const document = UUID.test(propertyId) ? await this.readStore.get<PropertyDocument>(PROPERTIES_COLLECTION, propertyId) : null;
    if (!document || document.status === 'deleted') throw notFound();
    propertyActorFor(principal, document.owner_id);
    return document.images.map(propertyImage);
  }

  /**
   * One copy of a photo. A listing that is not public is the owner's and the admins' to see;
   * to anyone else its photos do not exist (404), so a draft does not show through them.
   */
  async photo(principal: Principal | null, imageId: string, size: string): Promise<ServedPhoto> {
    if (!UUID.test(imageId) || !(PROPERTY_IMAGE_SIZES as readonly string[]).includes(size)) throw photoNotFound();
    const { isPublic } = await this.visiblePhoto(principal, imageId);
    const bytes = await this.files.get(PROPERTY_PHOTO_AREA, fileName(imageId, size as PropertyImageSize));
    if (!bytes) throw photoNotFound();
    return { bytes, public: isPublic };
  }

  /**
   * One `srcset` rendition (`640.webp`), under the same rule as the photo's other copies. A photo
   * stored before renditions existed gets each of its renditions made from its web copy the
   * first time it is asked for, and kept: there is no separate backfill to run.
   */
  async rendition(principal: Principal | null, imageId: string, file: string): Promise<ServedRendition> {
    const parsed = RENDITION_FILE.exec(file);
    if (!UUID.test(imageId) || !parsed) throw photoNotFound();
    const width = Number(parsed[1]);
    const format = parsed[2] as RenditionFormat;
    const { isPublic, image } = await this.visiblePhoto(principal, imageId);
    if (!renditionWidths(image.width).includes(width)) throw photoNotFound();
    const bytes = (await this.files.get(PROPERTY_PHOTO_AREA, renditionFileName(imageId, width, format))) ?? (await this.renderLate(imageId, width, format));
    if (!bytes) throw photoNotFound();
    return { bytes, public: isPublic, format };
  }

  /** A listing that is not public is the owner's and the admins' to see; to anyone else its photos do not exist. */
  private async visiblePhoto(principal: Principal | null, imageId: string) {
    const located = await this.readStore.get<PropertyPhotoDocument>(PROPERTY_PHOTOS_COLLECTION, imageId);
    const property = located ? await this.readStore.get<PropertyDocument>(PROPERTIES_COLLECTION, located.property_id) : null;
    const image = property?.images.find((candidate) => candidate.id === imageId);
    if (!property || !image) throw photoNotFound();
    const isPublic = PHOTO_PUBLIC_STATUSES.includes(property.status);
    if (!isPublic && !(principal && property.status !== 'deleted' && mayChange(principal, property.owner_id))) throw photoNotFound();
    return { isPublic, image };
  }

  private renderLate(imageId: string, width: number, format: RenditionFormat): Promise<Buffer | null> {
    const name = renditionFileName(imageId, width, format);
    const running = this.rendering.get(name);
    if (running) return running;
    const rendering = (async () => {
      const copy = await this.files.get(PROPERTY_PHOTO_AREA, fileName(imageId, 'web'));
      const rendition = copy ? await this.images.rendition(copy, width, format) : null;
      if (!rendition) return null;
      await this.files.put(PROPERTY_PHOTO_AREA, name, rendition.bytes);
      return rendition.bytes;
    })().finally(() => this.rendering.delete(name));
    this.rendering.set(name, rendering);
    return rendering;
  }

  /** Decided from the stream, not the read model, so a listing just created is already its owner's. */
  private async stateFor(principal: Principal, propertyId: string): Promise<PropertyState> {
    if (!UUID.test(propertyId)) throw notFound();
    const { state } = await loadState(this.eventStore, propertyDecider, propertyStreamId(propertyId));
    if (state.status === 'none') throw notFound();
    propertyActorFor(principal, state.owner_id);
    return state;
  }

  private run(propertyId: string, command: PropertyCommand, context: CommandContext): Promise<CommandResult> {
    return handleDeciderCommand({ eventStore: this.eventStore, ids: this.ids, decider: propertyDecider, streamId: propertyStreamId(propertyId), command, context });
  }

  private async removeFiles(imageId: string): Promise<void> {
    for (const size of PROPERTY_IMAGE_SIZES) await this.files.remove(PROPERTY_PHOTO_AREA, fileName(imageId, size));
    for (const width of PROPERTY_RENDITION_WIDTHS) {
      for (const format of RENDITION_FORMATS) await this.files.remove(PROPERTY_PHOTO_AREA, renditionFileName(imageId, width, format));
    }
  }
}

function mayChange(principal: Principal, ownerId: string): boolean {
  try {
    propertyActorFor(principal, ownerId);
    return true;
  } catch {
    return false;
  }
}

function checkPixelCount({ width, height, decodedWhole }: ImageHeader): void {
  const pixels = width * height;
  if (pixels > PROPERTY_PHOTO_MAX_PIXELS) throw DomainError.invalid('property.photo_too_many_pixels', 'image', TOO_MANY_PIXELS_MESSAGE);
  if (decodedWhole && pixels > PROPERTY_PHOTO_MAX_PIXELS_DECODED_WHOLE) {
    throw DomainError.invalid('property.photo_too_many_pixels', 'image', TOO_MANY_PIXELS_DECODED_WHOLE_MESSAGE);
  }
}

function invalidPhoto(): DomainError {
  return DomainError.invalid('property.photo_invalid', 'image', INVALID_PHOTO_MESSAGE);
}

function notFound(): DomainError {
  return DomainError.notFound('property.not_found', '物件が見つかりません。');
}

function photoNotFound(): DomainError {
  return DomainError.notFound('property.photo_not_found', '写真が見つかりません。');
}
