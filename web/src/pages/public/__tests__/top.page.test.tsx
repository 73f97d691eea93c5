import { screen, waitFor, within } from '@testing-library/react';
import { fakeApi, ok } from '../../../test-utils/fake-api';
import { REGIONS, TOP_PAGE } from '../../../test-utils/property-fixtures';
import { renderApp, resetStores } from '../../../test-utils/render-app';

const IMAGE = { id: 'img', url: '/api/content-image/img/web', thumb_url: '/api/content-image/img/thumb', width: 1200, height: 400, renditions: [] };
const COLUMN = {
  id: 'a-1',
  title: 'トップのコラム',
  excerpt: '最初の数行',
  category: 'corporate',
  category_label: '法人向け',
  published_at: '2026-04-01T00:00:00.000Z',
  url: '/info/articles/a-1',
  cover_image: null,
};

function topApi() {
  return fakeApi({
    'GET /api/master/regions': ok(REGIONS),
    'GET /api/top-page': ok(TOP_PAGE),
    'GET /api/word-press/top': ok([COLUMN]),
    'GET /api/slider/list': ok([{ id: 's1', title: '持ち主から直接', alt: '緑の丘の家', link_url: '/about/buyer', image: IMAGE, sort: 1 }]),
    'GET /api/todolist-news-unread': ok({ todo_list_unread: 0, news_unread: 0, message_unread: 0, thread_all: 0 }),
    'GET /api/me': ok({ id: 'm1', nickname: '会員' }),
  });
}

/** Ant Design marks everything it renders with `ant-` classes and wraps its App root in `.ant-app`. */
const antDesignMarkup = () => document.querySelector('[class*="ant-"]');

describe('Top page without Ant Design', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    resetStores();
  });

  it('renders header, every section and footer as plain elements, outside Ant Design’s root', async () => {
    topApi();
    renderApp('/', 'guest');
    expect(await screen.findByRole('list', { name: '新着物件' })).toBeInTheDocument();
    await screen.findByRole('heading', { level: 2, name: 'コラム' });
    await screen.findAllByAltText('緑の丘の家');

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('使われなくなった家と土地を、次に暮らす人へ直接つなぎます。');
    const main = screen.getByRole('main');
    expect(within(main).getByRole('search', { name: '物件検索' })).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: /売却をお考えの方へ/ })).toHaveAttribute('href', '/about/seller');
    expect(within(main).getByRole('link', { name: /すべての物件を見る/ })).toHaveAttribute('href', '/property/search');
    expect(within(main).getByRole('link', { name: '無料で会員登録する' })).toHaveAttribute('href', '/signup');
    expect(within(main).getByText('法人向け')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'ご利用の流れ' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('運営：株式会社いえとち直売所');

    expect(antDesignMarkup()).toBeNull();
  });

  it('renders a signed-in member’s top page without Ant Design too', async () => {
    topApi();
    renderApp('/', 'member');
    expect(await screen.findByRole('list', { name: '新着物件' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /マイページ/ })).toHaveAttribute('href', '/mypage');
    expect(antDesignMarkup()).toBeNull();
  });

  it('still puts a page that uses Ant Design inside its root, with the theme and locale', async () => {
    topApi();
    renderApp('/help', 'guest');
    await waitFor(() => expect(document.querySelector('.ant-app')).not.toBeNull());
    // The shell around it stays plain: the root wraps the page only.
    expect(screen.getByRole('banner').querySelector('[class*="ant-"]')).toBeNull();
    expect(screen.getByRole('main').querySelector('.ant-app')).not.toBeNull();
  });
});
