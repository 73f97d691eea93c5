import { screen, waitFor, within } from '@testing-library/react';
import { aState } from '../../features/contracts/__tests__/contract.fixtures';
import { aPage, aThread, THREAD_ID } from '../../features/deal-chat/__tests__/deal-chat.fixtures';
import { fakeApi, ok } from '../../test-utils/fake-api';
import { COUNTERS, aMe } from '../../test-utils/member-fixtures';
import { renderApp, resetStores } from '../../test-utils/render-app';

/** The app's API, with the deal stream answered by a body the test writes to. */
function appWithStream(threads: () => unknown[], more: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({
    ...more,
    'GET /api/me': ok(aMe()),
    'GET /api/todolist-news-unread': ok(COUNTERS),
    'GET /api/master/regions': ok([]),
    'GET /api/message/thread/index': () => ok(threads())({} as never),
  });
  const answer = api.fetchMock.getMockImplementation() as (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;
  const streams: Array<{ headers: Headers; write: (text: string) => void }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init: RequestInit = {}) => {
      if (new URL(String(input), 'http://localhost').pathname !== '/api/message/stream') return answer(input, init);
      let controller!: ReadableStreamDefaultController<Uint8Array>;
      const body = new ReadableStream<Uint8Array>({
        start(c) {
          controller = c;
        },
      });
      init.signal?.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')));
      streams.push({ headers: new Headers(init.headers), write: (text) => controller.enqueue(new TextEncoder().encode(text)) });
      return Promise.resolve(new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } }));
    }),
  );
  return { api, streams };
}

describe('Live deal updates', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    resetStores();
  });

  it("shows a partner's new message in the open list without a reload", async () => {
    let unread = 0;
    const { api, streams } = appWithStream(() => [aThread({ midoku_count: unread })]);
    const view = renderApp('/mypage/chat', 'member');
    const list = await screen.findByRole('region', { name: '取引の一覧' });
    expect(await within(list).findByText('棚田の見える平屋')).toBeInTheDocument();
    await waitFor(() => expect(streams).toHaveLength(1));
    expect(streams[0].headers.get('Authorization')).toBe('Bearer member-token');
    streams[0].write('retry: 3000\n\n');
    await waitFor(() => expect(api.find('GET', '/api/message/thread/index').length).toBeGreaterThan(1));
    expect(within(list).queryByLabelText(/^未読\d+件$/)).toBeNull();

    unread = 2;
    const countersBefore = api.find('GET', '/api/todolist-news-unread').length;
    streams[0].write(`id: 10-20\nevent: message\ndata: {"thread_id":"${THREAD_ID}"}\n\n`);
    expect(await within(list).findByLabelText('未読2件')).toBeInTheDocument();
    await waitFor(() => expect(api.find('GET', '/api/todolist-news-unread').length).toBeGreaterThan(countersBefore));
    view.unmount();
  });

  it("refetches the open deal's contract when a contract step arrives", async () => {
    let state = aState({ thread_id: THREAD_ID, role: 'seller', status_id: 1, status_name: '作成依頼中' });
    const { api, streams } = appWithStream(() => [aThread()], {
      [`GET /api/message/index/${THREAD_ID}`]: ok(aPage({}, [])),
      [`GET /api/user-contract/state/${THREAD_ID}`]: () => ok(state)({} as never),
    });
    const view = renderApp(`/mypage/chat/${THREAD_ID}`, 'member');
    expect(await screen.findByText('作成依頼中')).toBeInTheDocument();
    await waitFor(() => expect(streams).toHaveLength(1));
    state = { ...state, status_id: 2, status_name: '作成中' };
    const before = api.find('GET', `/api/user-contract/state/${THREAD_ID}`).length;
    streams[0].write(`id: 10-21\nevent: contract\ndata: {"thread_id":"${THREAD_ID}"}\n\n`);
    expect(await screen.findByText('作成中')).toBeInTheDocument();
    expect(api.find('GET', `/api/user-contract/state/${THREAD_ID}`).length).toBeGreaterThan(before);
    view.unmount();
  });

  it.each(['guest', 'admin', 'lawyer'] as const)('opens no stream for a %s', async (strategy) => {
    const { api, streams } = appWithStream(() => []);
    const view = renderApp('/property/search', strategy);
    await waitFor(() => expect(api.find('GET', '/api/master/regions').length).toBeGreaterThan(0));
    expect(streams).toHaveLength(0);
    view.unmount();
  });
});
