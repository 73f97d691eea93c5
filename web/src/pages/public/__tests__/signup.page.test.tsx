import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '../../../features/session/stores/session.store';
import { fakeTurnstile } from '../../../test-utils/fake-turnstile';
import { fail, mockApi, ok } from '../../../test-utils/mock-api';
import { renderPage } from '../../../test-utils/render-page';
import { SignupPage } from '../signup.page';

const CHECK = 'GET /api/signup/check/active-link/abc';

function renderWithToken(path = '/signup?token=abc') {
  return renderPage(<SignupPage />, { path, pattern: path.startsWith('/signup/register') ? '/signup/register/:token' : '/signup' });
}

describe('Sign-up', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    useSessionStore.setState({ strategy: 'guest', token: null });
  });

  it('sends the address and says the mail went out', async () => {
    const api = mockApi({ 'POST /api/signup/check-email': () => ok(null) });
    renderPage(<SignupPage />, { path: '/signup', pattern: '/signup' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('メールアドレス'), 'hanako@example.jp');
    await user.click(screen.getByRole('button', { name: '登録用のメールを送信する' }));
    expect(await screen.findByText('メールを送信しました')).toBeInTheDocument();
    expect(screen.getByText(/hanako@example\.jp 宛てに/)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/signup/check-email')[0]?.body).toEqual({ email: 'hanako@example.jp' });
  });

  describe('with bot protection', () => {
    const BOT_CHECK_FAILED = '自動送信の可能性があるため受け付けできませんでした。ページを読み込み直して、もう一度お試しください。';
    const TURNSTILE_ON = { 'GET /api/signup/bot-check': () => ok({ provider: 'turnstile', site_key: 'site-key-1' }) };
    const sendButton = () => screen.getByRole('button', { name: '登録用のメールを送信する' });

    async function openForm() {
      renderPage(<SignupPage />, { path: '/signup', pattern: '/signup' });
      const user = userEvent.setup();
      await user.type(screen.getByLabelText('メールアドレス'), 'hanako@example.jp');
      return user;
    }

    it('shows the widget with the site key, and sends only once a token arrived, as bot_token', async () => {
      const turnstile = fakeTurnstile();
      const api = mockApi({ ...TURNSTILE_ON, 'POST /api/signup/check-email': () => ok(null) });
      const user = await openForm();
      await waitFor(() => expect(turnstile.api.render).toHaveBeenCalledTimes(1));
      expect(turnstile.latest().options.sitekey).toBe('site-key-1');
      expect(sendButton()).toBeDisabled();

      turnstile.solve('token-1');
      await waitFor(() => expect(sendButton()).toBeEnabled());
      turnstile.expire();
      await waitFor(() => expect(sendButton()).toBeDisabled());
      turnstile.solve('token-2');
      await waitFor(() => expect(sendButton()).toBeEnabled());

      await user.click(sendButton());
      expect(await screen.findByText('メールを送信しました')).toBeInTheDocument();
      expect(api.callsTo('POST', '/api/signup/check-email')[0]?.body).toEqual({ email: 'hanako@example.jp', bot_token: 'token-2' });
    });

    it('shows the refusal, resets the widget and waits for a new token before sending again', async () => {
      const turnstile = fakeTurnstile();
      let refuse = true;
      const api = mockApi({
        ...TURNSTILE_ON,
        'POST /api/signup/check-email': () => (refuse ? fail(403, BOT_CHECK_FAILED) : ok(null)),
      });
      const user = await openForm();
      await waitFor(() => expect(turnstile.api.render).toHaveBeenCalled());
      turnstile.solve('spent-token');
      await waitFor(() => expect(sendButton()).toBeEnabled());
      await user.click(sendButton());

      expect(await screen.findByText(BOT_CHECK_FAILED)).toBeInTheDocument();
      expect(turnstile.api.reset).toHaveBeenCalledWith(turnstile.latest().id);
      expect(sendButton()).toBeDisabled();

      refuse = false;
      turnstile.solve('fresh-token');
      await waitFor(() => expect(sendButton()).toBeEnabled());
      await user.click(sendButton());
      expect(await screen.findByText('メールを送信しました')).toBeInTheDocument();
      expect(api.callsTo('POST', '/api/signup/check-email').map((call) => call.body)).toEqual([
        { email: 'hanako@example.jp', bot_token: 'spent-token' },
        { email: 'hanako@example.jp', bot_token: 'fresh-token' },
      ]);
    });

    it('waits to send until it knows whether protection is on', async () => {
      mockApi({ 'GET /api/signup/bot-check': () => new Promise<Response>(() => undefined) });
      await openForm();
      expect(sendButton()).toBeDisabled();
      expect(screen.queryByTestId('turnstile-widget')).not.toBeInTheDocument();
    });

    it('shows no widget and sends the address alone when the server says protection is off', async () => {
      const turnstile = fakeTurnstile();
      const api = mockApi({ 'GET /api/signup/bot-check': () => ok({ provider: null }), 'POST /api/signup/check-email': () => ok(null) });
      const user = await openForm();
      await waitFor(() => expect(api.callsTo('GET', '/api/signup/bot-check')).toHaveLength(1));
      await waitFor(() => expect(sendButton()).toBeEnabled());
      await user.click(sendButton());
      expect(await screen.findByText('メールを送信しました')).toBeInTheDocument();
      expect(screen.queryByTestId('turnstile-widget')).not.toBeInTheDocument();
      expect(turnstile.api.render).not.toHaveBeenCalled();
      expect(document.querySelector('script[src*="challenges.cloudflare.com"]')).toBeNull();
      expect(api.callsTo('POST', '/api/signup/check-email')[0]?.body).toEqual({ email: 'hanako@example.jp' });
    });
  });

  it.each([
    [2, '会員登録リンクの有効期限が切れています。もう一度登録を行ってください'],
    [3, '既に会員登録されています'],
    [4, '許可がありません。'],
  ])('shows the message of link status %i', async (status, text) => {
    mockApi({ [CHECK]: () => ok({ status }) });
    renderWithToken();
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByLabelText('ニックネーム')).not.toBeInTheDocument();
  });

  it('reads the status from a refused check, and treats any other failure as not permitted', async () => {
    mockApi({ [CHECK]: () => fail(410, 'expired', { data: { status: 2 } }) });
    const first = renderWithToken();
    expect(await screen.findByText('会員登録リンクの有効期限が切れています。もう一度登録を行ってください')).toBeInTheDocument();
    first.unmount();
    mockApi({ [CHECK]: () => fail(404, 'not found') });
    renderWithToken();
    expect(await screen.findByText('許可がありません。')).toBeInTheDocument();
  });

  it('checks the token of the /signup/register/:token form of the link', async () => {
    const api = mockApi({ [CHECK]: () => ok({ status: 3 }) });
    renderWithToken('/signup/register/abc');
    expect(await screen.findByText('既に会員登録されています')).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/signup/check/active-link/abc')).toHaveLength(1);
  });

  it('asks for at least one interest, then registers and signs in', async () => {
    const api = mockApi({
      [CHECK]: () => ok({ status: 1, email: 'hanako@example.jp' }),
      'POST /api/signup/create': () =>
        ok({ access_token: 'new-member', token_type: 'Bearer', expires_in: 900, role: 'member', user: { id: 12 } }, 201),
    });
    renderWithToken();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('ニックネーム'), 'はなこ');
    await user.type(screen.getByLabelText('パスワード'), 'password123');
    await user.type(screen.getByLabelText('パスワード（確認）'), 'password123');
    await user.click(screen.getByRole('button', { name: '登録する' }));
    expect(
      await screen.findByText('「購入を検討している」「売却を検討している」の少なくとも一方を選んでください。'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/signup/create')).toHaveLength(0);

    await user.click(screen.getByRole('checkbox', { name: '売却を検討している' }));
    await user.click(screen.getByRole('button', { name: '登録する' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/signup/complete');
    expect(api.callsTo('POST', '/api/signup/create')[0]?.body).toEqual({
      token: 'abc',
      nickname: 'はなこ',
      password: 'password123',
      password_confirmation: 'password123',
      is_interested_buyer: false,
      is_interested_seller: true,
    });
    expect(useSessionStore.getState()).toMatchObject({ strategy: 'member', token: 'new-member' });
  });

  it('shows the server field errors under their fields', async () => {
    mockApi({
      [CHECK]: () => ok({ status: 1 }),
      'POST /api/signup/create': () =>
        fail(422, '入力内容に誤りがあります。', { errors: { nickname: ['このニックネームは使用できません。'] } }),
    });
    renderWithToken();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('ニックネーム'), 'admin');
    await user.type(screen.getByLabelText('パスワード'), 'password123');
    await user.type(screen.getByLabelText('パスワード（確認）'), 'password123');
    await user.click(screen.getByRole('checkbox', { name: '購入を検討している' }));
    await user.click(screen.getByRole('button', { name: '登録する' }));
    const field = (await screen.findByText('このニックネームは使用できません。')).closest('.ant-form-item');
    expect(field).not.toBeNull();
    expect(within(field as HTMLElement).getByLabelText('ニックネーム')).toBeInTheDocument();
  });
});
