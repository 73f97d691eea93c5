import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '../../../features/session/stores/session.store';
import { fail, fakeApi, ok } from '../../../test-utils/fake-api';
import { renderApp, resetStores } from '../../../test-utils/render-app';

const LAWYER = {
  id: 3,
  email: 'shoshi@example.jp',
  name: '登記 一郎',
  name_kana: null,
  office_name: '登記事務所',
  registration_number: null,
  zipcode: null,
  address: null,
  tel: null,
  registered_at: '2024-04-01T00:00:00.000Z',
};

describe('lawyer invitation acceptance', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    resetStores();
  });

  it.each([
    [2, '会員登録リンクの有効期限が切れています。もう一度登録を行ってください'],
    [3, '既に会員登録されています'],
    [4, '許可がありません。'],
  ])('explains link status %i', async (status, text) => {
    fakeApi({ 'GET /api/lawyer/mail/check/active-link/abc': ok({ status }) });
    renderApp('/lawyer/register?token=abc');
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByLabelText('氏名')).not.toBeInTheDocument();
  });

  it('treats a failed check and a missing token as not permitted', async () => {
    fakeApi({ 'GET /api/lawyer/mail/check/active-link/broken': fail(500, 'エラー') });
    renderApp('/lawyer/register?token=broken');
    expect(await screen.findByText('許可がありません。')).toBeInTheDocument();
  });

  it('registers with a valid link, signs the lawyer in and opens the profile', async () => {
    const api = fakeApi({
      'GET /api/lawyer/mail/check/active-link/abc': ok({ status: 1, email: 'shoshi@example.jp' }),
      'POST /api/lawyer/signup/create': ok({ access_token: 'lawyer-new', token_type: 'Bearer', expires_in: 900, role: 'lawyer', lawyer: LAWYER }),
      'GET /api/lawyer/me': ok(LAWYER),
    });
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/lawyer/register?token=abc');
    expect(await screen.findByDisplayValue('shoshi@example.jp')).toBeInTheDocument();
    await user.type(screen.getByLabelText('氏名'), '登記 一郎');
    await user.type(screen.getByLabelText('事務所名'), '登記事務所');
    await user.type(screen.getByLabelText('パスワード'), 'password-123');
    await user.type(screen.getByLabelText('パスワード（確認）'), 'password-123');
    await user.click(screen.getByRole('button', { name: '登録する' }));

    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/lawyer/profile/edit'));
    expect(api.find('POST', '/api/lawyer/signup/create')[0]?.body).toEqual({
      token: 'abc',
      name: '登記 一郎',
      office_name: '登記事務所',
      password: 'password-123',
      password_confirmation: 'password-123',
    });
    expect(useSessionStore.getState()).toMatchObject({ strategy: 'lawyer', token: 'lawyer-new' });
    expect(await screen.findByRole('heading', { name: 'プロフィール編集' })).toBeInTheDocument();
  });
});
