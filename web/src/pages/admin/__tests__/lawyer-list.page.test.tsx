import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, ok } from '../../../test-utils/fake-api';
import { renderApp, resetStores } from '../../../test-utils/render-app';

const LAWYER = {
  id: 3,
  email: 'shoshi@example.jp',
  name: '登記 一郎',
  name_kana: 'トウキ イチロウ',
  office_name: '登記事務所',
  registration_number: '長野 第123号',
  zipcode: '3800801',
  address: '長野県長野市箱清水1-2-3',
  tel: '026-123-4567',
  registered_at: '2024-04-01T00:00:00.000Z',
};

describe('admin lawyer list', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    resetStores();
  });

  it('lets an admin see the lawyers and send an invitation', async () => {
    const api = fakeApi({
      'GET /api/admin/me': ok({ id: 1, name: '管理 太郎', email: 'admin@example.jp' }),
      'GET /api/lawyer/info/list': ok([LAWYER]),
      'POST /api/lawyer/mail/input': ok(null),
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/admin/lawyer/list', 'admin');
    const row = (await screen.findByText('shoshi@example.jp')).closest('tr') as HTMLElement;
    expect(within(row).getByText('登記事務所')).toBeInTheDocument();
    expect(within(row).getByText('〒380-0801 長野県長野市箱清水1-2-3')).toHaveAttribute('title', '〒380-0801 長野県長野市箱清水1-2-3');
    expect(within(row).getByText('登記事務所')).toHaveAttribute('title', '登記事務所');
    expect(screen.getByRole('columnheader', { name: '氏名' }).className).toMatch(/ant-table-cell-fix-start/);

    await user.type(screen.getByLabelText('招待するメールアドレス'), 'new@example.jp');
    await user.click(screen.getByText('招待メールを送る').closest('button') as HTMLElement);
    expect(await screen.findByText('new@example.jp に招待メールを送信しました。')).toBeInTheDocument();
    expect(api.find('POST', '/api/lawyer/mail/input')[0]?.body).toEqual({ email: 'new@example.jp' });
  });
});
