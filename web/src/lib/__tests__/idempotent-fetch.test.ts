import { apiClient, setApiTokenProvider, setApiUnauthorizedHandler } from '../api-client';
import { NETWORK_ERROR_MESSAGE } from '../api-error';
import { apiUpload } from '../api-upload';
import { NETWORK_RETRY_DELAYS_MS } from '../idempotent-fetch';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function answer(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const ok = (data: unknown = null) => answer({ success: true, message: '', data });

function keyOf(call: unknown): string | null {
  const [, init] = call as [string, RequestInit];
  return new Headers(init.headers).get('Idempotency-Key');
}

describe('Idempotency-Key on writes', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    setApiTokenProvider(() => null);
    setApiUnauthorizedHandler(() => Promise.resolve(false));
  });

  it('sends a new key with every write call and none with a read', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(ok()));
    vi.stubGlobal('fetch', fetchMock);
    await apiClient.post('/api/x', { a: 1 });
    await apiClient.post('/api/x', { a: 1 });
    await apiClient.patch('/api/y', {});
    await apiClient.delete('/api/z');
    await apiClient.get('/api/x');
    const keys = fetchMock.mock.calls.map(keyOf);
    for (const key of keys.slice(0, 4)) expect(key).toMatch(UUID);
    expect(new Set(keys.slice(0, 4)).size).toBe(4);
    expect(keys[4]).toBeNull();
  });

  it('sends a write again with the same key after network failures, pausing longer each time', async () => {
    vi.useFakeTimers();
    const fetchMock = vi
      .fn<() => Promise<Response>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(ok({ id: 7 }));
    vi.stubGlobal('fetch', fetchMock);
    const result = apiClient.post('/api/x', { a: 1 });
    await vi.advanceTimersByTimeAsync(NETWORK_RETRY_DELAYS_MS[0] - 1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(NETWORK_RETRY_DELAYS_MS[1]);
    await expect(result).resolves.toEqual({ id: 7 });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    const keys = fetchMock.mock.calls.map(keyOf);
    expect(keys[0]).toMatch(UUID);
    expect(keys).toEqual([keys[0], keys[0], keys[0]]);
    const bodies = (fetchMock.mock.calls as unknown as Array<[string, RequestInit]>).map(([, init]) => init.body);
    expect(bodies).toEqual(['{"a":1}', '{"a":1}', '{"a":1}']);
  });

  it('gives up after a few retries with the network error text', async () => {
    vi.useFakeTimers();
    const fetchMock = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    vi.stubGlobal('fetch', fetchMock);
    const result = apiClient.post('/api/x', {}).catch((error: unknown) => error);
    await vi.runAllTimersAsync();
    await expect(result).resolves.toMatchObject({ message: NETWORK_ERROR_MESSAGE, status: 0 });
    expect(fetchMock).toHaveBeenCalledTimes(NETWORK_RETRY_DELAYS_MS.length + 1);
  });

  it('does not retry an answer, even an error status, nor a failed read', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(answer({ success: false, message: 'エラーです。', data: null }, 500)));
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiClient.post('/api/x', {})).rejects.toMatchObject({ status: 500 });
    expect(fetchMock).toHaveBeenCalledTimes(1);

    const failing = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    vi.stubGlobal('fetch', failing);
    await expect(apiClient.get('/api/x')).rejects.toMatchObject({ status: 0 });
    expect(failing).toHaveBeenCalledTimes(1);
  });

  it('keeps the key when the write is sent again with a renewed token', async () => {
    let token = 'old';
    setApiTokenProvider(() => token);
    setApiUnauthorizedHandler(() => {
      token = 'new';
      return Promise.resolve(true);
    });
    const fetchMock = vi
      .fn<() => Promise<Response>>()
      .mockResolvedValueOnce(answer({ success: false, message: 'ログインが必要です。', data: null }, 401))
      .mockResolvedValueOnce(ok());
    vi.stubGlobal('fetch', fetchMock);
    await apiClient.post('/api/x', {});
    const [first, second] = fetchMock.mock.calls.map(keyOf);
    expect(first).toMatch(UUID);
    expect(second).toBe(first);
  });

  it('sends a key with an upload and retries it as a write', async () => {
    vi.useFakeTimers();
    const fetchMock = vi.fn<() => Promise<Response>>().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(ok([]));
    vi.stubGlobal('fetch', fetchMock);
    const result = apiUpload('/api/property/edit/1/image', 'image', [new File(['x'], 'a.jpg', { type: 'image/jpeg' })]);
    await vi.runAllTimersAsync();
    await expect(result).resolves.toEqual([]);
    const keys = fetchMock.mock.calls.map(keyOf);
    expect(keys[0]).toMatch(UUID);
    expect(keys[1]).toBe(keys[0]);
  });
});
