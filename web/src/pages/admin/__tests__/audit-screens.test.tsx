import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aHistoryItem, DEAL_ID } from '../../../features/contracts/__tests__/contract.fixtures';
import { fail, fakeApi, ok } from '../../../test-utils/fake-api';
import { renderApp, resetStores } from '../../../test-utils/render-app';
import { renderPage } from '../../../test-utils/render-page';
import { DealHistoryPage } from '../../member/deal-history.page';

const THREAD = '6f1c2a4e-1b2c-4d3e-8f9a-0b1c2d3e4f5a';
const LISTING = '11111111-1111-4111-8111-111111111111';
const ADMIN_ME = { 'GET /api/admin/me': ok({ id: 1, name: '管理 太郎', email: 'admin@example.jp' }) };

const REPLAY = {
  stream_id: `contract-${THREAD}`,
  stream_label: '契約',
  at: '2026-11-24T09:00:00.000Z',
  version: 2,
  state: { status: 'drafting', terms: { deposit_amount: 380000 }, pdfs: [] },
  events: [
    {
      position: 7,
      version: 1,
      type: 'ContractRequested',
      label: '契約書の作成が依頼されました',
      actor: { id: 'buyer-1', role: 'member', role_name: '会員' },
      on_behalf_of: null,
      recorded_at: '2026-11-24T08:00:00.000Z',
      data: {},
    },
    {
      position: 9,
      version: 2,
      type: 'ContractDrafted',
      label: '契約書が作成されました',
      actor: { id: 'admin-1', role: 'admin', role_name: '管理者' },
      on_behalf_of: { id: 'seller-1', role: 'member', role_name: '会員' },
      recorded_at: '2026-11-24T08:30:00.000Z',
      data: {},
    },
  ],
};

const timeline = (kind: string, id: string, label: string) => ({
  kind,
  id,
  title: '経過',
  entries: [
    {
      position: 3,
      stream_id: `property-${id}`,
      stream_label: '物件',
      type: 'PropertyEdited',
      label,
      recorded_at: '2026-11-24T09:00:00.000Z',
      recorded_at_jst: '2026/11/24 18:00:00',
      actor: { id: 'admin-1', role: 'admin', role_name: '管理者', name: '管理 太郎' },
      on_behalf_of: { id: 'seller-1', role: 'member', role_name: '会員', name: 'みどり農園' },
      on_behalf_note: '管理 太郎（管理者）がみどり農園（会員）に代わって操作',
      changes: [{ field: 'fields.name', label: '物件の情報・物件名', before: '古い名前', after: '新しい名前' }],
      changes_text: '物件の情報・物件名: 古い名前 → 新しい名前',
    },
  ],
});

describe('audit screens', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    resetStores();
  });

  it('replays the stream in the address and shows its state as a tree and the events that led to it', async () => {
    const api = fakeApi({ ...ADMIN_ME, [`GET /api/admin/audit/stream/contract-${THREAD}`]: ok(REPLAY) });
    renderApp(`/admin/audit?stream=contract-${THREAD}&at=2026-11-24T18:00:00%2B09:00`, 'admin');
    expect(await screen.findByText('status: "drafting"')).toBeInTheDocument();
    expect(screen.getByText('deposit_amount: 380000')).toBeInTheDocument();
    expect(screen.getByText(`contract-${THREAD}（契約）`)).toBeInTheDocument();
    const drafted = screen.getByText('契約書が作成されました').closest('tr') as HTMLElement;
    expect(within(drafted).getByText('会員 seller-1 の代理')).toBeInTheDocument();
    expect(screen.getByText('イベント（2件）')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: /監査/ })).toBeInTheDocument();
    expect(api.find('GET', `/api/admin/audit/stream/contract-${THREAD}`)[0].url.searchParams.get('at')).toBe('2026-11-24T18:00:00+09:00');
  });

  it('asks for the stream typed in, and shows why a replay was refused', async () => {
    const api = fakeApi({ ...ADMIN_ME, 'GET /api/admin/audit/stream/deal-x': fail(404, '指定されたストリームは見つかりませんでした。') });
    const user = userEvent.setup({ delay: null });
    renderApp('/admin/audit', 'admin');
    expect(await screen.findByText('ストリーム ID と日時を指定してください。')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '再現する' }));
    expect(await screen.findByText('ストリーム ID を入力してください。')).toBeInTheDocument();
    await user.type(screen.getByLabelText('ストリーム ID'), ' deal-x ');
    await user.click(screen.getByRole('button', { name: '再現する' }));
    expect(await screen.findByText('指定されたストリームは見つかりませんでした。')).toBeInTheDocument();
    expect(api.find('GET', '/api/admin/audit/stream/deal-x')[0].url.searchParams.has('at')).toBe(false);
  });

  it("opens a listing's timeline from the admin list, links its replay, and downloads it as CSV", async () => {
    const csv = new Blob(['\uFEFF"日時"\r\n'], { type: 'text/csv; charset=utf-8' });
    const api = fakeApi({
      ...ADMIN_ME,
      'GET /api/master/prefectures': ok([]),
      'POST /api/admin/property/list': ok({
        data: [{ id: LISTING, name: '里山の古民家と畑', status_id: 2, status: '掲載中', prefecture_id: null, prefecture: null, city: null, sale_price: 1, owner: { id: 'u-1', nickname: 'みどり農園' }, updated_at: '2026-03-01T00:00:00.000Z', registered_at: null }],
        current_page: 1,
        last_page: 1,
        per_page: 20,
        total: 1,
      }),
      [`GET /api/audit/timeline/listing/${LISTING}`]: ok(timeline('listing', LISTING, '物件の情報が編集されました')),
      [`GET /api/audit/timeline/listing/${LISTING}/download`]: () => ({ blob: csv }),
    });
    const created = vi.fn(() => 'blob:timeline');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }));
    const user = userEvent.setup({ delay: null });
    renderApp('/admin/property/list', 'admin');
    await user.click(await screen.findByRole('button', { name: '里山の古民家と畑の経過' }));
    const row = (await screen.findByText('物件の情報が編集されました')).closest('tr') as HTMLElement;
    expect(within(row).getByText('2026/11/24 18:00:00')).toBeInTheDocument();
    expect(within(row).getByText('管理 太郎（管理者）')).toBeInTheDocument();
    expect(within(row).getByText('管理 太郎（管理者）がみどり農園（会員）に代わって操作')).toBeInTheDocument();
    expect(within(row).getByText('物件の情報・物件名: 古い名前 → 新しい名前')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '物件の時点を再現する' })).toHaveAttribute('href', `/admin/audit?stream=property-${LISTING}`);

    await user.click(screen.getByRole('button', { name: /CSVでダウンロード/ }));
    await waitFor(() => expect(created).toHaveBeenCalledTimes(1));
    const download = api.find('GET', `/api/audit/timeline/listing/${LISTING}/download`)[0];
    expect(download.url.searchParams.get('format')).toBe('csv');
    expect(download.headers.get('Authorization')).toMatch(/^Bearer /);
  });

  it("shows the member the timeline of their own deal from the deal history", async () => {
    const api = fakeApi({
      'GET /api/user-contract/history': ok({ data: [aHistoryItem()], current_page: 1, last_page: 1, per_page: 20, total: 1 }),
      [`GET /api/audit/timeline/deal/${DEAL_ID}`]: ok(timeline('deal', DEAL_ID, '契約書の作成が依頼されました')),
      [`GET /api/audit/timeline/deal/${DEAL_ID}/download`]: fail(403, 'この経過を見る権限がありません。'),
    });
    const user = userEvent.setup({ delay: null });
    renderPage(<DealHistoryPage />, { path: '/mypage/deal' });
    await user.click(await screen.findByRole('button', { name: '棚田の見える平屋の取引の経過' }));
    expect(await screen.findByText('契約書の作成が依頼されました')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /PDFでダウンロード/ }));
    expect(await screen.findByText('この経過を見る権限がありません。')).toBeInTheDocument();
    expect(api.find('GET', `/api/audit/timeline/deal/${DEAL_ID}/download`)[0].url.searchParams.get('format')).toBe('pdf');
  });
});
