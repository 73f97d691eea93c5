import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aState } from '../../../features/contracts/__tests__/contract.fixtures';
import { aMessage, aPage, aThread, ME, PARTNER, THREAD_ID } from '../../../features/deal-chat/__tests__/deal-chat.fixtures';
import { CHAT_UI_STORAGE_KEY } from '../../../features/deal-chat/stores/deal-chat-ui.store';
import { useDealChatUiStore } from '../../../features/deal-chat/stores/deal-chat-ui.store';
import { fakeApi, fail, ok, type FakeRoute } from '../../../test-utils/fake-api';
import { COUNTERS, aMe } from '../../../test-utils/member-fixtures';
import { renderApp, resetStores } from '../../../test-utils/render-app';

function chatApi(routes: Record<string, FakeRoute> = {}) {
  return fakeApi({
    'GET /api/me': ok(aMe()),
    'GET /api/todolist-news-unread': ok(COUNTERS),
    'GET /api/master/regions': ok([]),
    'GET /api/message/thread/index': ok([aThread()]),
    'PATCH /api/message/read-mark': ok({ message_unread: 0, thread_all: 1 }),
    ...routes,
  });
}

const listRequests = (api: ReturnType<typeof chatApi>) => api.find('GET', '/api/message/thread/index');

describe('Chat page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    resetStores();
    useDealChatUiStore.setState({ showEnded: false });
  });

  it('lists the deals and remembers the ended switch across visits', async () => {
    const api = chatApi();
    const user = userEvent.setup({ delay: null });
    const first = renderApp('/mypage/chat', 'member');
    expect(await screen.findByRole('heading', { level: 1, name: 'メッセージ' })).toBeInTheDocument();
    expect(await screen.findByText('棚田の見える平屋')).toBeInTheDocument();
    expect(screen.getByText('左の一覧から取引を選んでください')).toBeInTheDocument();
    expect(listRequests(api).every((request) => !request.url.searchParams.has('all'))).toBe(true);

    await user.click(screen.getByRole('switch', { name: '取引終了を表示' }));
    await waitFor(() => expect(listRequests(api).some((request) => request.url.searchParams.get('all') === '1')).toBe(true));
    expect(JSON.parse(localStorage.getItem(CHAT_UI_STORAGE_KEY) ?? '{}').state).toEqual({ showEnded: true });
    first.unmount();

    // A new visit reads the switch back from local storage.
    const stored = localStorage.getItem(CHAT_UI_STORAGE_KEY) as string;
    useDealChatUiStore.setState({ showEnded: false });
    localStorage.setItem(CHAT_UI_STORAGE_KEY, stored);
    await useDealChatUiStore.persist.rehydrate();
    renderApp('/mypage/chat', 'member');
    expect(await screen.findByRole('switch', { name: '取引終了を表示' })).toBeChecked();
  });

  it('holds the ended switch on and shows no composer while an ended deal is open', async () => {
    const api = chatApi({
      'GET /api/message/thread/index': ok([aThread({ status_id: 7, status_name: '取引終了' })]),
      [`GET /api/message/index/${THREAD_ID}`]: ok(aPage({ status_id: 7, status_name: '取引終了' }, [aMessage()])),
    });
    renderApp(`/mypage/chat/${THREAD_ID}`, 'member');
    expect(await screen.findByText('この取引は終了しました。メッセージの送信はできません。')).toBeInTheDocument();
    const toggle = screen.getByRole('switch', { name: '取引終了を表示' });
    expect(toggle).toBeChecked();
    expect(toggle).toBeDisabled();
    await waitFor(() => expect(listRequests(api).some((request) => request.url.searchParams.get('all') === '1')).toBe(true));
    expect(screen.queryByRole('form', { name: 'メッセージを送る' })).toBeNull();
    expect(screen.queryByRole('button', { name: /ブロック/ })).toBeNull();
    expect(useDealChatUiStore.getState().showEnded).toBe(false);
  });

  it('shows own messages right with 既読 up to where the partner read, and marks the deal read on opening', async () => {
    const messages = [
      aMessage({ seq: 1, sender_id: ME, text: '見学できますか？' }),
      aMessage({ seq: 2, sender_id: PARTNER, text: 'はい、土日なら可能です。' }),
      aMessage({ seq: 3, sender_id: ME, text: '土曜日にお願いします。' }),
      aMessage({ seq: 4, sender_id: PARTNER, text: '承知しました。' }),
    ];
    const api = chatApi({
      'GET /api/message/thread/index': ok([aThread({ midoku_count: 1 })]),
      [`GET /api/message/index/${THREAD_ID}`]: ok(aPage({ midoku_count: 1, partner_read_up_to: 1 }, messages)),
    });
    renderApp(`/mypage/chat/${THREAD_ID}`, 'member');
    const log = await screen.findByRole('log', { name: 'メッセージ' });
    const items = await within(log).findAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('data-seq'))).toEqual(['1', '2', '3', '4']);
    expect(items[0].className).toMatch(/mine/);
    expect(items[1].className).toMatch(/theirs/);
    expect(items[0]).toHaveTextContent('既読');
    expect(items[2]).not.toHaveTextContent('既読');
    expect(items[1]).not.toHaveTextContent('既読');
    await waitFor(() => expect(api.find('PATCH', '/api/message/read-mark')).toHaveLength(1));
    expect(api.find('PATCH', '/api/message/read-mark')[0].body).toEqual({ thread_id: THREAD_ID, message_seq: 4 });
  });

  it('loads older messages with もっと見る', async () => {
    const api = chatApi({
      [`GET /api/message/index/${THREAD_ID}`]: (request) =>
        ok(
          request.url.searchParams.get('before') === '51'
            ? aPage({}, [aMessage({ seq: 50, text: 'ひとつ前のメッセージ' })])
            : aPage({}, [aMessage({ seq: 51, text: '新しいメッセージ' })], true),
        )(request),
    });
    const user = userEvent.setup({ delay: null });
    renderApp(`/mypage/chat/${THREAD_ID}`, 'member');
    expect(await screen.findByText('新しいメッセージ')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'もっと見る' }));
    expect(await screen.findByText('ひとつ前のメッセージ')).toBeInTheDocument();
    const seqs = within(screen.getByRole('log', { name: 'メッセージ' }))
      .getAllByRole('listitem')
      .map((item) => item.getAttribute('data-seq'));
    expect(seqs).toEqual(['50', '51']);
    expect(screen.queryByRole('button', { name: 'もっと見る' })).toBeNull();
    expect(api.find('GET', `/api/message/index/${THREAD_ID}`).map((request) => request.url.searchParams.get('before'))).toContain('51');
  });

  it('sends a message as JSON with an Idempotency-Key', async () => {
    const api = chatApi({
      [`GET /api/message/index/${THREAD_ID}`]: ok(aPage({}, [])),
      'POST /api/message/create': ok({ message_id: 'm-1' }),
    });
    const user = userEvent.setup({ delay: null });
    renderApp(`/mypage/chat/${THREAD_ID}`, 'member');
    await user.type(await screen.findByRole('textbox', { name: 'メッセージ' }), '  はじめまして。\n見学を希望します。  ');
    await user.click(screen.getByRole('button', { name: /送信/ }));
    await waitFor(() => expect(api.find('POST', '/api/message/create')).toHaveLength(1));
    const [sent] = api.find('POST', '/api/message/create');
    expect(sent.body).toEqual({ thread_id: THREAD_ID, message: 'はじめまして。\n見学を希望します。' });
    expect(sent.headers.get('Idempotency-Key')).toBeTruthy();
  });

  it('shows an image through the authenticated download and other files as a named download', async () => {
    let urls = 0;
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => `blob:file-${++urls}`), revokeObjectURL: vi.fn() }));
    const photo = { file_id: 'f1', file_name: '外観.jpg', content_type: 'image/jpeg' as const, size: 204_800, sha256: 'a' };
    const pdf = { file_id: 'f2', file_name: '重要事項説明書.pdf', content_type: 'application/pdf' as const, size: 1_572_864, sha256: 'b' };
    const api = chatApi({
      [`GET /api/message/index/${THREAD_ID}`]: ok(aPage({}, [aMessage({ seq: 1, sender_id: PARTNER, text: '', file: photo }), aMessage({ seq: 2, sender_id: PARTNER, text: '', file: pdf })])),
      [`GET /api/message/${THREAD_ID}/file/m-1`]: () => ({ blob: new Blob(['jpeg'], { type: 'image/jpeg' }) }),
    });
    renderApp(`/mypage/chat/${THREAD_ID}`, 'member');
    await waitFor(() => expect(screen.getByRole('img', { name: '外観.jpg' })).toHaveAttribute('src', expect.stringMatching(/^blob:file-/)));
    const download = api.find('GET', `/api/message/${THREAD_ID}/file/m-1`);
    expect(download[0].headers.get('Authorization')).toBe('Bearer member-token');
    expect(screen.getByRole('button', { name: '重要事項説明書.pdf（1.5 MB）をダウンロード' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: '重要事項説明書.pdf' })).toBeNull();
  });

  it('makes the member\'s copy of a concluded contract and saves it under its name', async () => {
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:contract'), revokeObjectURL: vi.fn() }));
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(`${this.download} ${this.href}`);
    });
    const pdf = { id: 'pdf-1', thread_id: THREAD_ID, kind: 'buyer_final', sha256: 'c'.repeat(64), size: 4, created_at: '2027-01-10T00:00:00.000Z' };
    const api = chatApi({
      'GET /api/message/thread/index': ok([aThread({ status_id: 7, status_name: '取引終了' })]),
      [`GET /api/message/index/${THREAD_ID}`]: ok(aPage({ status_id: 7, status_name: '取引終了' }, [aMessage()])),
      [`GET /api/user-contract/state/${THREAD_ID}`]: ok(aState({ thread_id: THREAD_ID, role: 'buyer', deal_ongoing: false, status_id: 7, status_name: '締結済み' })),
      [`GET /api/contract/${THREAD_ID}/create-pdf-buyer-final`]: ok(pdf),
      'GET /api/contract/download-pdf/pdf-1': () => ({ blob: new Blob(['%PDF'], { type: 'application/pdf' }) }),
    });
    const user = userEvent.setup({ delay: null });
    renderApp(`/mypage/chat/${THREAD_ID}`, 'member');
    await user.click(await screen.findByRole('button', { name: /^契約/ }));
    await user.click(await screen.findByRole('button', { name: /契約書（買主保管用）をダウンロード/ }));
    await waitFor(() => expect(saved).toEqual(['不動産売買契約書（買主保管用）.pdf blob:contract']));
    expect(api.find('GET', `/api/contract/${THREAD_ID}/create-pdf-buyer-final`)).toHaveLength(1);
    expect(api.find('GET', '/api/contract/download-pdf/pdf-1')[0].headers.get('Authorization')).toBe('Bearer member-token');
    click.mockRestore();
  });

  it('pins with the toast of the answer', async () => {
    const api = chatApi({
      [`GET /api/message/index/${THREAD_ID}`]: ok(aPage({}, [aMessage()])),
      [`POST /api/message/${THREAD_ID}/toggle-pinned`]: ok({ pinned: true }),
    });
    const user = userEvent.setup({ delay: null });
    renderApp(`/mypage/chat/${THREAD_ID}`, 'member');
    await user.click(await screen.findByRole('button', { name: /ピン留め/ }));
    expect(await screen.findByText('チャットをピン留めしました')).toBeInTheDocument();
    expect(api.find('POST', `/api/message/${THREAD_ID}/toggle-pinned`)[0].url.searchParams.get('pinned')).toBe('add');
  });

  it('blocks only after the confirmation that says it ends the deal for both', async () => {
    let blocked = false;
    const api = chatApi({
      [`GET /api/message/index/${THREAD_ID}`]: (request) =>
        ok(aPage(blocked ? { status_id: 8, status_name: '取引中止' } : {}, [aMessage()]))(request),
      'POST /api/message/thread/block': () => {
        blocked = true;
        return ok({ thread_id: THREAD_ID })({} as never);
      },
    });
    const user = userEvent.setup({ delay: null });
    renderApp(`/mypage/chat/${THREAD_ID}`, 'member');
    const detail = await screen.findByRole('region', { name: 'やまださんとのメッセージ' });
    await user.click(within(detail).getByRole('button', { name: /ブロック/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('双方で「取引中止」');
    await user.click(within(dialog).getByRole('button', { name: 'キャンセル' }));
    expect(api.find('POST', '/api/message/thread/block')).toHaveLength(0);

    await user.click(within(detail).getByRole('button', { name: /ブロック/ }));
    await waitFor(() => expect(screen.getAllByRole('dialog').length).toBeGreaterThan(1));
    const dialogs = screen.getAllByRole('dialog');
    await user.click(within(dialogs[dialogs.length - 1]).getByRole('button', { name: 'ブロックする' }));
    expect(await screen.findByText('この取引は中止されました。メッセージの送信はできません。')).toBeInTheDocument();
    expect(api.find('POST', '/api/message/thread/block')[0].body).toEqual({ thread_id: THREAD_ID });
    expect(screen.queryByRole('textbox', { name: 'メッセージ' })).toBeNull();
  });

  it.each([
    [404, 'お探しの取引は見つかりませんでした。', 'お探しの取引は見つかりませんでした。'],
    [403, '許可がありません。', 'この取引は表示できません。取引の当事者の方だけがご覧いただけます。'],
    [422, 'id の形式が正しくありません。', 'この取引は表示できません。一覧から選び直してください。'],
  ])('goes back to the list with the reason on %i', async (status, answer, reason) => {
    chatApi({ [`GET /api/message/index/${THREAD_ID}`]: fail(status, answer) });
    const { router } = renderApp(`/mypage/chat/${THREAD_ID}`, 'member');
    await waitFor(() => expect(router.state.location.pathname).toBe('/mypage/chat'));
    expect(await screen.findByText(reason)).toBeInTheDocument();
  });
});
