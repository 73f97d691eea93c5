import { apiClient, setApiTokenProvider } from '../api-client';
import { ApiError, NETWORK_ERROR_MESSAGE } from '../api-error';

function respond(body: unknown, status = 200) {
  return vi.fn(() =>
    Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })),
  );
}

describe('apiClient', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    setApiTokenProvider(() => null);
  });

  it('returns data and sends JSON headers with the bearer token', async () => {
    const fetchMock = respond({ success: true, message: '', data: { id: 1 } });
    vi.stubGlobal('fetch', fetchMock);
    setApiTokenProvider(() => 'abc');
    await expect(apiClient.post('/api/x', { a: 1 })).resolves.toEqual({ id: 1 });
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    const headers = new Headers(init.headers);
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.get('Authorization')).toBe('Bearer abc');
    expect(init.body).toBe('{"a":1}');
  });

  it('sends no Authorization header without a token', async () => {
    const fetchMock = respond({ success: true, message: '', data: null });
    vi.stubGlobal('fetch', fetchMock);
    await apiClient.get('/api/x');
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(new Headers(init.headers).has('Authorization')).toBe(false);
  });

  it('throws an ApiError with the message, status and field errors', async () => {
    vi.stubGlobal(
      'fetch',
      respond({ success: false, message: '入力内容に誤りがあります。', data: null, errors: { email: ['形式が正しくありません'] } }, 422),
    );
    const error = await apiClient.post('/api/x').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.message).toBe('入力内容に誤りがあります。');
    expect(apiError.status).toBe(422);
    expect(apiError.messagesFor('email')).toEqual(['形式が正しくありません']);
  });

  it('treats success false as an error even with status 200', async () => {
    vi.stubGlobal('fetch', respond({ success: false, message: '許可がありません。', data: null }));
    await expect(apiClient.get('/api/x')).rejects.toMatchObject({ message: '許可がありません。', status: 200 });
  });

  it('uses the Japanese network error text when the request fails', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(apiClient.get('/api/x')).rejects.toMatchObject({ message: NETWORK_ERROR_MESSAGE, status: 0 });
  });
});
