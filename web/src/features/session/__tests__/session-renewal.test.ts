import { apiClient, setApiTokenProvider, setApiUnauthorizedHandler } from '../../../lib/api-client';
import { apiUpload } from '../../../lib/api-upload';
import { fail, mockApi, ok } from '../../../test-utils/mock-api';
import { renewSession } from '../session-renewal';
import { useSessionStore } from '../stores/session.store';

const bearer = (headers: Headers) => headers.get('Authorization');

describe('Session renewal on a 401', () => {
  beforeEach(() => {
    setApiTokenProvider(() => useSessionStore.getState().token);
    setApiUnauthorizedHandler(renewSession);
    useSessionStore.setState({ strategy: 'member', token: 'old-token' });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    setApiTokenProvider(() => null);
    setApiUnauthorizedHandler(() => Promise.resolve(false));
    useSessionStore.setState({ strategy: 'guest', token: null });
  });

  it('refreshes the token once through the cookie and sends the call again', async () => {
    const api = mockApi({
      'GET /api/me': ({ headers }) => (bearer(headers) === 'Bearer new-token' ? ok({ id: 7 }) : fail(401, '認証が必要です。')),
      'POST /api/token/refresh': () => ok({ access_token: 'new-token', token_type: 'Bearer', expires_in: 900, role: 'member' }),
    });
    await expect(apiClient.get('/api/me')).resolves.toEqual({ id: 7 });
    const [refresh] = api.callsTo('POST', '/api/token/refresh');
    expect(refresh?.init.credentials).toBe('same-origin');
    expect(refresh?.init.body).toBeUndefined();
    expect(api.callsTo('GET', '/api/me')).toHaveLength(2);
    expect(useSessionStore.getState()).toMatchObject({ strategy: 'member', token: 'new-token' });
  });

  it('uses one refresh for calls that found the token ended at the same time', async () => {
    const api = mockApi({
      'GET /api/me': ({ headers }) => (bearer(headers) === 'Bearer new-token' ? ok({ id: 7 }) : fail(401, '認証が必要です。')),
      'GET /api/todolist-news-unread': ({ headers }) =>
        bearer(headers) === 'Bearer new-token' ? ok({ todo_list_unread: 1 }) : fail(401, '認証が必要です。'),
      'POST /api/token/refresh': async () => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        return ok({ access_token: 'new-token', role: 'member' });
      },
    });
    await Promise.all([apiClient.get('/api/me'), apiClient.get('/api/todolist-news-unread')]);
    expect(api.callsTo('POST', '/api/token/refresh')).toHaveLength(1);
  });

  it('signs out to a guest when the refresh is refused, and the call fails with its 401', async () => {
    mockApi({
      'GET /api/me': () => fail(401, 'ログインしてください。'),
      'POST /api/token/refresh': () => fail(401, 'セッションの有効期限が切れました。'),
    });
    await expect(apiClient.get('/api/me')).rejects.toMatchObject({ status: 401, message: 'ログインしてください。' });
    expect(useSessionStore.getState()).toMatchObject({ strategy: 'guest', token: null });
  });

  it('never refreshes for a call made without a token, such as a failed login', async () => {
    useSessionStore.setState({ strategy: 'guest', token: null });
    const api = mockApi({ 'POST /api/login': () => fail(401, 'メールアドレスまたはパスワードが正しくありません。') });
    await expect(apiClient.post('/api/login', { email: 'a@example.jp', password: 'x' })).rejects.toMatchObject({
      message: 'メールアドレスまたはパスワードが正しくありません。',
    });
    expect(api.callsTo('POST', '/api/token/refresh')).toHaveLength(0);
  });

  it('sends files as multipart with the token, and renews the token for them too', async () => {
    const api = mockApi({
      'POST /api/upload': ({ headers }) =>
        bearer(headers) === 'Bearer new-token' ? ok({ identification_verify_status: 2 }) : fail(401, '認証が必要です。'),
      'POST /api/token/refresh': () => ok({ access_token: 'new-token', role: 'member' }),
    });
    const file = new File(['front'], 'license.png', { type: 'image/png' });
    await expect(apiUpload('/api/upload', 'files', [file])).resolves.toEqual({ identification_verify_status: 2 });
    const sent = api.callsTo('POST', '/api/upload')[1];
    expect(sent?.headers.has('Content-Type')).toBe(false);
    expect((sent?.body as FormData).getAll('files')).toHaveLength(1);
  });
});
