import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  IMPERSONATING_FLAG_KEY,
  MASTER_TOKEN_KEY,
  useImpersonationStore,
} from '../../../features/impersonation/stores/impersonation.store';
import { useSessionStore } from '../../../features/session/stores/session.store';
import { fail, fakeApi, ok } from '../../../test-utils/fake-api';
import type { FakeRoute } from '../../../test-utils/fake-api';
import { renderApp, resetStores } from '../../../test-utils/render-app';

const ADMIN = { id: 1, name: '管理 太郎', email: 'admin@example.jp' };
const ROW = {
  id: 7,
  name_last: '山田',
  name_first: '花子',
  zipcode: null,
  prefecture_name: '長野県',
  city: '長野市',
  block: null,
  building_name: null,
  class: 1,
  nickname: 'はなこ',
  email: 'hanako@example.jp',
  tel_mobile: null,
  tel_home: null,
  birth_year: null,
  company_name: null,
  corporate_number: null,
  identification_verify_status: 1,
};

function api(adminMe: FakeRoute = ok(ADMIN), minashi: FakeRoute = ok({ access_token: 'member-of-7', token_type: 'Bearer', expires_in: 900, role: 'member', user: { id: 7 } })) {
  return fakeApi({
    'GET /api/admin/me': adminMe,
    'GET /api/master/prefectures': ok([]),
    'POST /api/admin/user/list/20': ok({ data: [ROW], current_page: 1, last_page: 1, per_page: 20, total: 1 }),
    'POST /api/admin/minashi-login': minashi,
    'POST /api/logout': ok(null),
  });
}

async function impersonateHanako(user: ReturnType<typeof userEvent.setup>) {
  const row = (await screen.findByText('hanako@example.jp')).closest('tr') as HTMLElement;
  await user.click(within(row).getByText('代理ログイン'));
  // getByRole over the whole table is slow in jsdom; the popup's button is found by its text.
  const confirm = (await screen.findByText('代理ログインする')).closest('button') as HTMLElement;
  await user.click(confirm);
}

describe('impersonation (代理ログイン)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    resetStores();
  });

  it('keeps the admin token as the master token and opens the member page as the member', async () => {
    const routes = api();
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/admin/user/list', 'admin');
    await impersonateHanako(user);

    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/mypage'));
    expect(routes.find('POST', '/api/admin/minashi-login')[0]?.body).toEqual({ user_id: 7 });
    expect(localStorage.getItem(MASTER_TOKEN_KEY)).toBe('admin-token');
    expect(localStorage.getItem(IMPERSONATING_FLAG_KEY)).toBe('1');
    expect(useSessionStore.getState()).toMatchObject({ strategy: 'member', token: 'member-of-7' });
    expect(await screen.findByRole('button', { name: /代理ログインを終了/ })).toBeInTheDocument();
  });

  it('ignores a failed impersonation without a word', async () => {
    const routes = api(ok(ADMIN), fail(403, '許可がありません。'));
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/admin/user/list', 'admin');
    await impersonateHanako(user);

    await vi.waitFor(() => expect(routes.find('POST', '/api/admin/minashi-login')).toHaveLength(1));
    expect(router.state.location.pathname).toBe('/admin/user/list');
    expect(useSessionStore.getState()).toMatchObject({ strategy: 'admin', token: 'admin-token' });
    expect(localStorage.getItem(IMPERSONATING_FLAG_KEY)).toBeNull();
    expect(screen.queryByText('許可がありません。')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /代理ログインを終了/ })).not.toBeInTheDocument();
  });

  it('returns to the admin with the master token when it is still valid', async () => {
    const routes = api();
    useImpersonationStore.getState().begin('master-admin-token');
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/', 'member');
    await user.click(await screen.findByRole('button', { name: /代理ログインを終了/ }));

    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/admin/user/list'));
    expect(routes.find('GET', '/api/admin/me')[0]?.headers.get('Authorization')).toBe('Bearer master-admin-token');
    expect(routes.find('POST', '/api/logout')[0]?.headers.get('Authorization')).toBe('Bearer member-token');
    expect(useSessionStore.getState()).toMatchObject({ strategy: 'admin', token: 'master-admin-token' });
    expect(localStorage.getItem(IMPERSONATING_FLAG_KEY)).toBeNull();
    expect(localStorage.getItem(MASTER_TOKEN_KEY)).toBeNull();
    expect(await screen.findByRole('heading', { name: '会員一覧' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /代理ログインを終了/ })).not.toBeInTheDocument();
  });

  it('goes to the admin sign-in when the master token has ended', async () => {
    api(fail(401, 'ログインの有効期限が切れました。'));
    useImpersonationStore.getState().begin('expired-admin-token');
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/', 'member');
    await user.click(await screen.findByRole('button', { name: /代理ログインを終了/ }));

    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
    expect(localStorage.getItem(IMPERSONATING_FLAG_KEY)).toBeNull();
    expect(screen.queryByRole('button', { name: /代理ログインを終了/ })).not.toBeInTheDocument();
  });

  it("never renews the member's ended token with the refresh cookie, which is the admin's", async () => {
    const routes = fakeApi({
      'GET /api/me': fail(401, 'ログインが必要です。'),
      'POST /api/token/refresh': ok({ access_token: 'renewed-admin-token', token_type: 'Bearer', expires_in: 3600, role: 'admin' }),
    });
    useImpersonationStore.getState().begin('master-admin-token');
    renderApp('/', 'member');
    expect(await screen.findByRole('region', { name: '代理ログイン中' })).toBeInTheDocument();
    await vi.waitFor(() => expect(routes.find('GET', '/api/me').length).toBeGreaterThan(0));
    expect(routes.find('POST', '/api/token/refresh')).toHaveLength(0);
    expect(useSessionStore.getState().token).toBe('member-token');
  });

  it('shows no return button without the flag', async () => {
    api();
    renderApp('/', 'member');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /代理ログインを終了/ })).not.toBeInTheDocument();
  });
});
