import type { SliderEvent } from '../../domain/sliders/slider.events';
import type { ProjectedEvent } from '../shared/projector';
import { slidesProjector, type SlideDocument } from './slides.projector';

const at = '2026-11-24T10:00:00.000Z';
const projected = (event: SliderEvent, position: number) =>
  ({ ...event, streamId: 'sliders', streamVersion: position, globalPosition: position, recordedAt: at, metadata: { actor: { id: 'a-1', role: 'admin' } } }) as ProjectedEvent<SliderEvent>;
const added = (id: string, sort: number): SliderEvent => ({
  type: 'SlideAdded',
  data: { slide_id: id, title: id, alt: 'alt', link_url: null, image_id: `img-${id}`, starts_at: null, ends_at: null, sort, added_at: at },
});

/** Folds the events into every document they touch, as the runner does. */
function project(events: ProjectedEvent<SliderEvent>[]): Map<string, SlideDocument> {
  const documents = new Map<string, SlideDocument>();
  for (const event of events) {
    for (const id of slidesProjector.documentIds(event)) {
      const next = slidesProjector.evolve(documents.get(id) ?? null, event, id);
      if (next) documents.set(id, next);
      else documents.delete(id);
    }
  }
  return documents;
}

describe('Slides read model', () => {
  const events = [
    projected(added('s1', 1), 1),
    projected(added('s2', 2), 2),
    projected(added('s3', 3), 3),
    projected({ type: 'SlidesReordered', data: { slide_ids: ['s3', 's1', 's2'], reordered_at: at } }, 4),
    projected({ type: 'SlideRemoved', data: { slide_id: 's1', removed_at: at } }, 5),
  ];

  it('numbers each slide by the last order, and forgets a removed one', () => {
    const documents = project(events);
    expect([...documents.values()].sort((a, b) => a.sort - b.sort).map((slide) => [slide.slide_id, slide.sort])).toEqual([
      ['s3', 1],
      ['s2', 3],
    ]);
  });

  it('gives the same documents when the events are applied twice', () => {
    const once = project(events);
    const twice = project([...events, ...events.slice(3)]);
    expect(twice).toEqual(once);
  });
});
