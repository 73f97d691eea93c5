import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '../../../features/session/stores/session.store';
import { fail, mockApi, ok } from '../../../test-utils/mock-api';
import { renderPage } from '../../../test-utils/render-page';
import { LoginPage } from '../login.page';

async function fillAndSubmit() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('メールアドレス'), 'taro@example.jp');
  await user.type(screen.getByLabelText('パスワード'), 'secret-pass');
  await user.click(screen.getByRole('button', { name: 'ログイン' }));
}

describe('Login page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    useSessionStore.setState({ strategy: 'guest', token: null });
  });

  it("shows the server's message when the login is refused and stays signed out", async () => {
    mockApi({ 'POST /api/login': () => fail(401, 'メールアドレスまたはパスワードが正しくありません。') });
    renderPage(<LoginPage />, { path: '/login', pattern: '/login' });
    await fillAndSubmit();
    expect(await screen.findByText('メールアドレスまたはパスワードが正しくありません。')).toBeInTheDocument();
    expect(useSessionStore.getState().strategy).toBe('guest');
  });

  it('stores the answer and goes back to the page that asked for the login', async () => {
    const api = mockApi({
      'POST /api/login': () =>
        ok({ access_token: 'member-token', token_type: 'Bearer', expires_in: 900, role: 'member', user: { id: 3 } }),
    });
    renderPage(<LoginPage />, { path: '/login?redirect=%2Fmypage%2Ftodo%2Flist', pattern: '/login' });
    expect(screen.getByText('このページをご覧いただくには、ログインが必要です。')).toBeInTheDocument();
    await fillAndSubmit();
    expect(await screen.findByTestId('location')).toHaveTextContent('/mypage/todo/list');
    expect(api.callsTo('POST', '/api/login')[0]?.body).toEqual({ email: 'taro@example.jp', password: 'secret-pass' });
    expect(useSessionStore.getState()).toMatchObject({ strategy: 'member', token: 'member-token' });
  });

  it('goes to /mypage without a way back, and never to another site', async () => {
    mockApi({ 'POST /api/login': () => ok({ access_token: 't', role: 'member' }) });
    renderPage(<LoginPage />, { path: '/login?redirect=https%3A%2F%2Fevil.example%2F', pattern: '/login' });
    await fillAndSubmit();
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/mypage$/);
  });

  it('links to the forgotten-password and sign-up pages', () => {
    mockApi({});
    renderPage(<LoginPage />, { path: '/login', pattern: '/login' });
    expect(screen.getByRole('link', { name: 'パスワードをお忘れの方はこちら' })).toHaveAttribute('href', '/forgot');
    expect(screen.getByRole('link', { name: '会員登録（無料）はこちら' })).toHaveAttribute('href', '/signup');
  });
});
