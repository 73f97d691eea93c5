import { assertNever, type Decider } from '../shared/decider';
import { DomainError } from '../shared/domain-error';
import { FieldErrors } from '../shared/field-errors';
import type { SlideContent, SliderEvent } from './slider.events';

export const SLIDE_TITLE_MAX_LENGTH = 100;
export const SLIDE_ALT_MAX_LENGTH = 200;
export const SLIDE_LINK_MAX_LENGTH = 2000;
export const MAX_SLIDES = 20;

export interface SlideDraft {
  title?: unknown;
  alt?: unknown;
  link_url?: unknown;
  starts_at?: unknown;
  ends_at?: unknown;
}

export type SliderCommand =
  /** `image_id` is a stored content image; a new slide needs one, an edit may keep the old one (null). */
  | { type: 'AddSlide'; slide_id: string; draft: SlideDraft; image_id: string | null; now: string }
  | { type: 'EditSlide'; slide_id: string; draft: SlideDraft; image_id: string | null; now: string }
  | { type: 'RemoveSlide'; slide_id: string; now: string }
  | { type: 'ReorderSlides'; slide_ids: unknown; now: string };

export interface SliderState {
  /** In carousel order. */
  slides: Array<SlideContent & { slide_id: string }>;
}

/** Shown at `now`: inside its window, the end excluded. */
export function isSlideShown(slide: { starts_at: string | null; ends_at: string | null }, now: string): boolean {
  const at = Date.parse(now);
  return (slide.starts_at === null || Date.parse(slide.starts_at) <= at) && (slide.ends_at === null || at < Date.parse(slide.ends_at));
}

/** An http(s) address or a path of this site (`/about/seller`); never `javascript:` or `//elsewhere`. */
export function isSafeSlideLink(value: string): boolean {
  if (/^\/(?![/\\])/.test(value)) return !/[\s\\]/.test(value);
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}

const TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

function checkedTime(value: unknown, field: string, label: string, errors: FieldErrors): string | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string' || !TIME.test(value) || Number.isNaN(Date.parse(value))) {
    errors.add(field, `${label}は日時（例: 2026-12-01T09:00:00+09:00）で指定してください。`);
    return null;
  }
  return new Date(value).toISOString();
}

function checkedText(value: unknown, field: string, label: string, max: number, errors: FieldErrors): string {
  if (value !== undefined && value !== null && typeof value !== 'string') {
    errors.add(field, `${label}は文字列で入力してください。`);
    return '';
  }
  const text = typeof value === 'string' ? value.trim() : '';
  if (text === '') errors.add(field, `${label}を入力してください。`);
  else if (text.length > max) errors.add(field, `${label}は${max}文字以内で入力してください。`);
  return text;
}

function checkedContent(draft: SlideDraft, imageId: string | null, errors: FieldErrors): SlideContent {
  const title = checkedText(draft.title, 'title', 'タイトル', SLIDE_TITLE_MAX_LENGTH, errors);
  const alt = checkedText(draft.alt, 'alt', '画像の説明（代替テキスト）', SLIDE_ALT_MAX_LENGTH, errors);
  let link: string | null = null;
  if (draft.link_url !== undefined && draft.link_url !== null && draft.link_url !== '') {
    const value = typeof draft.link_url === 'string' ? draft.link_url.trim() : null;
    if (value === null || value.length > SLIDE_LINK_MAX_LENGTH || !isSafeSlideLink(value)) {
      errors.add('link_url', 'リンク先は http:// か https:// で始まるURL、または / で始まるサイト内のパスで入力してください。');
    } else {
      link = value;
    }
  }
  const startsAt = checkedTime(draft.starts_at, 'starts_at', '掲載開始日時', errors);
  const endsAt = checkedTime(draft.ends_at, 'ends_at', '掲載終了日時', errors);
  if (startsAt && endsAt && Date.parse(endsAt) <= Date.parse(startsAt)) errors.add('ends_at', '掲載終了日時は掲載開始日時より後にしてください。');
  if (!imageId) errors.add('image', 'スライドの画像を選択してください。');
  return { title, alt, link_url: link, image_id: imageId ?? '', starts_at: startsAt, ends_at: endsAt };
}

const notFound = () => DomainError.notFound('slider.not_found', '指定されたスライドが見つかりません。');

export const sliderDecider: Decider<SliderCommand, SliderState, SliderEvent> = {
  initialState: () => ({ slides: [] }),

  evolve(state, event) {
    switch (event.type) {
      case 'SlideAdded': {
        const { sort: _sort, added_at: _at, ...slide } = event.data;
        return { slides: [...state.slides, slide] };
      }
      case 'SlideEdited': {
        const { edited_at: _at, ...slide } = event.data;
        return { slides: state.slides.map((current) => (current.slide_id === slide.slide_id ? slide : current)) };
      }
      case 'SlideRemoved':
        return { slides: state.slides.filter((slide) => slide.slide_id !== event.data.slide_id) };
      case 'SlidesReordered': {
        const byId = new Map(state.slides.map((slide) => [slide.slide_id, slide]));
        return { slides: event.data.slide_ids.flatMap((id) => byId.get(id) ?? []) };
      }
      default:
        return assertNever(event);
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'AddSlide': {
        if (state.slides.some((slide) => slide.slide_id === command.slide_id)) throw DomainError.conflict('slider.id_taken', 'このスライドはすでに登録されています。');
        if (state.slides.length >= MAX_SLIDES) throw DomainError.conflict('slider.too_many', `スライドは${MAX_SLIDES}枚までです。不要なスライドを削除してから追加してください。`);
        const errors = new FieldErrors();
        const content = checkedContent(command.draft, command.image_id, errors);
        errors.throwIfAny('slider.invalid');
        return [{ type: 'SlideAdded', data: { slide_id: command.slide_id, ...content, sort: state.slides.length + 1, added_at: command.now } }];
      }
      case 'EditSlide': {
        const current = state.slides.find((slide) => slide.slide_id === command.slide_id);
        if (!current) throw notFound();
        const errors = new FieldErrors();
        const content = checkedContent(command.draft, command.image_id ?? current.image_id, errors);
        errors.throwIfAny('slider.invalid');
        const same = (Object.keys(content) as (keyof SlideContent)[]).every((key) => content[key] === current[key]);
        return same ? [] : [{ type: 'SlideEdited', data: { slide_id: current.slide_id, ...content, edited_at: command.now } }];
      }
      case 'RemoveSlide': {
        if (!state.slides.some((slide) => slide.slide_id === command.slide_id)) throw notFound();
        return [{ type: 'SlideRemoved', data: { slide_id: command.slide_id, removed_at: command.now } }];
      }
      case 'ReorderSlides': {
        const ids = command.slide_ids;
        const current = state.slides.map((slide) => slide.slide_id);
        const valid =
          Array.isArray(ids) &&
          ids.every((id) => typeof id === 'string') &&
          ids.length === current.length &&
          new Set(ids).size === ids.length &&
          current.every((id) => ids.includes(id));
        if (!valid) throw DomainError.invalid('slider.order_invalid', 'slide_ids', 'すべてのスライドの id を、表示する順に1回ずつ指定してください。');
        if ((ids as string[]).every((id, index) => id === current[index])) return [];
        return [{ type: 'SlidesReordered', data: { slide_ids: [...(ids as string[])], reordered_at: command.now } }];
      }
      default:
        return assertNever(command);
    }
  },
};
