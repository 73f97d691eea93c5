import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, fakeApi, ok } from '../../../test-utils/fake-api';
import { renderApp, resetStores } from '../../../test-utils/render-app';

const LAWYER = { id: 'b1f0c5e2-0000-4000-8000-000000000003', email: 'shoshi@example.jp', name: '登記 一郎', name_kana: null, office_name: '登記事務所', registration_number: null, zipcode: null, address: null, tel: null, registered_at: '2024-04-01T00:00:00.000Z' };
const THREAD = '7d3c6a3e-0000-4000-8000-000000000001';
const OPEN_THREAD = '7d3c6a3e-0000-4000-8000-000000000002';

const row = (overrides: Record<string, unknown>) => ({
  thread_id: THREAD,
  assignable: false,
  status_id: 6,
  status_name: '売主手続中',
  did_pay_management_fee: true,
  payment_status: 'お支払済み',
  payment_method: 'card',
  property_id: 'p-1',
  property_name: '里山の古民家と畑',
  property_zipcode: '384-0000',
  sale_price: 3_800_000,
  price: 3_800_000,
  property_tax_price: null,
  valuation_price: null,
  management_price: null,
  seller_id: 's-1',
  buyer_id: 'b-1',
  requested_at: '2027-01-05T01:00:00.000Z',
  paid_at: '2027-01-06T01:00:00.000Z',
  concluded_at: null,
  ended_at: null,
  updated_at: '2027-01-06T01:00:00.000Z',
  registration: { lawyer_id: LAWYER.id, status_id: 1, status_name: '依頼済み', farmland: true },
  ...overrides,
});
const PAGE = (rows: unknown[]) => ({ data: rows, current_page: 1, last_page: 1, per_page: 20, total: rows.length });

describe('lawyer contract pages', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    resetStores();
  });

  it('lists the own and the open contracts with their colours, takes a case and moves one on after a confirmation', async () => {
    const api = fakeApi({
      'GET /api/lawyer/me': ok(LAWYER),
      'POST /api/contract/filter': ok(PAGE([row({}), row({ thread_id: OPEN_THREAD, assignable: true, property_name: null, seller_id: null, buyer_id: null, registration: null, status_id: 7, status_name: '締結済み' })])),
      [`GET /api/contract/${LAWYER.id}/assign/${OPEN_THREAD}`]: ok({ thread_id: OPEN_THREAD, lawyer_id: LAWYER.id, status_id: 1, status_name: '依頼済み' }),
      [`GET /api/lawyer/case/${THREAD}/accept`]: fail(409, 'この手続きはすでに済んでいます（現在：受任）。'),
      [`GET /api/audit/timeline/deal/${THREAD}`]: ok({
        kind: 'deal',
        id: THREAD,
        title: '取引の経過',
        entries: [
          {
            position: 1,
            stream_id: `deal-${THREAD}`,
            stream_label: '取引',
            type: 'DealThreadOpened',
            label: '問い合わせが始まりました',
            recorded_at: '2027-01-01T01:00:00.000Z',
            recorded_at_jst: '2027/01/01 10:00:00',
            actor: { id: 'b-1', role: 'member', role_name: '会員', name: '山の家さがし' },
            on_behalf_of: null,
            on_behalf_note: null,
            changes: [{ field: 'status', label: '状態', before: 'none', after: 'inquiry' }],
            changes_text: '状態: none → inquiry',
          },
        ],
      }),
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/lawyer/contract/list', 'lawyer');

    const mine = (await screen.findByText('里山の古民家と畑')).closest('tr') as HTMLElement;
    expect(within(mine).getByText('売主手続中')).toHaveAttribute('data-status-id', '6');
    expect(within(mine).getByText('お支払済み')).toBeInTheDocument();
    expect(within(mine).getByText('農地')).toBeInTheDocument();
    const open = screen.getByText('未担当の契約').closest('tr') as HTMLElement;
    expect(within(open).queryByText('経過')).not.toBeInTheDocument();

    await user.click(within(open).getByText('引き受ける').closest('button') as HTMLElement);
    await user.click((await screen.findByText('この契約の登記を引き受けますか？')).closest('.ant-popover')!.querySelector('.ant-btn-primary') as HTMLElement);
    expect(await screen.findByText('担当になりました。')).toBeInTheDocument();
    expect(api.find('GET', `/api/contract/${LAWYER.id}/assign/${OPEN_THREAD}`)).toHaveLength(1);

    await user.click(within(mine).getByText('受任する').closest('button') as HTMLElement);
    expect(api.find('GET', `/api/lawyer/case/${THREAD}/accept`)).toHaveLength(0);
    await user.click((await screen.findByText('この登記を受任しますか？')).closest('.ant-popover')!.querySelector('.ant-btn-primary') as HTMLElement);
    expect(await screen.findByText('この手続きはすでに済んでいます（現在：受任）。')).toBeInTheDocument();

    await user.click(within(mine).getByText('経過').closest('button') as HTMLElement);
    expect(await screen.findByText('問い合わせが始まりました')).toBeInTheDocument();
    expect(screen.getByText('山の家さがし（会員）')).toBeInTheDocument();
    expect(screen.getByText('状態: none → inquiry')).toBeInTheDocument();
  });

  it('opens an assigned deal read-only: the contract PDFs and the messages with their side, files downloaded, no way to write', async () => {
    const created: Blob[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn((blob: Blob) => (created.push(blob), 'blob:file')), revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const PDF_ID = '9a1b2c3d-0000-4000-8000-000000000009';
    const file = { file_id: 'f-1', file_name: '測量図.pdf', content_type: 'application/pdf' as const, size: 2048, sha256: 'ab'.repeat(32) };
    const thread = {
      id: THREAD,
      property_id: 'p-1',
      role: 'buyer',
      partner_id: 's-1',
      partner_nickname: 'みどり農園',
      property_name: '里山の古民家と畑',
      property_price: 3_800_000,
      property_thumb_image: null,
      status_id: 7,
      status_name: '取引終了',
      midoku_count: 0,
      partner_read_up_to: 2,
      pinned_at: null,
      last_activity_at: '2027-01-06T01:00:00.000Z',
      last_message_preview: null,
      seller_id: 's-1',
      buyer_id: 'b-1',
      last_seq: 2,
    };
    const api = fakeApi({
      'GET /api/lawyer/me': ok(LAWYER),
      'POST /api/contract/filter': ok(PAGE([row({})])),
      [`GET /api/contract/preview/lawyer/${THREAD}`]: ok({ pdfs: [{ id: PDF_ID, kind: 'buyer_final', sha256: 'cd'.repeat(32), created_at: '2027-01-07T01:00:00.000Z' }] }),
      [`GET /api/lawyer/down-pdf/${PDF_ID}`]: () => ({ blob: new Blob(['%PDF'], { type: 'application/pdf' }) }),
      [`GET /api/message/index/${THREAD}`]: ok({
        thread,
        messages: [
          { id: 'm-1', thread_id: THREAD, seq: 1, sender_id: 's-1', text: 'ご質問ありがとうございます。', file: null, posted_at: '2027-01-02T01:00:00.000Z' },
          { id: 'm-2', thread_id: THREAD, seq: 2, sender_id: 'b-1', text: '測量図をお送りします。', file, posted_at: '2027-01-03T01:00:00.000Z' },
        ],
        has_more: false,
      }),
      [`GET /api/message/${THREAD}/file/m-2`]: () => ({ blob: new Blob(['%PDF'], { type: 'application/pdf' }) }),
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/lawyer/contract/list', 'lawyer');

    const mine = (await screen.findByText('里山の古民家と畑')).closest('tr') as HTMLElement;
    await user.click(within(mine).getByText('取引の閲覧').closest('button') as HTMLElement);
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText(/担当の司法書士は、この取引のメッセージとファイルを読むことだけができます。/)).toBeInTheDocument();
    const list = await within(drawer).findByRole('list', { name: 'メッセージ' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual(['1件目のメッセージ', '2件目のメッセージ']);
    expect(within(items[0]).getByText('売主')).toBeInTheDocument();
    expect(within(items[1]).getByText('買主')).toBeInTheDocument();
    expect(within(drawer).queryByRole('textbox')).toBeNull();
    expect(within(drawer).queryByRole('button', { name: /送信|ピン|ブロック/ })).toBeNull();

    await user.click(within(drawer).getByRole('button', { name: /測量図\.pdf/ }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(api.find('GET', `/api/message/${THREAD}/file/m-2`)).toHaveLength(1);

    await user.click(await within(drawer).findByRole('button', { name: /不動産売買契約書（買主保管用）/ }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(2));
    expect(api.find('GET', `/api/lawyer/down-pdf/${PDF_ID}`)).toHaveLength(1);
    expect((click.mock.contexts[1] as HTMLAnchorElement).download).toBe('不動産売買契約書（買主保管用）.pdf');
    expect(created).toHaveLength(2);
    expect(api.requests.filter((request) => request.method !== 'GET' && request.url.pathname !== '/api/contract/filter')).toEqual([]);
    click.mockRestore();
  });

  it('records a correction the registry asked for on a filed case, with its reason', async () => {
    const api = fakeApi({
      'GET /api/lawyer/me': ok(LAWYER),
      'POST /api/contract/filter': ok(PAGE([row({ status_id: 7, status_name: '締結済み', registration: { lawyer_id: LAWYER.id, status_id: 7, status_name: '登記申請済み', farmland: false } })])),
      [`POST /api/lawyer/case/${THREAD}/correction`]: ok({ thread_id: THREAD, lawyer_id: LAWYER.id, status_id: 8, status_name: '補正対応中' }),
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/lawyer/contract/list', 'lawyer');
    const filed = (await screen.findByText('里山の古民家と畑')).closest('tr') as HTMLElement;
    expect(within(filed).getByText('登記完了').closest('button')).toBeInTheDocument();
    await user.click(within(filed).getByText('補正の指示を受けた').closest('button') as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: '登記の補正を記録する' });
    const confirm = within(dialog).getByText('補正対応中にする').closest('button') as HTMLElement;
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText('補正の内容'), '地番の誤記');
    await user.click(confirm);
    expect(await screen.findByText('補正の指示を記録しました。補正のうえ再申請してください。')).toBeInTheDocument();
    expect(api.find('POST', `/api/lawyer/case/${THREAD}/correction`).map((call) => call.body)).toEqual([{ reason: '地番の誤記' }]);
  });

  it('sends the filter the scrivener chose', async () => {
    const api = fakeApi({ 'GET /api/lawyer/me': ok(LAWYER), 'POST /api/contract/filter': ok(PAGE([])) });
    const user = userEvent.setup({ delay: null });
    renderApp('/lawyer/contract/list', 'lawyer');
    expect(await screen.findByText('該当する契約はありません。')).toBeInTheDocument();
    await user.type(screen.getByLabelText('キーワード'), '古民家');
    await user.click(screen.getByText('絞り込む').closest('button') as HTMLElement);
    await vi.waitFor(() => expect(api.find('POST', '/api/contract/filter').at(-1)?.body).toEqual({ keyword: '古民家' }));
  });

  it('shows the members and properties of the assigned deals', async () => {
    fakeApi({
      'GET /api/lawyer/me': ok(LAWYER),
      'GET /api/lawyer/user/list': ok([{ thread_id: THREAD, side: 'seller', side_name: '売主', member_id: 's-1', name: '緑川 花子', name_kana: 'ミドリカワ ハナコ', class: 1, class_name: '個人', address: '長野県小諸市1-1' }]),
      'GET /api/lawyer/property/list': ok([
        {
          thread_id: THREAD,
          property_id: 'p-1',
          property_name: '里山の古民家と畑',
          property_zipcode: '384-0000',
          price: 3_800_000,
          delivery_date: '2027-03-31',
          property: { land_location: '長野県小諸市大字山浦', land_lot_number: '1234', land_category: '畑' },
          registration: { lawyer_id: LAWYER.id, status_id: 2, status_name: '受任', farmland: true },
        },
      ]),
    });
    const view = renderApp('/lawyer/user/list', 'lawyer');
    const member = (await screen.findByText('緑川 花子')).closest('tr') as HTMLElement;
    expect(within(member).getByText('売主')).toBeInTheDocument();
    expect(within(member).getByText('長野県小諸市1-1')).toBeInTheDocument();
    await view.router.navigate('/lawyer/property/list');
    const property = (await screen.findByText('長野県小諸市大字山浦')).closest('tr') as HTMLElement;
    expect(within(property).getByText('1234')).toBeInTheDocument();
    expect(within(property).getByText('受任')).toBeInTheDocument();
  });
});
