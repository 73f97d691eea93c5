import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, ok } from '../../../test-utils/fake-api';
import { REGIONS, TOP_PAGE, aCard, aResultPage } from '../../../test-utils/property-fixtures';

/** The masters as the API lists them: every land category and hashtag, listed or not. */
const GROUNDS = [
  { id: 1, name: '宅地' },
  { id: 2, name: '田' },
  { id: 3, name: '畑' },
];
const HASHTAGS = [
  { id: 1, name: '田舎暮らし', created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z' },
  { id: 3, name: '古民家', created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z' },
  { id: 5, name: '海が近い', created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z' },
  { id: 7, name: '温泉付き', created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z' },
];
import { renderApp, resetStores } from '../../../test-utils/render-app';

function listApi() {
  return fakeApi({
    'GET /api/master/regions': ok(REGIONS),
    'GET /api/top-page': ok(TOP_PAGE),
    'GET /api/master/grounds': ok(GROUNDS),
    'GET /api/master/hash-tag-list': ok(HASHTAGS),
    'POST /api/property/search': ok(aResultPage([aCard()])),
  });
}

describe('List pages', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    resetStores();
  });

  it('searches a region by its id and links its prefectures with their counts', async () => {
    const api = listApi();
    renderApp('/list/kanto');
    expect(await screen.findByRole('heading', { level: 1, name: '関東の物件' })).toBeInTheDocument();
    const prefectures = screen.getByRole('navigation', { name: '関東の都道府県' });
    expect(await within(prefectures).findByRole('link', { name: '東京都（3件）' })).toHaveAttribute('href', '/list/kanto/tokyo');
    expect(await screen.findByRole('link', { name: /畑付きの古民家/ })).toBeInTheDocument();
    expect(api.find('POST', '/api/property/search')[0]?.body).toEqual({ area_id: 3 });
  });

  it('renders outside Ant Design, with page links that keep the list page', async () => {
    fakeApi({
      'GET /api/master/regions': ok(REGIONS),
      'GET /api/top-page': ok(TOP_PAGE),
      'POST /api/property/search': ok(aResultPage([aCard()], { current_page: 2, last_page: 3, per_page: 1, total: 3 })),
    });
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/list/kanto?page=2');
    expect(await screen.findByRole('link', { name: /畑付きの古民家/ })).toBeInTheDocument();
    expect(document.querySelector('[class*="ant-"]')).toBeNull();
    const pages = screen.getByRole('navigation', { name: 'ページ送り' });
    expect(within(pages).getByRole('link', { name: '2ページ目' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByRole('link', { name: '1ページ目' })).toHaveAttribute('href', '/list/kanto');
    expect(within(pages).getByRole('link', { name: '3ページ目' })).toHaveAttribute('href', '/list/kanto?page=3');
    await user.click(within(pages).getByRole('link', { name: '次のページ' }));
    expect(router.state.location.search).toBe('?page=3');
  });

  it('says when the areas cannot be read, without Ant Design', async () => {
    fakeApi({ 'GET /api/top-page': ok(TOP_PAGE) });
    renderApp('/list/kanto');
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(document.querySelector('[class*="ant-"]')).toBeNull();
  });

  it('searches a prefecture by its id', async () => {
    const api = listApi();
    renderApp('/list/chubu/nagano');
    expect(await screen.findByRole('heading', { level: 1, name: '長野県の物件' })).toBeInTheDocument();
    await waitFor(() => expect(api.find('POST', '/api/property/search')[0]?.body).toEqual({ prefecture_id: 20 }));
    await waitFor(() => expect(document.title).toBe('長野県の物件 | いえとち直売所'));
  });

  it('searches a hashtag and a land category', async () => {
    const api = listApi();
    const { router } = renderApp('/list/Tag3');
    expect(await screen.findByRole('heading', { level: 1, name: '#古民家の物件' })).toBeInTheDocument();
    await waitFor(() => expect(api.find('POST', '/api/property/search')[0]?.body).toEqual({ hashtag_id: 3 }));
    await router.navigate('/list/Landmark3');
    expect(await screen.findByRole('heading', { level: 1, name: '地目「畑」の物件' })).toBeInTheDocument();
    await waitFor(() => expect(api.find('POST', '/api/property/search').at(-1)?.body).toEqual({ ground_id: 3 }));
  });

  it.each([
    ['/list/Tag7', '#温泉付きの物件', { hashtag_id: 7 }],
    ['/list/Landmark2', '地目「田」の物件', { ground_id: 2 }],
  ])('shows %s, a real item without listings, with its title, 0件 and the empty-result message', async (path, heading, body) => {
    const api = fakeApi({
      'GET /api/master/regions': ok(REGIONS),
      'GET /api/top-page': ok(TOP_PAGE),
      'GET /api/master/grounds': ok(GROUNDS),
      'GET /api/master/hash-tag-list': ok(HASHTAGS),
      'POST /api/property/search': ok(aResultPage([])),
    });
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(await screen.findByText('条件に合う物件が見つかりませんでした')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('0件の物件が見つかりました');
    expect(screen.queryByText("Sorry, we couldn't find page")).toBeNull();
    expect(api.find('POST', '/api/property/search')[0]?.body).toEqual(body);
    expect(screen.getByRole('link', { name: new RegExp(`${heading.startsWith('#') ? '温泉付き' : '田'}（0件）`) })).toHaveAttribute('aria-current', 'page');
  });

  it('shows a land category page without counts when the top page cannot be read', async () => {
    fakeApi({
      'GET /api/master/regions': ok(REGIONS),
      'GET /api/master/grounds': ok(GROUNDS),
      'POST /api/property/search': ok(aResultPage([aCard()])),
    });
    renderApp('/list/Landmark1');
    expect(await screen.findByRole('heading', { level: 1, name: '地目「宅地」の物件' })).toBeInTheDocument();
  });

  it.each(['/list/atlantis', '/list/kanto/nagano', '/list/Tag99', '/list/Landmark99', '/list/Tag3/extra'])(
    'shows the unknown page at %s',
    async (path) => {
      const api = listApi();
      renderApp(path);
      expect(await screen.findByText("Sorry, we couldn't find page")).toBeInTheDocument();
      expect(screen.getByText('申し訳ありません。指定頂いたページは存在しません。')).toBeInTheDocument();
      expect(api.find('POST', '/api/property/search')).toHaveLength(0);
    },
  );
});

describe('Top page listings', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    resetStores();
  });

  it('adds the newest listings, counts per region, hashtags and land categories', async () => {
    listApi();
    renderApp('/');
    const newest = await screen.findByRole('list', { name: '新着物件' });
    expect(within(newest).getAllByRole('listitem')).toHaveLength(2);
    expect(within(newest).getByText('不明')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '関東（5件）' })).toHaveAttribute('href', '/list/kanto');
    expect(screen.getByRole('link', { name: '長野県（7件）' })).toHaveAttribute('href', '/list/chubu/nagano');
    expect(screen.getByRole('link', { name: '#古民家（4件）' })).toHaveAttribute('href', '/list/Tag3');
    expect(screen.getByRole('link', { name: '畑（2件）' })).toHaveAttribute('href', '/list/Landmark3');
    expect(screen.getByRole('heading', { name: 'ご利用の流れ' })).toBeInTheDocument();
  });

  it('stays as it was when the listing call fails', async () => {
    fakeApi({ 'GET /api/master/regions': ok(REGIONS) });
    renderApp('/');
    expect(await screen.findByRole('link', { name: '関東' })).toHaveAttribute('href', '/list/kanto');
    expect(screen.queryByRole('list', { name: '新着物件' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('floating-register')).not.toBeInTheDocument();
  });
});
