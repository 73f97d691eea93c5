import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, fail, ok } from '../../../test-utils/fake-api';
import { resetStores } from '../../../test-utils/render-app';
import { renderPage } from '../../../test-utils/render-page';
import { useSessionStore } from '../../session/stores/session.store';
import type { DealMessage, MemberDeal } from '../api/deals-admin.api';
import { MemberDealsContainer } from '../components/member-deals.container';

const MEMBER = '0db7b66d-b7a8-4249-9702-e19624bd7fc3';
const PARTNER = '5a1e0c8d-0000-4000-8000-000000000002';
const THREAD = '7c4f1a2b-0000-5000-8000-000000000003';

const DEAL: MemberDeal = {
  id: THREAD,
  property_id: 'p-1',
  role: 'buyer',
  partner_id: PARTNER,
  partner_nickname: 'みどり農園',
  property_name: '里山の古民家と畑',
  property_price: 3_800_000,
  property_thumb_image: null,
  status_id: 2,
  status_name: '商談中',
  midoku_count: 0,
  partner_read_up_to: 2,
  pinned_at: null,
  last_activity_at: '2026-11-20T01:00:00.000Z',
  last_message_preview: '見学できます',
};
const ENDED: MemberDeal = { ...DEAL, id: 'other-thread', property_name: '海の見える土地', role: 'seller', partner_nickname: '退会済み会員', status_id: 7, status_name: '取引終了' };

const message = (seq: number, sender_id: string, text: string, file: DealMessage['file'] = null): DealMessage => ({
  id: `m-${seq}`,
  thread_id: THREAD,
  seq,
  sender_id,
  text,
  file,
  posted_at: `2026-11-20T0${seq}:00:00.000Z`,
});

const PDF = { file_id: 'f-1', file_name: '重要事項説明書.pdf', content_type: 'application/pdf' as const, size: 2048, sha256: 'ab'.repeat(32) };
const NEWEST = { thread: { ...DEAL, seller_id: PARTNER, buyer_id: MEMBER, last_seq: 52 }, messages: [message(3, MEMBER, '見学できますか？'), message(4, PARTNER, '', PDF)], has_more: true };
const OLDER = { thread: NEWEST.thread, messages: [message(1, MEMBER, 'はじめまして'), message(2, PARTNER, 'よろしくお願いします')], has_more: false };

function render(routes: Parameters<typeof fakeApi>[0] = {}) {
  useSessionStore.setState({ strategy: 'admin', token: 'admin-token' });
  const api = fakeApi({
    [`GET /api/admin/user/${MEMBER}/deals`]: ok([DEAL, ENDED]),
    [`GET /api/message/index/${THREAD}`]: (request) => (request.url.searchParams.get('before') === '3' ? ok(OLDER)(request) : ok(NEWEST)(request)),
    [`GET /api/message/${THREAD}/file/m-4`]: () => ({ blob: new Blob(['%PDF'], { type: 'application/pdf' }) }),
    ...routes,
  });
  renderPage(<MemberDealsContainer userId={MEMBER} nickname="はなこ" />);
  return api;
}

describe('Admin view of a member’s deals', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    resetStores();
  });

  it('lists every deal of the member: listing, their side, the partner, status and last activity', async () => {
    render();
    await screen.findByRole('link', { name: '里山の古民家と畑' });
    const rows = screen.getAllByRole('row');
    const cells = rows.slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
    expect(cells.map((row) => row.slice(0, 4))).toEqual([
      ['里山の古民家と畑', '買主', 'みどり農園', '商談中'],
      ['海の見える土地', '売主', '退会済み会員', '取引終了'],
    ]);
    expect(cells[0][4]).toMatch(/^2026\/11\/20 \d\d:00$/);
    expect(screen.getByRole('link', { name: '里山の古民家と畑' })).toHaveAttribute('href', '/property/detail/p-1');
  });

  it('opens a deal read-only: its messages with who wrote them, older pages on demand, and no way to write', async () => {
    const api = render();
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: '里山の古民家と畑の取引を閲覧' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getAllByText('閲覧のみ').length).toBeGreaterThan(0);
    const list = await within(drawer).findByRole('list', { name: 'メッセージ' });
    expect(within(list).getAllByRole('listitem').map((item) => item.getAttribute('aria-label'))).toEqual(['3件目のメッセージ', '4件目のメッセージ']);
    expect(within(list).getByText('見学できますか？')).toBeInTheDocument();
    expect(within(list).getByText('買主：はなこ')).toBeInTheDocument();
    expect(within(list).getByText('売主：みどり農園')).toBeInTheDocument();

    await user.click(within(drawer).getByRole('button', { name: 'さらに前のメッセージを読み込む' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(4));
    expect(within(list).getAllByRole('listitem').map((item) => item.getAttribute('aria-label'))).toEqual(['1件目のメッセージ', '2件目のメッセージ', '3件目のメッセージ', '4件目のメッセージ']);
    expect(within(drawer).queryByRole('button', { name: 'さらに前のメッセージを読み込む' })).toBeNull();
    expect(api.find('GET', `/api/message/index/${THREAD}`).map((request) => request.url.search)).toEqual(['', '?before=3']);

    expect(within(drawer).queryByRole('textbox')).toBeNull();
    expect(within(drawer).queryByRole('button', { name: /送信|ピン|ブロック/ })).toBeNull();
    expect(api.requests.filter((request) => request.method !== 'GET')).toEqual([]);
  });

  it('downloads a file sent in the deal with the admin’s token', async () => {
    const created: Blob[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn((blob: Blob) => (created.push(blob), 'blob:file')), revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const api = render();
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: '里山の古民家と畑の取引を閲覧' }));
    await user.click(await screen.findByRole('button', { name: /重要事項説明書\.pdf/ }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const [download] = api.find('GET', `/api/message/${THREAD}/file/m-4`);
    expect(download.headers.get('Authorization')).toBe('Bearer admin-token');
    expect(created).toHaveLength(1);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('重要事項説明書.pdf');
    click.mockRestore();
  });

  it('says when the member has no deals', async () => {
    render({ [`GET /api/admin/user/${MEMBER}/deals`]: ok([]) });
    expect(await screen.findByText('取引はありません')).toBeInTheDocument();
  });

  it('shows the server’s refusal when the list cannot be read', async () => {
    render({ [`GET /api/admin/user/${MEMBER}/deals`]: fail(403, '許可がありません。') });
    expect(await screen.findByText('許可がありません。')).toBeInTheDocument();
  });
});
