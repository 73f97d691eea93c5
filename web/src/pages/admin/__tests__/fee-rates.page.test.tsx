import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, fakeApi, ok } from '../../../test-utils/fake-api';
import type { FeeRatePeriod, FeeRatesOverview } from '../../../features/fees-admin/api/fee-rates-admin.api';
import { renderApp, resetStores } from '../../../test-utils/render-app';

const SYSTEM = { id: 'system', role: 'system', name: 'システム' };
const period = (overrides: Partial<FeeRatePeriod> & Pick<FeeRatePeriod, 'period_id' | 'calculator'>): FeeRatePeriod => ({
  checked_on: null,
  kind: null,
  brackets: null,
  rule: null,
  applies_to: null,
  per_mille: null,
  from: null,
  to: null,
  legal_basis: '',
  confirmed: true,
  notes: [],
  state: 'in_force',
  withdrawn: false,
  withdrawal_reason: null,
  added_by: SYSTEM,
  added_at: '2026-01-01T00:00:00.000Z',
  confirmed_by: null,
  confirmed_at: null,
  withdrawn_by: null,
  withdrawn_at: null,
  ...overrides,
});

const REDUCED = period({
  period_id: 'stamp-duty-reduced-2014-04-01',
  calculator: 'stamp_duty',
  kind: 'reduced',
  from: '2014-04-01',
  to: '2027-03-31',
  legal_basis: '租税特別措置法 第91条',
  brackets: [{ min: 100_001, max: 500_000, label: '10万円を超え50万円以下', fee: 200 }],
});
const EXTENSION = period({
  period_id: 'registration-tax-land-sale-2026-04-01',
  calculator: 'registration_tax',
  rule: '土地の売買の軽減税率（延長）',
  applies_to: { kind: 'land', cause: 'sale' },
  per_mille: 15,
  from: '2026-04-01',
  to: '2029-03-31',
  legal_basis: '租税特別措置法 第72条 第1項（令和8年度税制改正による延長）',
  confirmed: false,
  notes: ['国税庁 タックスアンサー No.7191 ではまだ確認していません。'],
});
const OVERVIEW: FeeRatesOverview = { today: '2026-11-22', stamp_duty: [REDUCED], registration_tax: [EXTENSION], gaps: { stamp_duty: null, registration_tax: null } };

describe('admin 税率の管理 page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    resetStores();
  });

  function api(extra: Parameters<typeof fakeApi>[0] = {}) {
    return fakeApi({
      'GET /api/admin/me': ok({ id: 1, name: '管理 太郎', email: 'admin@example.jp' }),
      'GET /api/admin/fee-rates': ok(OVERVIEW),
      ...extra,
    });
  }

  it('shows each calculator\'s periods with rate, period, basis, state and who added them', async () => {
    api();
    renderApp('/admin/fee-rates', 'admin');
    expect(await screen.findByRole('heading', { level: 1, name: '税率の管理' })).toBeInTheDocument();
    expect(await screen.findByText('土地の売買の軽減税率（延長）')).toBeInTheDocument();
    const row = screen.getByText('土地の売買の軽減税率（延長）').closest('tr') as HTMLElement;
    expect(within(row).getByText('土地・売買')).toBeInTheDocument();
    expect(within(row).getByText('1.5%')).toBeInTheDocument();
    expect(within(row).getByText('2026-04-01 〜 2029-03-31')).toBeInTheDocument();
    expect(within(row).getByText('未確認')).toBeInTheDocument();
    expect(within(row).getByText('適用中')).toBeInTheDocument();
    expect(within(row).getByText('システム')).toBeInTheDocument();
    const stampRow = screen.getByText('軽減税率').closest('tr') as HTMLElement;
    expect(within(stampRow).getByText('租税特別措置法 第91条')).toBeInTheDocument();
    expect(within(stampRow).queryByText('未確認')).not.toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: /税率の管理/ })).toBeInTheDocument();
  }, 30_000);

  it('adds a registration-tax period, showing the server\'s field message first', async () => {
    let overlapping = true;
    const calls = api({
      'POST /api/admin/fee-rates/registration-tax': (request) =>
        overlapping
          ? fail(422, '同じ条件の期間と重なっています。', { from: ['同じ条件の期間と重なっています。'], to: ['同じ条件の期間と重なっています。'] })(request)
          : ok({ ...EXTENSION, period_id: 'new', rule: '土地の売買の軽減税率（再延長）', from: '2029-04-01', to: '2032-03-31', state: 'future' })(request),
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/admin/fee-rates', 'admin');
    await screen.findByText('土地の売買の軽減税率（延長）');
    await user.click(screen.getByRole('button', { name: /登録免許税の期間を追加/ }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('規則の名前'), '土地の売買の軽減税率（再延長）');
    await user.type(within(dialog).getByLabelText('税率（‰）'), '17');
    await user.type(within(dialog).getByLabelText('開始日'), '2029-01-01');
    await user.type(within(dialog).getByLabelText('終了日'), '2032-03-31');
    await user.type(within(dialog).getByLabelText('法令の根拠'), '租税特別措置法 第72条 第1項');
    await user.click(within(dialog).getByText('追加する').closest('button') as HTMLElement);
    expect((await within(dialog).findAllByText('同じ条件の期間と重なっています。')).length).toBeGreaterThan(0);
    expect(calls.find('POST', '/api/admin/fee-rates/registration-tax')[0]?.body).toEqual({
      rule: '土地の売買の軽減税率（再延長）',
      applies_to: {},
      per_mille: 17,
      from: '2029-01-01',
      to: '2032-03-31',
      legal_basis: '租税特別措置法 第72条 第1項',
      confirmed: true,
      notes: [],
    });

    overlapping = false;
    const from = within(dialog).getByLabelText('開始日');
    await user.clear(from);
    await user.type(from, '2029-04-01');
    await user.click(within(dialog).getByText('追加する').closest('button') as HTMLElement);
    expect(await screen.findByText('「土地の売買の軽減税率（再延長）」（2029-04-01 〜 2032-03-31）を追加しました。')).toBeInTheDocument();
    expect(calls.find('POST', '/api/admin/fee-rates/registration-tax')[1]?.body).toMatchObject({ from: '2029-04-01' });
    await vi.waitFor(() => expect(calls.find('GET', '/api/admin/fee-rates').length).toBeGreaterThan(1));
  }, 30_000);

  it('confirms an unconfirmed period after asking', async () => {
    const calls = api({ 'POST /api/admin/fee-rates/registration-tax-land-sale-2026-04-01/confirm': ok({ ...EXTENSION, confirmed: true, notes: [] }) });
    const user = userEvent.setup({ delay: null });
    renderApp('/admin/fee-rates', 'admin');
    await screen.findByText('土地の売買の軽減税率（延長）');
    await user.click(screen.getByLabelText('土地の売買の軽減税率（延長）（2026-04-01 〜 2029-03-31）を確認済みにする'));
    expect(await screen.findByText('「土地の売買の軽減税率（延長）」（2026-04-01 〜 2029-03-31）を確認済みにしますか？')).toBeInTheDocument();
    await user.click((await screen.findAllByText('確認済みにする')).at(-1)?.closest('button') as HTMLElement);
    expect(await screen.findByText('「土地の売買の軽減税率（延長）」（2026-04-01 〜 2029-03-31）を確認済みにしました。')).toBeInTheDocument();
    expect(calls.find('POST', '/api/admin/fee-rates/registration-tax-land-sale-2026-04-01/confirm')[0]?.body).toEqual({ notes: [] });
  }, 30_000);

  it('withdraws a period with a reason, in a confirmation dialog', async () => {
    const calls = api({ 'POST /api/admin/fee-rates/stamp-duty-reduced-2014-04-01/withdraw': ok({ ...REDUCED, withdrawn: true, state: 'withdrawn' }) });
    const user = userEvent.setup({ delay: null });
    renderApp('/admin/fee-rates', 'admin');
    await screen.findByText('軽減税率');
    await user.click(screen.getByLabelText('軽減税率（2014-04-01 〜 2027-03-31）を取り下げる'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('「軽減税率」（2014-04-01 〜 2027-03-31）を取り下げますか？')).toBeInTheDocument();
    await user.click(within(dialog).getByText('取り下げる').closest('button') as HTMLElement);
    expect(await within(dialog).findByText('取り下げの理由を入力してください。')).toBeInTheDocument();
    expect(calls.find('POST', '/api/admin/fee-rates/stamp-duty-reduced-2014-04-01/withdraw')).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('取り下げの理由'), '終了日の入力誤りのため');
    await user.click(within(dialog).getByText('取り下げる').closest('button') as HTMLElement);
    expect(await screen.findByText('「軽減税率」（2014-04-01 〜 2027-03-31）を取り下げました。')).toBeInTheDocument();
    expect(calls.find('POST', '/api/admin/fee-rates/stamp-duty-reduced-2014-04-01/withdraw')[0]?.body).toEqual({ reason: '終了日の入力誤りのため' });
  }, 30_000);
});
