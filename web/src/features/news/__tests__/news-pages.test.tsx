import { screen, within } from '@testing-library/react';
import { fakeApi, ok } from '../../../test-utils/fake-api';
import { COUNTERS, aMe } from '../../../test-utils/member-fixtures';
import { renderApp, resetStores } from '../../../test-utils/render-app';

const ITEM = (id: string, title: string, extra: object = {}) => ({
  id,
  title,
  body: '一行目です。\n<b>太字ではありません</b>',
  category: { id: 2, name: 'メンテナンス' },
  publish_at: '2026-11-20T01:00:00.000Z',
  ...extra,
});
const PAGE = (data: unknown[], total = data.length) => ({ data, current_page: 1, last_page: 1, per_page: 10, total });

describe('News pages', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    resetStores();
  });

  it('lists published news for everyone, each linking to its page', async () => {
    const api = fakeApi({ 'GET /api/news/list/10': ok(PAGE([ITEM('n-1', 'メンテナンスのお知らせ'), ITEM('n-2', '新機能のお知らせ')])) });
    renderApp('/news/list', 'guest');
    expect(await screen.findByRole('heading', { level: 1, name: 'お知らせ' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'お知らせの一覧' });
    expect(within(list).getByRole('link', { name: 'メンテナンスのお知らせ' })).toHaveAttribute('href', '/news/n-1');
    expect(within(list).getAllByText('メンテナンス')).toHaveLength(2);
    expect(api.find('GET', '/api/news/list/10')[0].url.searchParams.get('page')).toBe('1');
  });

  it('shows an item as plain text with its line breaks, and a guest marks nothing read', async () => {
    const api = fakeApi({ 'GET /api/news/n-1': ok(ITEM('n-1', 'メンテナンスのお知らせ')) });
    renderApp('/news/n-1', 'guest');
    expect(await screen.findByRole('heading', { level: 2, name: 'メンテナンスのお知らせ' })).toBeInTheDocument();
    expect(screen.getByText(/<b>太字ではありません<\/b>/)).toBeInTheDocument();
    expect(api.find('POST', '/api/mypage/news/n-1/read')).toHaveLength(0);
  });

  it('marks an item read when a member opens it, and reads the counters again', async () => {
    const api = fakeApi({
      'GET /api/me': ok(aMe()),
      'GET /api/todolist-news-unread': ok(COUNTERS),
      'GET /api/news/n-1': ok(ITEM('n-1', 'メンテナンスのお知らせ')),
      'POST /api/mypage/news/n-1/read': ok({ id: 'n-1', news_unread: 0 }),
    });
    renderApp('/news/n-1', 'member');
    expect(await screen.findByRole('heading', { level: 2, name: 'メンテナンスのお知らせ' })).toBeInTheDocument();
    await vi.waitFor(() => expect(api.find('POST', '/api/mypage/news/n-1/read')).toHaveLength(1));
    // Read once for the header, and once more after the mark: the red dot follows at once.
    await vi.waitFor(() => expect(api.find('GET', '/api/todolist-news-unread').length).toBeGreaterThanOrEqual(2));
  });

  it("marks the member's unread items in their list", async () => {
    fakeApi({
      'GET /api/me': ok(aMe()),
      'GET /api/todolist-news-unread': ok(COUNTERS),
      'GET /api/master/regions': ok([]),
      'GET /api/mypage/news/list': ok(PAGE([{ ...ITEM('n-1', 'まだ読んでいない'), is_read: false }, { ...ITEM('n-2', 'もう読んだ'), is_read: true }])),
    });
    renderApp('/mypage/news/list', 'member');
    expect(await screen.findByRole('heading', { level: 1, name: 'お知らせ' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'お知らせの一覧' });
    const items = within(list).getAllByRole('listitem');
    expect(within(items[0]).getByText('未読')).toBeInTheDocument();
    expect(within(items[1]).queryByText('未読')).not.toBeInTheDocument();
  });
});
