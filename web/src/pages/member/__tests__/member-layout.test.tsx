import { screen, within, waitFor } from '@testing-library/react';
import { useSessionStore } from '../../../features/session/stores/session.store';
import { COUNTERS, aMe } from '../../../test-utils/member-fixtures';
import { mockApi, ok } from '../../../test-utils/mock-api';
import { renderApp } from '../../../test-utils/render-app';

const EMPTY_PAGE = { data: [], current_page: 1, last_page: 1, per_page: 10, total: 0 };

describe('Member layout', () => {
  beforeEach(() => useSessionStore.setState({ strategy: 'member', token: 'member-token' }));
  afterEach(() => {
    vi.unstubAllGlobals();
    useSessionStore.setState({ strategy: 'guest', token: null });
  });

  it('shows the nickname with the verified badge, the member type, badges and the breadcrumb', async () => {
    const api = mockApi({
      'GET /api/me': () => ok(aMe({ class: 2, corporate_number: '1234567890123', identification_verify_status: 3 })),
      'GET /api/todolist-news-unread': () => ok(COUNTERS),
      'GET /api/todo-list/list': () => ok(EMPTY_PAGE),
      'GET /api/master/regions': () => ok([]),
    });
    renderApp('/mypage/todo/list');

    const sidebar = await screen.findByRole('complementary', { name: 'マイページ' });
    expect(await within(sidebar).findByText('はなこ')).toBeInTheDocument();
    expect(within(sidebar).getByRole('img', { name: '本人確認済み' })).toBeInTheDocument();
    expect(within(sidebar).getByText('法人会員')).toBeInTheDocument();

    const nav = within(sidebar).getByRole('navigation', { name: 'マイページメニュー' });
    const todo = within(nav).getByRole('link', { name: /やることリスト/ });
    expect(todo).toHaveAttribute('aria-current', 'page');
    expect(await within(todo).findByText('2')).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: /メッセージ/ })).toHaveTextContent('4');
    expect(within(nav).getByRole('link', { name: /ログアウト/ })).toHaveAttribute('href', '/logout');

    const breadcrumb = document.querySelector('.ant-breadcrumb') as HTMLElement;
    expect(within(breadcrumb).getByRole('link', { name: 'マイページ' })).toHaveAttribute('href', '/mypage');
    expect(within(breadcrumb).getByText('やることリスト')).toBeInTheDocument();

    expect(await screen.findByText('未対応のやることはありません')).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/todo-list/list')[0]?.url).toBe('/api/todo-list/list?page=1&status=0');
    await waitFor(() => expect(document.title).toBe('やることリスト | いえとち直売所'));
  });

  it('labels an individual member and shows no badge before verification', async () => {
    mockApi({
      'GET /api/me': () => ok(aMe({ identification_verify_status: 2 })),
      'GET /api/todolist-news-unread': () => ok(COUNTERS),
      'GET /api/todo-list/list': () => ok(EMPTY_PAGE),
      'GET /api/master/regions': () => ok([]),
    });
    renderApp('/mypage/todo/list?status=all');
    const sidebar = await screen.findByRole('complementary', { name: 'マイページ' });
    expect(await within(sidebar).findByText('個人会員')).toBeInTheDocument();
    expect(within(sidebar).queryByRole('img', { name: '本人確認済み' })).not.toBeInTheDocument();
  });

  it('asks for all to-dos, done ones or a later page from the address', async () => {
    const api = mockApi({
      'GET /api/me': () => ok(aMe()),
      'GET /api/todolist-news-unread': () => ok(COUNTERS),
      'GET /api/todo-list/list': () => ok(EMPTY_PAGE),
      'GET /api/master/regions': () => ok([]),
    });
    renderApp('/mypage/todo/list?status=done&page=2');
    expect(await screen.findByText('対応済みのやることはありません')).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/todo-list/list')[0]?.url).toBe('/api/todo-list/list?page=2&status=1');
  });
});
