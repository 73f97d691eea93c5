import type { components } from '../../api/schema';
import { setApiTokenProvider } from '../api-client';
import { ApiError } from '../api-error';
import { api, apiUrl, type ApiAnswer } from '../typed-api-client';

function respond(body: unknown, status = 200) {
  return vi.fn((_url: string, _init?: RequestInit) =>
    Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })),
  );
}

describe('api (typed client)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    setApiTokenProvider(() => null);
  });

  it('fills path parameters, encodes them, and answers the envelope’s data', async () => {
    const fetchMock = respond({ success: true, message: '', data: { address: '東京都', map_url: 'https://maps.example/?q=x' } });
    vi.stubGlobal('fetch', fetchMock);
    const answer = await api.GET('/api/property/access/{address}', { params: { path: { address: '東京都 港区/1' } } });
    expect(answer).toEqual({ address: '東京都', map_url: 'https://maps.example/?q=x' });
    expect(fetchMock.mock.calls[0][0]).toBe('/api/property/access/%E6%9D%B1%E4%BA%AC%E9%83%BD%20%E6%B8%AF%E5%8C%BA%2F1');
    expectTypeOf(answer).toEqualTypeOf<ApiAnswer<'/api/property/access/{address}', 'get'>>();
  });

  it('sends the query and the JSON body through the one request function, with the token and an Idempotency-Key', async () => {
    const fetchMock = respond({ success: true, message: '', data: { current_page: 2, last_page: 2, per_page: 20, total: 21, data: [] } });
    vi.stubGlobal('fetch', fetchMock);
    setApiTokenProvider(() => 'token-1');
    const page = await api.POST('/api/property/search', { params: { query: { page: 2 } }, body: { key_word: '渋谷', sort: 'price_asc' } });
    expect(page.total).toBe(21);
    expectTypeOf(page.data).toEqualTypeOf<components['schemas']['PropertyCard'][]>();
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/property/search?page=2');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"key_word":"渋谷","sort":"price_asc"}');
    const headers = new Headers(init?.headers);
    expect(headers.get('Authorization')).toBe('Bearer token-1');
    expect(headers.get('Idempotency-Key')).toMatch(/\S+/);
  });

  it('throws the ApiError of a refusal, as every call does', async () => {
    vi.stubGlobal('fetch', respond({ success: false, message: '物件が見つかりません。', data: null }, 404));
    await expect(api.GET('/api/property/viewdetail/{id}', { params: { path: { id: 'x' } } })).rejects.toEqual(new ApiError('物件が見つかりません。', 404));
  });

  it('leaves out query values that are not set and repeats list values', () => {
    expect(apiUrl('/api/x/{id}', { path: { id: 7 }, query: { page: undefined, status: null, ids: [1, 2], q: 'a b' } })).toBe('/api/x/7?ids=1&ids=2&q=a+b');
    expect(() => apiUrl('/api/x/{id}', {})).toThrow('path parameter id is missing');
  });

  it('checks paths, parameters and bodies against the document when the web is type-checked', () => {
    // Each line below would compile if the client were untyped; `tsc -p web` refuses them.
    const typeOnly = (run: () => unknown) => expect(typeof run).toBe('function');
    // @ts-expect-error an unknown path
    typeOnly(() => api.GET('/api/no-such-path'));
    // @ts-expect-error a path parameter is required
    typeOnly(() => api.GET('/api/property/viewdetail/{id}'));
    // @ts-expect-error a body field of the wrong type
    typeOnly(() => api.POST('/api/property/search', { body: { min_price: '安い' } }));
    // @ts-expect-error GET has no body
    typeOnly(() => api.GET('/api/top-page', { body: {} }));
  });
});
