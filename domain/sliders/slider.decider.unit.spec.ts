import { DomainError } from '../shared/domain-error';
import { isSafeSlideLink, isSlideShown, MAX_SLIDES, sliderDecider, type SliderCommand, type SlideDraft } from './slider.decider';
import type { SliderEvent } from './slider.events';

const now = '2026-11-24T10:00:00.000Z';
const draft: SlideDraft = { title: ' 冬のキャンペーン ', alt: '雪の家', link_url: '/about/seller', starts_at: '2026-12-01T09:00:00+09:00', ends_at: '' };
const added = (id: string, sort: number): SliderEvent => ({
  type: 'SlideAdded',
  data: { slide_id: id, title: '冬のキャンペーン', alt: '雪の家', link_url: '/about/seller', image_id: `img-${id}`, starts_at: '2026-12-01T00:00:00.000Z', ends_at: null, sort, added_at: now },
});
const given = (events: SliderEvent[]) => events.reduce(sliderDecider.evolve, sliderDecider.initialState());
const decide = (command: SliderCommand, events: SliderEvent[]) => sliderDecider.decide(command, given(events));
const errorOf = (run: () => unknown): DomainError => {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('no error');
};

describe('Slider / when empty', () => {
  it('adds a slide last, its window kept in UTC', () => {
    expect(decide({ type: 'AddSlide', slide_id: 's1', draft, image_id: 'img-s1', now }, [])).toEqual([added('s1', 1)]);
  });

  it('names every wrong field at once, the missing image among them', () => {
    const error = errorOf(() =>
      decide({ type: 'AddSlide', slide_id: 's1', draft: { title: '', alt: 5, link_url: 'javascript:alert(1)', starts_at: '2026-12-02T00:00:00Z', ends_at: '2026-12-01T00:00:00Z' }, image_id: null, now }, []),
    );
    expect(Object.keys(error.fields).sort()).toEqual(['alt', 'ends_at', 'image', 'link_url', 'title']);
    expect(error.fields.ends_at).toEqual(['掲載終了日時は掲載開始日時より後にしてください。']);
    expect(error.fields.link_url[0]).toContain('http:// か https://');
  });

  it('cannot edit, remove or reorder what is not there', () => {
    expect(errorOf(() => decide({ type: 'EditSlide', slide_id: 's1', draft, image_id: null, now }, [])).code).toBe('slider.not_found');
    expect(errorOf(() => decide({ type: 'RemoveSlide', slide_id: 's1', now }, [])).code).toBe('slider.not_found');
    expect(errorOf(() => decide({ type: 'ReorderSlides', slide_ids: ['s1'], now }, [])).fields.slide_ids).toHaveLength(1);
  });
});

describe('Slider / with slides', () => {
  const three = [added('s1', 1), added('s2', 2), added('s3', 3)];

  it('reorders when every slide is named once', () => {
    expect(decide({ type: 'ReorderSlides', slide_ids: ['s3', 's1', 's2'], now }, three)).toEqual([{ type: 'SlidesReordered', data: { slide_ids: ['s3', 's1', 's2'], reordered_at: now } }]);
    expect(decide({ type: 'ReorderSlides', slide_ids: ['s1', 's2', 's3'], now }, three)).toEqual([]);
    for (const wrong of [['s1', 's2'], ['s1', 's1', 's2'], ['s1', 's2', 'x'], 's1,s2,s3', [1, 2, 3]]) {
      expect(errorOf(() => decide({ type: 'ReorderSlides', slide_ids: wrong, now }, three)).code).toBe('slider.order_invalid');
    }
  });

  it('keeps the image on an edit that sends none, and records only a change', () => {
    expect(decide({ type: 'EditSlide', slide_id: 's2', draft, image_id: null, now }, three)).toEqual([]);
    const [edited] = decide({ type: 'EditSlide', slide_id: 's2', draft: { ...draft, link_url: 'https://example.com/x' }, image_id: null, now }, three);
    expect(edited).toMatchObject({ type: 'SlideEdited', data: { slide_id: 's2', image_id: 'img-s2', link_url: 'https://example.com/x' } });
  });

  it('removes a slide, and after an order the carousel follows it', () => {
    const state = given([...three, { type: 'SlidesReordered', data: { slide_ids: ['s3', 's2', 's1'], reordered_at: now } }, { type: 'SlideRemoved', data: { slide_id: 's2', removed_at: now } }]);
    expect(state.slides.map((slide) => slide.slide_id)).toEqual(['s3', 's1']);
  });

  it(`takes at most ${MAX_SLIDES} slides`, () => {
    const full = Array.from({ length: MAX_SLIDES }, (_, index) => added(`s${index}`, index + 1));
    expect(errorOf(() => decide({ type: 'AddSlide', slide_id: 'extra', draft, image_id: 'img', now }, full)).code).toBe('slider.too_many');
  });
});

describe('Slide links and windows', () => {
  it('takes http(s) addresses and paths of this site only', () => {
    for (const good of ['https://example.com/', 'http://example.com/a?b=c', '/about/buyer', '/info/articles/1698']) expect(isSafeSlideLink(good)).toBe(true);
    for (const bad of ['javascript:alert(1)', 'JAVASCRIPT:alert(1)', 'data:text/html,x', '//evil.example/', '/\\evil.example', 'about/buyer', 'ftp://example.com', 'https://', '/a b']) {
      expect(isSafeSlideLink(bad)).toBe(false);
    }
  });

  it('shows a slide from its start until just before its end', () => {
    const slide = { starts_at: '2026-12-01T00:00:00.000Z', ends_at: '2026-12-31T00:00:00.000Z' };
    expect(isSlideShown(slide, '2026-11-30T23:59:59.000Z')).toBe(false);
    expect(isSlideShown(slide, '2026-12-01T00:00:00.000Z')).toBe(true);
    expect(isSlideShown(slide, '2026-12-31T00:00:00.000Z')).toBe(false);
    expect(isSlideShown({ starts_at: null, ends_at: null }, now)).toBe(true);
  });
});
