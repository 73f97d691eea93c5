import { screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '../../features/session/stores/session.store';
import { fail, fakeApi, ok } from '../../test-utils/fake-api';
import { renderApp, resetStores } from '../../test-utils/render-app';

const ADMIN = { id: 1, name: '管理 太郎', email: 'admin@example.jp' };
const EMPTY_PAGE = { data: [], current_page: 1, last_page: 1, per_page: 20, total: 0 };

function adminApi() {
  return fakeApi({
    'GET /api/admin/me': ok(ADMIN),
    'GET /api/master/prefectures': ok([]),
    'POST /api/admin/user/list/20': ok(EMPTY_PAGE),
    'POST /api/admin/logout': ok(null),
  });
}

describe('back-office routes', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    resetStores();
  });

  it('sends a guest at an admin page to the admin sign-in', async () => {
    adminApi();
    const { router } = renderApp('/admin/user/list');
    expect(await screen.findByRole('heading', { name: '管理者ログイン' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/login');
    expect(screen.getByText(`Copyright © ${new Date().getFullYear()} いえとち直売所 All Rights Reserved.`)).toBeInTheDocument();
  });

  it('sends a guest at a lawyer page to the lawyer sign-in', async () => {
    fakeApi({});
    const { router } = renderApp('/lawyer/contract/list');
    expect(await screen.findByRole('heading', { name: '司法書士ログイン' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/lawyer/login');
  });

  it.each([
    ['/admin/user/list', 'member'],
    ['/admin/user/list', 'lawyer'],
    ['/lawyer/contract/list', 'member'],
    ['/lawyer/contract/list', 'admin'],
  ] as const)('shows 403 at %s to a signed-in %s', async (path, strategy) => {
    fakeApi({});
    renderApp(path, strategy);
    expect(await screen.findByRole('heading', { name: 'このページを表示する権限がありません' })).toBeInTheDocument();
  });

  it('signs an admin in and opens the member list in the back-office layout', async () => {
    const routes = fakeApi({
      'POST /api/admin/login': ok({ access_token: 'fresh-admin', token_type: 'Bearer', expires_in: 3600, role: 'admin', admin: ADMIN }),
      'GET /api/admin/me': ok(ADMIN),
      'GET /api/master/prefectures': ok([]),
      'POST /api/admin/user/list/20': ok(EMPTY_PAGE),
    });
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/admin/login');
    await user.type(await screen.findByLabelText('メールアドレス'), 'admin@example.jp');
    await user.type(screen.getByLabelText('パスワード'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'ログイン' }));

    expect(await screen.findByRole('heading', { name: '会員一覧' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/user/list');
    expect(routes.find('POST', '/api/admin/login')[0]?.body).toEqual({ email: 'admin@example.jp', password: 'secret-pass' });
    expect(useSessionStore.getState()).toMatchObject({ strategy: 'admin', token: 'fresh-admin' });
    expect(await screen.findByText(/管理 太郎/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /ログアウト/ })).toHaveAttribute('href', '/admin/logout');
    expect(screen.getByText(`Copyright © ${new Date().getFullYear()} いえとち直売所 All Rights Reserved.`)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('会員一覧 | いえとち直売所'));
  });

  it('shows the server message when the admin sign-in fails', async () => {
    fakeApi({ 'POST /api/admin/login': fail(401, 'メールアドレスまたはパスワードが正しくありません。') });
    const user = userEvent.setup({ delay: null });
    renderApp('/admin/login');
    await user.type(await screen.findByLabelText('メールアドレス'), 'admin@example.jp');
    await user.type(screen.getByLabelText('パスワード'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'ログイン' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('メールアドレスまたはパスワードが正しくありません。');
    expect(useSessionStore.getState().strategy).toBe('guest');
  });

  it('lists the phase-1 admin menu only', async () => {
    adminApi();
    renderApp('/admin/user/list', 'admin');
    const menu = await screen.findByRole('navigation', { name: '管理画面メニュー' });
    const labels = within(menu)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(labels).toEqual(['ダッシュボード', '会員一覧', '物件一覧', 'お問い合わせ', 'お知らせ', 'コラム', 'スライダー', 'オプション', '契約一覧', '司法書士', '税率の管理', '監査']);
  });

  it('opens the contract list, the last phase-1 menu page', async () => {
    adminApi();
    renderApp('/admin/contract/list', 'admin');
    expect(await screen.findByRole('heading', { level: 1, name: '契約一覧' })).toBeInTheDocument();
    expect(await screen.findByRole('form', { name: '契約の絞り込み' })).toBeInTheDocument();
  });

  it.each(['/admin/chat/list', '/admin/deal/list'])('has no page at %s until phase 2 builds it', async (path) => {
    adminApi();
    renderApp(path, 'admin');
    expect(await screen.findByText("Sorry, we couldn't find page")).toBeInTheDocument();
  });

  it.each(['/admin/no/such/page', '/lawyer/no/such/page'])('shows the unknown page at %s', async (path) => {
    adminApi();
    renderApp(path, path.startsWith('/admin') ? 'admin' : 'lawyer');
    expect(await screen.findByText("Sorry, we couldn't find page")).toBeInTheDocument();
  });

  it('signs the admin out and offers the way back to sign in', async () => {
    const api = adminApi();
    renderApp('/admin/logout', 'admin');
    expect(await screen.findByText('ログアウトしました')).toBeInTheDocument();
    expect(api.find('POST', '/api/admin/logout')[0]?.headers.get('Authorization')).toBe('Bearer admin-token');
    expect(useSessionStore.getState()).toMatchObject({ strategy: 'guest', token: null });
    expect(screen.getByRole('link', { name: 'ログイン画面へ' })).toHaveAttribute('href', '/admin/login');
  });

  it('signs out when the admin token has ended', async () => {
    fakeApi({
      'GET /api/admin/me': fail(401, 'ログインの有効期限が切れました。'),
      'GET /api/master/prefectures': ok([]),
      'POST /api/admin/user/list/20': fail(401, 'ログインの有効期限が切れました。'),
    });
    const { router } = renderApp('/admin/user/list', 'admin');
    expect(await screen.findByRole('heading', { name: '管理者ログイン' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/login');
  });
});
