import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, ok } from '../../../test-utils/fake-api';
import { renderPage } from '../../../test-utils/render-page';
import { SLIDE_INTERVAL_MS, TopCarousel } from '../components/top-carousel';

const IMAGE = { id: 'img', url: '/api/content-image/img/web', thumb_url: '/api/content-image/img/thumb', width: 1200, height: 400, renditions: [] };
const slide = (id: string, title: string, link: string | null) => ({ id, title, alt: `${title}の写真`, link_url: link, image: IMAGE, sort: 1 });

function stubMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({ matches: reduce && query.includes('reduce'), media: query, addEventListener: vi.fn(), removeEventListener: vi.fn() })),
  );
}

async function renderSlides(count: number) {
  fakeApi({ 'GET /api/slider/list': ok([slide('s1', '一枚目', '/about/buyer'), slide('s2', '二枚目', 'https://example.jp/'), slide('s3', '三枚目', null)].slice(0, count)) });
  renderPage(<TopCarousel />);
  await screen.findByAltText('一枚目の写真');
}

const slideGroups = () => screen.getAllByRole('group', { hidden: true });
const shownTitles = () => slideGroups().filter((group) => !group.hasAttribute('aria-hidden')).map((group) => group.textContent);

describe('TopCarousel', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows one slide at a time; the others are hidden from screen readers and out of the tab order', async () => {
    stubMotion(true);
    await renderSlides(3);
    expect(shownTitles()).toEqual(['一枚目']);
    const hidden = slideGroups().filter((group) => group.hasAttribute('aria-hidden'));
    expect(hidden).toHaveLength(2);
    for (const group of hidden) expect(group).toHaveAttribute('inert');
    expect(screen.getByRole('region', { name: 'おすすめ' })).toHaveAttribute('aria-roledescription', 'カルーセル');
  });

  it('turns with the arrow and dot buttons, wrapping round at either end', async () => {
    stubMotion(true);
    await renderSlides(3);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '次のスライド' }));
    expect(shownTitles()).toEqual(['二枚目']);
    await user.click(screen.getByRole('button', { name: '3枚目のスライドを表示' }));
    expect(shownTitles()).toEqual(['三枚目']);
    expect(screen.getByRole('button', { name: '3枚目のスライドを表示' })).toHaveAttribute('aria-current', 'true');
    await user.click(screen.getByRole('button', { name: '次のスライド' }));
    expect(shownTitles()).toEqual(['一枚目']);
    await user.click(screen.getByRole('button', { name: '前のスライド' }));
    expect(shownTitles()).toEqual(['三枚目']);
  });

  it('turns by itself for visitors who did not ask for less motion, and stands still under the pointer', async () => {
    stubMotion(false);
    // The slides' timer starts as they arrive: fake from the start, still moving on for the fetch.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await renderSlides(2);
    await act(() => vi.advanceTimersByTimeAsync(SLIDE_INTERVAL_MS));
    expect(shownTitles()).toEqual(['二枚目']);
    fireEvent.mouseEnter(screen.getByRole('region', { name: 'おすすめ' }));
    await act(() => vi.advanceTimersByTimeAsync(SLIDE_INTERVAL_MS * 2));
    expect(shownTitles()).toEqual(['二枚目']);
    fireEvent.mouseLeave(screen.getByRole('region', { name: 'おすすめ' }));
    await act(() => vi.advanceTimersByTimeAsync(SLIDE_INTERVAL_MS));
    expect(shownTitles()).toEqual(['一枚目']);
  });

  it('never turns by itself for visitors who asked for less motion', async () => {
    stubMotion(true);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await renderSlides(2);
    await act(() => vi.advanceTimersByTimeAsync(SLIDE_INTERVAL_MS * 3));
    expect(shownTitles()).toEqual(['一枚目']);
  });

  it('has no arrows or dots for a single slide, and links each slide where it points', async () => {
    stubMotion(true);
    await renderSlides(1);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByAltText('一枚目の写真').closest('a')).toHaveAttribute('href', '/about/buyer');
  });
});
