import { screen } from '@testing-library/react';
import { fakeApi, ok } from '../../../test-utils/fake-api';
import { renderApp, resetStores } from '../../../test-utils/render-app';

const IMAGE = { id: 'img', url: '/api/content-image/img/web', thumb_url: '/api/content-image/img/thumb', width: 1200, height: 630, renditions: [] };
const SUMMARY = (id: string, title: string, extra: object = {}) => ({
  id,
  slug: null,
  title,
  excerpt: `${title}の書き出し`,
  cover_image: IMAGE,
  category: 'general',
  category_label: '一般',
  published_at: '2026-11-20T01:00:00.000Z',
  url: `/info/articles/${id}`,
  ...extra,
});

describe('Column pages', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    resetStores();
  });

  it('lists the published columns with their cover, its size stated', async () => {
    fakeApi({ 'GET /api/article/list': ok({ data: [SUMMARY('a-1', '空き家の売り方')], current_page: 1, last_page: 1, per_page: 12, total: 1 }) });
    renderApp('/info/articles', 'guest');
    expect(await screen.findByRole('heading', { level: 1, name: 'コラム' })).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: /空き家の売り方/ });
    expect(link).toHaveAttribute('href', '/info/articles/a-1');
    const cover = link.querySelector('img') as HTMLImageElement;
    expect(cover).toHaveAttribute('width', '1200');
    expect(cover).toHaveAttribute('height', '630');
  });

  it('opens the for-corporations column at /info/articles/1698 with the HTML the server made', async () => {
    const calls = fakeApi({
      'GET /api/article/1698': ok({ ...SUMMARY('x', '法人のお客さまへ', { slug: '1698', category: 'corporate', category_label: '法人向け' }), html: '<h2>法人会員として登録できます</h2><p>本文</p>' }),
    });
    renderApp('/info/articles/1698', 'guest');
    expect(await screen.findByRole('heading', { level: 1, name: '法人のお客さまへ' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '法人会員として登録できます' })).toBeInTheDocument();
    expect(screen.getByText('法人向け')).toBeInTheDocument();
    expect(calls.find('GET', '/api/article/1698')).toHaveLength(1);
  });

  it('shows the top page carousel and column block from their calls', async () => {
    const matchMedia = vi.fn((query: string) => ({ matches: query.includes('reduce'), media: query, addEventListener: vi.fn(), removeEventListener: vi.fn() }));
    vi.stubGlobal('matchMedia', matchMedia);
    fakeApi({
      'GET /api/word-press/top': ok([SUMMARY('a-1', 'トップのコラム')]),
      'GET /api/slider/list': ok([{ id: 's1', title: '持ち主から直接', alt: '緑の丘の家', link_url: '/about/buyer', image: { ...IMAGE, width: 1200, height: 400 }, sort: 1 }]),
    });
    renderApp('/', 'guest');
    expect(await screen.findByRole('heading', { level: 2, name: 'コラム' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /トップのコラム/ })).toHaveAttribute('href', '/info/articles/a-1');
    const slideImages = await screen.findAllByAltText('緑の丘の家');
    expect(slideImages[0]).toHaveAttribute('width', '1200');
    expect(slideImages[0]).toHaveAttribute('height', '400');
    expect(slideImages[0].closest('a')).toHaveAttribute('href', '/about/buyer');
  });
});
