import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { Providers } from '../../providers';
import { SiteHeaderContainer } from '../site-header.container';
import { createQueryClient } from '../../../lib/query-client';
import { useSessionStore } from '../../../features/session/stores/session.store';

type FetchHandler = (url: string) => Promise<Response>;

function json(body: unknown, status = 200): Promise<Response> {
  return Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );
}

function counters(data: Record<string, number>) {
  return json({ success: true, message: '', data });
}

function renderHeader(handler: FetchHandler) {
  // The search box asks for the regions, answered as the API does; every other call goes to `handler`.
  const fetchMock = vi.fn((input: RequestInfo | URL) =>
    String(input) === '/api/master/regions' ? json({ success: true, message: '', data: [] }) : handler(String(input)),
  );
  vi.stubGlobal('fetch', fetchMock);
  render(
    <Providers queryClient={createQueryClient()}>
      <MemoryRouter>
        <SiteHeaderContainer />
      </MemoryRouter>
    </Providers>,
  );
  return fetchMock;
}

const unreadCalls = (fetchMock: ReturnType<typeof vi.fn>) =>
  fetchMock.mock.calls.filter(([url]) => String(url) === '/api/todolist-news-unread');

describe('header notice dot', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    useSessionStore.setState({ strategy: 'guest', token: null });
  });

  it('shows login and sign-up and never asks for counters when signed out', async () => {
    const fetchMock = renderHeader(() => json({ success: true, message: '', data: [] }));
    expect(screen.getByRole('link', { name: /ログイン/ })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: /会員登録/ })).toHaveAttribute('href', '/signup');
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(unreadCalls(fetchMock)).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'メニューを開く' })).toBeInTheDocument();
  });

  it('shows the red dot when there are unread to-dos', async () => {
    useSessionStore.setState({ strategy: 'member', token: 'member-token' });
    const fetchMock = renderHeader((url) =>
      url === '/api/todolist-news-unread'
        ? counters({ todo_list_unread: 2, news_unread: 0, message_unread: 0, thread_all: 3 })
        : json({ success: true, message: '', data: [] }),
    );
    expect(await screen.findByRole('button', { name: 'メニューを開く（新着があります）' })).toBeInTheDocument();
    expect(screen.getByTestId('notice-dot')).toBeInTheDocument();
    const [, init] = unreadCalls(fetchMock)[0] ?? [];
    expect(new Headers((init as RequestInit | undefined)?.headers).get('Authorization')).toBe('Bearer member-token');
    expect(screen.getByRole('link', { name: /マイページ/ })).toHaveAttribute('href', '/mypage');
  });

  it('shows the red dot when there is unread news', async () => {
    useSessionStore.setState({ strategy: 'member', token: 'member-token' });
    renderHeader(() => counters({ todo_list_unread: 0, news_unread: 1, message_unread: 0, thread_all: 0 }));
    expect(await screen.findByRole('button', { name: 'メニューを開く（新着があります）' })).toBeInTheDocument();
  });

  it('shows no dot for unread messages alone', async () => {
    useSessionStore.setState({ strategy: 'member', token: 'member-token' });
    const fetchMock = renderHeader(() =>
      counters({ todo_list_unread: 0, news_unread: 0, message_unread: 5, thread_all: 5 }),
    );
    await waitFor(() => expect(unreadCalls(fetchMock)).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'メニューを開く' })).toBeInTheDocument();
    expect(screen.queryByTestId('notice-dot')).toBeNull();
  });

  it.each([
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a server error', () => json({ success: false, message: 'エラー', data: null }, 500)],
    ['success false', () => json({ success: false, message: '認証に失敗しました', data: null }, 200)],
  ])('treats %s as zero counters', async (_label, failure) => {
    useSessionStore.setState({ strategy: 'member', token: 'member-token' });
    const fetchMock = renderHeader(failure as FetchHandler);
    await waitFor(() => expect(unreadCalls(fetchMock).length).toBeGreaterThan(0));
    expect(screen.getByRole('button', { name: 'メニューを開く' })).toBeInTheDocument();
    expect(screen.queryByTestId('notice-dot')).toBeNull();
  });
});

/** Ant Design marks everything it renders with `ant-` classes; the shell must render none of it. */
const antDesignMarkup = () => document.querySelector('[class*="ant-"]');

describe('site header without Ant Design', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    useSessionStore.setState({ strategy: 'guest', token: null });
  });

  it('renders the signed-out header as plain elements: logo, search, nav landmark, login and sign-up', async () => {
    const fetchMock = renderHeader(() => json({ success: true, message: '', data: [] }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.getByRole('link', { name: /トップページ/ })).toHaveAttribute('href', '/');
    expect(screen.getByRole('search', { name: '物件検索' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'グローバルメニュー' });
    expect(within(nav).getByRole('link', { name: '物件を探す' })).toHaveAttribute('href', '/property/search');
    expect(screen.queryByRole('link', { name: /マイページ/ })).toBeNull();
    expect(antDesignMarkup()).toBeNull();
  });

  it('renders the signed-in header as plain elements with the account link and the notice dot', async () => {
    useSessionStore.setState({ strategy: 'member', token: 'member-token' });
    renderHeader(() => counters({ todo_list_unread: 1, news_unread: 0, message_unread: 0, thread_all: 0 }));
    expect(await screen.findByTestId('notice-dot')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /マイページ/ })).toHaveAttribute('href', '/mypage');
    expect(screen.queryByRole('link', { name: /ログイン/ })).toBeNull();
    expect(antDesignMarkup()).toBeNull();
  });

  it('opens the phone menu from a real button that says whether it is open, and closes it again', async () => {
    renderHeader(() => json({ success: true, message: '', data: [] }));
    const toggle = screen.getByRole('button', { name: 'メニューを開く' });
    expect(toggle.tagName).toBe('BUTTON');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    const drawer = await screen.findByRole('dialog');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(drawer).getByRole('link', { name: /会員登録（無料）/ })).toHaveAttribute('href', '/signup');
    expect(within(drawer).getByRole('navigation', { name: 'サイトメニュー' })).toBeInTheDocument();
    await userEvent.click(within(drawer).getByRole('button', { name: /close|閉じる/i }));
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'));
  });

  it('keeps the keyboard inside the open menu, closes it on Escape and gives the focus back to its button', async () => {
    renderHeader(() => json({ success: true, message: '', data: [] }));
    const user = userEvent.setup();
    const toggle = screen.getByRole('button', { name: 'メニューを開く' });
    await user.click(toggle);
    const drawer = await screen.findByRole('dialog', { name: 'メニュー' });
    expect(drawer).toHaveAttribute('aria-modal', 'true');
    const close = within(drawer).getByRole('button', { name: '閉じる' });
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(within(drawer).getAllByRole('link').at(-1)).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(toggle).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('draws the menu without Ant Design as well', async () => {
    renderHeader(() => json({ success: true, message: '', data: [] }));
    await userEvent.click(screen.getByRole('button', { name: 'メニューを開く' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(antDesignMarkup()).toBeNull();
  });

  it("lists the member's own pages with their counts in the phone menu when signed in", async () => {
    useSessionStore.setState({ strategy: 'member', token: 'member-token' });
    renderHeader(() => counters({ todo_list_unread: 2, news_unread: 0, message_unread: 0, thread_all: 0 }));
    await screen.findByTestId('notice-dot');
    await userEvent.click(screen.getByRole('button', { name: 'メニューを開く（新着があります）' }));
    const account = await screen.findByRole('navigation', { name: 'アカウント' });
    expect(within(account).getByRole('link', { name: /やることリスト/ })).toHaveTextContent('2');
    expect(within(account).getByRole('link', { name: /ログアウト/ })).toHaveAttribute('href', '/logout');
  });
});
