import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, ok } from '../../../test-utils/fake-api';
import { renderApp, resetStores } from '../../../test-utils/render-app';

const THREAD = '7d3c6a3e-0000-4000-8000-000000000001';
const base = {
  assignable: false,
  payment_method: 'bank_transfer',
  property_id: 'p-1',
  property_zipcode: '384-0000',
  sale_price: 3_800_000,
  price: 3_800_000,
  property_tax_price: null,
  valuation_price: null,
  management_price: null,
  seller_id: 's-1',
  buyer_id: 'b-1',
  requested_at: '2027-01-05T01:00:00.000Z',
  paid_at: null,
  concluded_at: null,
  ended_at: null,
  updated_at: '2027-01-06T01:00:00.000Z',
  registration: null,
};

describe('admin contract list', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    resetStores();
  });

  it('shows the status colours and payment flags, confirms a transfer and filters by payment', async () => {
    const api = fakeApi({
      'GET /api/admin/me': ok({ id: 1, name: '管理 太郎', email: 'admin@example.jp' }),
      'POST /api/contract/filter': ok({
        data: [
          { ...base, thread_id: THREAD, property_name: '振込待ちの家', status_id: 5, status_name: 'お支払い待ち', did_pay_management_fee: false, payment_status: '未払い' },
          { ...base, thread_id: 'other', property_name: '締結した土地', status_id: 7, status_name: '締結済み', did_pay_management_fee: true, payment_status: 'お支払済み' },
        ],
        current_page: 1,
        last_page: 1,
        per_page: 20,
        total: 2,
      }),
      [`GET /api/contract/confirm-transfer/${THREAD}`]: ok({ thread_id: THREAD, status_id: 6, status_name: '売主手続中' }),
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/admin/contract/list', 'admin');

    const waiting = (await screen.findByText('振込待ちの家')).closest('tr') as HTMLElement;
    expect(within(waiting).getByText('お支払い待ち')).toHaveAttribute('data-status-id', '5');
    expect(within(waiting).getByText('未払い')).toBeInTheDocument();
    const concluded = screen.getByText('締結した土地').closest('tr') as HTMLElement;
    expect(within(concluded).getByText('お支払済み')).toBeInTheDocument();
    expect(within(concluded).queryByText('入金確認')).not.toBeInTheDocument();

    await user.click(within(waiting).getByText('入金確認').closest('button') as HTMLElement);
    await user.click((await screen.findByText('管理手数料の入金を確認しましたか？')).closest('.ant-popover')!.querySelector('.ant-btn-primary') as HTMLElement);
    expect(await screen.findByText('入金を確認しました。')).toBeInTheDocument();
    expect(api.find('GET', `/api/contract/confirm-transfer/${THREAD}`)).toHaveLength(1);

    await user.click(screen.getByLabelText('管理手数料'));
    await user.click(await screen.findByTitle('未払い'));
    await user.click(screen.getByText('絞り込む').closest('button') as HTMLElement);
    await vi.waitFor(() => expect(api.find('POST', '/api/contract/filter').at(-1)?.body).toEqual({ did_pay_management_fee: false }));
  });

  it('opens with the filter of the address, shows it in the form and keeps the address in step', async () => {
    const api = fakeApi({
      'GET /api/admin/me': ok({ id: 1, name: '管理 太郎', email: 'admin@example.jp' }),
      'POST /api/contract/filter': ok({ data: [], current_page: 1, last_page: 1, per_page: 20, total: 0 }),
    });
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/admin/contract/list?status_id=5&payment_method=bank_transfer&payment=maybe&colour=red&date_from=2027-02-30', 'admin');

    await vi.waitFor(() => expect(api.find('POST', '/api/contract/filter')).toHaveLength(1));
    expect(api.find('POST', '/api/contract/filter')[0]?.body).toEqual({ status_id: [5], payment_method: 'bank_transfer' });
    const form = screen.getByRole('form', { name: '契約の絞り込み' });
    expect(await within(form).findByTitle('お支払い待ち')).toBeInTheDocument();
    expect(within(form).getByTitle('銀行振込')).toBeInTheDocument();

    await user.click(screen.getByLabelText('管理手数料'));
    await user.click(await screen.findByTitle('未払い'));
    await user.click(screen.getByText('絞り込む').closest('button') as HTMLElement);
    await vi.waitFor(() => expect(api.find('POST', '/api/contract/filter').at(-1)?.body).toEqual({ status_id: [5], did_pay_management_fee: false, payment_method: 'bank_transfer' }));
    expect(new URLSearchParams(router.state.location.search).get('payment')).toBe('unpaid');
    expect(new URLSearchParams(router.state.location.search).get('payment_method')).toBe('bank_transfer');

    // Back returns to the address, and the list, the dashboard linked to.
    await router.navigate(-1);
    await vi.waitFor(() => expect(router.state.location.search).toBe('?status_id=5&payment_method=bank_transfer&payment=maybe&colour=red&date_from=2027-02-30'));
    await vi.waitFor(() => expect(within(form).queryByTitle('未払い')).not.toBeInTheDocument());
    expect(within(form).getByTitle('お支払い待ち')).toBeInTheDocument();
  });

  it('assigns a scrivener to a paid contract without one', async () => {
    const LAWYER_ID = 'b1f0c5e2-0000-4000-8000-000000000003';
    const api = fakeApi({
      'GET /api/admin/me': ok({ id: 1, name: '管理 太郎', email: 'admin@example.jp' }),
      'POST /api/contract/filter': ok({
        data: [{ ...base, thread_id: THREAD, property_name: '支払済みの家', status_id: 6, status_name: '売主手続中', did_pay_management_fee: true, payment_status: 'お支払済み' }],
        current_page: 1,
        last_page: 1,
        per_page: 20,
        total: 1,
      }),
      'GET /api/lawyer/info/list': ok([{ id: LAWYER_ID, email: 's@example.jp', name: '登記 一郎', name_kana: null, office_name: '登記事務所', registration_number: null, zipcode: null, address: null, tel: null, registered_at: null }]),
      [`GET /api/contract/${LAWYER_ID}/assign/${THREAD}`]: ok({ thread_id: THREAD, lawyer_id: LAWYER_ID, status_id: 1, status_name: '依頼済み' }),
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/admin/contract/list', 'admin');
    const row = (await screen.findByText('支払済みの家')).closest('tr') as HTMLElement;
    await user.click(within(row).getByText('司法書士を割り当て').closest('button') as HTMLElement);
    await user.click(await screen.findByLabelText('担当する司法書士'));
    await user.click(await screen.findByTitle('登記 一郎・登記事務所'));
    await user.click(screen.getByText('割り当てる').closest('button') as HTMLElement);
    expect(await screen.findByText('司法書士を割り当てました。')).toBeInTheDocument();
    expect(api.find('GET', `/api/contract/${LAWYER_ID}/assign/${THREAD}`)).toHaveLength(1);
  });
});
