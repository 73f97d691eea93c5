/**
 * A slide of the top page's carousel. It shows inside its publication window: from `starts_at`
 * (always, when null) until `ends_at` (for good, when null).
 */
export interface SlideContent {
  title: string;
  /** The image's description for screen readers. */
  alt: string;
  /** Where the slide leads: an http(s) address or a path of this site; null for none. */
  link_url: string | null;
  image_id: string;
  starts_at: string | null;
  ends_at: string | null;
}

/** The slides are few and ordered as one list, so they are one stream: an order is one event. */
export type SliderEvent =
  | { type: 'SlideAdded'; data: SlideContent & { slide_id: string; sort: number; added_at: string } }
  | { type: 'SlideEdited'; data: SlideContent & { slide_id: string; edited_at: string } }
  | { type: 'SlideRemoved'; data: { slide_id: string; removed_at: string } }
  | { type: 'SlidesReordered'; data: { slide_ids: string[]; reordered_at: string } };

export const SLIDER_STREAM_ID = 'sliders';
