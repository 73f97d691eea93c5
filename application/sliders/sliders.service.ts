import { Injectable } from '@nestjs/common';
import { isSlideShown, sliderDecider, type SliderCommand, type SlideDraft } from '../../domain/sliders/slider.decider';
import { SLIDER_STREAM_ID } from '../../domain/sliders/slider.events';
import { DomainError } from '../../domain/shared/domain-error';
import type { SlideDocument } from '../../read-models/sliders/slides.projector';
import { ContentImagesService } from '../content-images/content-images.service';
import type { ContentImage } from '../content-images/content-image';
import { Clock } from '../shared/clock.port';
import type { CommandContext } from '../shared/command-context';
import type { CommandResult } from '../shared/command-result';
import { handleDeciderCommand } from '../shared/decider-command.handler';
import { EventStore } from '../shared/event-store.port';
import { IdGenerator } from '../shared/id-generator.port';
import { ReadStore } from '../shared/read-store.port';

const SLIDES_COLLECTION = 'slides';

/** A slide as the carousel shows it. */
export interface SlideView {
  id: string;
  title: string;
  alt: string;
  link_url: string | null;
  image: ContentImage | null;
  sort: number;
}

/** A slide as the back office edits it, with its window and whether it shows now. */
export interface AdminSlideView extends SlideView {
  starts_at: string | null;
  ends_at: string | null;
  shown_now: boolean;
  created_at: string;
  updated_at: string;
}

const notFound = () => DomainError.notFound('slider.not_found', '指定されたスライドが見つかりません。');

/** The top page's slides: the carousel sees those inside their window, admins all of them. */
@Injectable()
export class SlidersService {
  constructor(
    private readonly eventStore: EventStore,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    private readonly readStore: ReadStore,
    private readonly images: ContentImagesService,
  ) {}

  async shown(): Promise<SlideView[]> {
    const now = this.clock.now();
    const slides = (await this.ordered()).filter((slide) => isSlideShown(slide, now));
    return Promise.all(
      slides.map(async (slide) => ({ id: slide.slide_id, title: slide.title, alt: slide.alt, link_url: slide.link_url, image: await this.images.describe(slide.image_id), sort: slide.sort })),
    );
  }

  async all(): Promise<AdminSlideView[]> {
    return Promise.all((await this.ordered()).map((slide) => this.adminView(slide)));
  }

  async get(id: string): Promise<AdminSlideView> {
    const slide = /^[\w-]{1,64}$/.test(id) ? await this.readStore.get<SlideDocument>(SLIDES_COLLECTION, id) : null;
    if (!slide) throw notFound();
    return this.adminView(slide);
  }

  /** The image is checked and stored first; a slide refused afterwards leaves an unused image, not a broken slide. */
  async create(draft: SlideDraft, image: Buffer | undefined, context: CommandContext): Promise<CommandResult & { id: string }> {
    const imageId = image ? (await this.images.upload(image, 'image', context)).image.id : null;
    const id = this.ids.uuid();
    const result = await this.run({ type: 'AddSlide', slide_id: id, draft, image_id: imageId, now: this.clock.now() }, context);
    return { ...result, id };
  }

  async edit(id: string, draft: SlideDraft, image: Buffer | undefined, context: CommandContext): Promise<CommandResult> {
    await this.get(id);
    const imageId = image ? (await this.images.upload(image, 'image', context)).image.id : null;
    return this.run({ type: 'EditSlide', slide_id: id, draft, image_id: imageId, now: this.clock.now() }, context);
  }

  remove(id: string, context: CommandContext): Promise<CommandResult> {
    return this.run({ type: 'RemoveSlide', slide_id: id, now: this.clock.now() }, context);
  }

  reorder(slideIds: unknown, context: CommandContext): Promise<CommandResult> {
    return this.run({ type: 'ReorderSlides', slide_ids: slideIds, now: this.clock.now() }, context);
  }

  private async ordered(): Promise<SlideDocument[]> {
    return this.readStore.find<SlideDocument>(SLIDES_COLLECTION, { orderBy: [{ field: 'sort' }] });
  }

  private async adminView(slide: SlideDocument): Promise<AdminSlideView> {
    return {
      id: slide.slide_id,
      title: slide.title,
      alt: slide.alt,
      link_url: slide.link_url,
      image: await this.images.describe(slide.image_id),
      sort: slide.sort,
      starts_at: slide.starts_at,
      ends_at: slide.ends_at,
      shown_now: isSlideShown(slide, this.clock.now()),
      created_at: slide.created_at,
      updated_at: slide.updated_at,
    };
  }

  private run(command: SliderCommand, context: CommandContext): Promise<CommandResult> {
    return handleDeciderCommand({ eventStore: this.eventStore, ids: this.ids, decider: sliderDecider, streamId: SLIDER_STREAM_ID, command, context });
  }
}
