import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, fakeApi, ok } from '../../../test-utils/fake-api';
import { renderApp, resetStores } from '../../../test-utils/render-app';

const OPTION = { id: 1, name: '売却サポートサービス', description: '司法書士がお手伝いします。', price: 55000, active: true, updated_at: '2026-11-19T00:00:00.000Z' };

describe('Admin option page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    resetStores();
  });

  it('lists the paid services with their price, and changes one, showing a refused field under it', async () => {
    let refused = true;
    const calls = fakeApi({
      'GET /api/admin/me': ok({ id: 1, name: '管理 太郎', email: 'admin@example.jp' }),
      'POST /api/option/list': ok({ data: [OPTION], current_page: 1, last_page: 1, per_page: 20, total: 1 }),
      'PATCH /api/option/update/1': (request) =>
        refused ? fail(422, 'サービス名を入力してください。', { name: ['サービス名を入力してください。'] })(request) : ok({ ...OPTION, price: 44000 })(request),
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/admin/option/list', 'admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'オプション' })).toBeInTheDocument();
    const row = (await screen.findByText('売却サポートサービス')).closest('tr') as HTMLElement;
    expect(within(row).getByText('55,000円')).toBeInTheDocument();
    expect(within(row).getByText('提供中')).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: '編集' }));
    const dialog = await screen.findByRole('dialog');
    const price = within(dialog).getByLabelText('料金（円・税込）');
    await user.clear(price);
    await user.type(price, '44000');
    await user.clear(within(dialog).getByLabelText('サービス名'));
    await user.click(within(dialog).getByText('保存する').closest('button') as HTMLElement);
    expect(await within(dialog).findAllByText('サービス名を入力してください。')).not.toHaveLength(0);

    refused = false;
    await user.type(within(dialog).getByLabelText('サービス名'), '売却サポート');
    await user.click(within(dialog).getByText('保存する').closest('button') as HTMLElement);
    expect(await screen.findByText('オプションを更新しました。')).toBeInTheDocument();
    expect(calls.find('PATCH', '/api/option/update/1')[1].body).toEqual({ name: '売却サポート', description: '司法書士がお手伝いします。', price: 44000, active: true });
  }, 30_000);
});
