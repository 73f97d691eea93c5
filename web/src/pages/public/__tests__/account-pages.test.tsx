import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '../../../features/session/stores/session.store';
import { fail, mockApi, ok } from '../../../test-utils/mock-api';
import { renderPage } from '../../../test-utils/render-page';
import { ForgotPage } from '../forgot.page';
import { LogoutPage } from '../logout.page';
import { MailChangeConfirmPage } from '../mail-change-confirm.page';
import { PasswordResetPage } from '../password-reset.page';

describe('Account pages', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    useSessionStore.setState({ strategy: 'guest', token: null });
  });

  it('logs out on the server, clears the session and leads home', async () => {
    useSessionStore.setState({ strategy: 'member', token: 'member-token' });
    const api = mockApi({ 'POST /api/logout': () => ok(null) });
    renderPage(<LogoutPage />, { path: '/logout', pattern: '/logout' });
    expect(await screen.findByText('ログアウトしました')).toBeInTheDocument();
    expect(useSessionStore.getState()).toMatchObject({ strategy: 'guest', token: null });
    expect(api.callsTo('POST', '/api/logout')).toHaveLength(1);
    expect(api.callsTo('POST', '/api/logout')[0]?.headers.get('Authorization')).toBe('Bearer member-token');
    expect(screen.getByRole('link', { name: /トップページへ戻る/ })).toHaveAttribute('href', '/');
  });

  it('clears the session even when the logout call fails', async () => {
    useSessionStore.setState({ strategy: 'member', token: 'member-token' });
    mockApi({ 'POST /api/logout': () => fail(500, 'error') });
    renderPage(<LogoutPage />, { path: '/logout', pattern: '/logout' });
    expect(await screen.findByText('ログアウトしました')).toBeInTheDocument();
    expect(useSessionStore.getState().token).toBeNull();
  });

  it('always says the reset mail went out', async () => {
    mockApi({ 'POST /api/forgot/input': () => fail(500, 'サーバーエラー') });
    renderPage(<ForgotPage />, { path: '/forgot', pattern: '/forgot' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('ご登録のメールアドレス'), 'nobody@example.jp');
    await user.click(screen.getByRole('button', { name: '再設定用のメールを送信する' }));
    expect(await screen.findByText('メールを送信しました')).toBeInTheDocument();
    expect(screen.queryByText('サーバーエラー')).not.toBeInTheDocument();
  });

  it('resets the password with the token of the link', async () => {
    const api = mockApi({ 'POST /api/password/reset': () => ok(null) });
    renderPage(<PasswordResetPage />, { path: '/password/reset?token=reset-1', pattern: '/password/reset' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('新しいパスワード'), 'brand-new-pass');
    await user.type(screen.getByLabelText('新しいパスワード（確認）'), 'brand-new-pass');
    await user.click(screen.getByRole('button', { name: 'パスワードを再設定する' }));
    expect(await screen.findByText('パスワードを再設定しました')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/password/reset')[0]?.body).toEqual({
      token: 'reset-1',
      password: 'brand-new-pass',
      password_confirmation: 'brand-new-pass',
    });
  });

  it('refuses two different new passwords before sending', async () => {
    const api = mockApi({});
    renderPage(<PasswordResetPage />, { path: '/password/reset?token=reset-1', pattern: '/password/reset' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('新しいパスワード'), 'brand-new-pass');
    await user.type(screen.getByLabelText('新しいパスワード（確認）'), 'another-pass');
    await user.click(screen.getByRole('button', { name: 'パスワードを再設定する' }));
    expect(await screen.findByText('パスワードが一致しません。')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('confirms the new e-mail address from the link', async () => {
    const api = mockApi({ 'POST /api/mail/input': () => ok({ email: 'new@example.jp' }) });
    renderPage(<MailChangeConfirmPage />, { path: '/mail/change/confirm?token=mail-1', pattern: '/mail/change/confirm' });
    expect(await screen.findByText('メールアドレスを変更しました')).toBeInTheDocument();
    expect(screen.getByText(/new@example\.jp/)).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('POST', '/api/mail/input')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/mail/input')[0]?.body).toEqual({ token: 'mail-1' });
  });

  it("shows the server's message when the e-mail link is refused", async () => {
    mockApi({ 'POST /api/mail/input': () => fail(404, 'このリンクは無効です。') });
    renderPage(<MailChangeConfirmPage />, { path: '/mail/change/confirm?token=bad', pattern: '/mail/change/confirm' });
    expect(await screen.findByText('このリンクは無効です。')).toBeInTheDocument();
  });
});
