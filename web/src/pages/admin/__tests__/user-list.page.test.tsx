import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, ok } from '../../../test-utils/fake-api';
import type { FakeRequest } from '../../../test-utils/fake-api';
import { renderApp, resetStores } from '../../../test-utils/render-app';

import type { UserRow } from '../../../features/users-admin/api/users-admin.api';

const ROWS: UserRow[] = [
  {
    id: '7',
    registered_at: '2024-04-01T00:00:00.000Z',
    name_last: '山田',
    name_first: '花子',
    zipcode: '3800801',
    prefecture_name: '長野県',
    city: '長野市',
    block: '箱清水1-2-3',
    building_name: null,
    class: 2,
    nickname: 'はなこ',
    email: 'hanako@example.jp',
    tel_mobile: '090-1234-5678',
    tel_home: '026-123-4567',
    birth_year: 1980,
    company_name: '山田不動産株式会社',
    corporate_number: '1234567890123',
    identification_verify_status: 3,
  },
  {
    id: '8',
    registered_at: '2024-05-01T00:00:00.000Z',
    name_last: '佐藤',
    name_first: '一郎',
    zipcode: null,
    prefecture_name: '北海道',
    city: '札幌市',
    block: null,
    building_name: null,
    class: 1,
    nickname: 'いちろう',
    email: 'ichiro@example.jp',
    tel_mobile: null,
    tel_home: null,
    birth_year: null,
    company_name: null,
    corporate_number: null,
    identification_verify_status: 2,
  },
];

function listApi() {
  return fakeApi({
    'GET /api/admin/me': ok({ id: 1, name: '管理 太郎', email: 'admin@example.jp' }),
    'GET /api/master/prefectures': ok([
      { id: 1, prefecture_id: 1, name: '北海道', name_en: 'hokkaido', area_id: 1, cities: [] },
      { id: 20, prefecture_id: 20, name: '長野県', name_en: 'nagano', area_id: 5, cities: [] },
    ]),
    'POST /api/admin/user/list/20': ({ url }: FakeRequest) => ({
      body: {
        success: true,
        message: '',
        data: { data: ROWS, current_page: Number(url.searchParams.get('page')), last_page: 3, per_page: 20, total: 45 },
      },
    }),
  });
}

async function pickOption(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  const items = await screen.findAllByTitle(option);
  await user.click(items.find((item) => item.classList.contains('ant-select-item-option')) as HTMLElement);
}

describe('admin member list', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    resetStores();
  });

  it('asks for the first page with no conditions, then sends only the conditions filled in', async () => {
    const api = listApi();
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/admin/user/list', 'admin');
    await screen.findByText('hanako@example.jp');
    const first = api.find('POST', '/api/admin/user/list/20')[0];
    expect(first?.url.searchParams.get('page')).toBe('1');
    expect(first?.body).toEqual({});
    expect(first?.headers.get('Authorization')).toBe('Bearer admin-token');

    const form = screen.getByRole('search', { name: '会員の絞り込み' });
    await user.type(within(form).getByLabelText('氏名'), '  山田 ');
    await user.type(within(form).getByLabelText('メールアドレス'), 'example.jp');
    await pickOption(user, '会員種別', '法人');
    await pickOption(user, '本人確認', '確認待ち');
    await pickOption(user, '都道府県', '長野県');
    await user.click(within(form).getByRole('button', { name: /検索する/ }));

    await vi.waitFor(() => expect(api.find('POST', '/api/admin/user/list/20')).toHaveLength(2));
    expect(api.find('POST', '/api/admin/user/list/20')[1]?.body).toEqual({
      name: '山田',
      email: 'example.jp',
      class: 2,
      identification_verify_status: 2,
      prefecture_id: 20,
    });
    expect(router.state.location.search).toContain('class=2');
  });

  it('shows each row: name, nickname with the verified mark, class, address, phones without hyphens and status', async () => {
    listApi();
    renderApp('/admin/user/list', 'admin');
    const hanako = (await screen.findByText('hanako@example.jp')).closest('tr') as HTMLElement;
    expect(within(hanako).getByText('山田 花子')).toBeInTheDocument();
    expect(within(hanako).getByText('山田不動産株式会社')).toBeInTheDocument();
    expect(within(hanako).getByText('はなこ')).toBeInTheDocument();
    expect(within(hanako).getByRole('img', { name: '本人確認済み' })).toBeInTheDocument();
    expect(within(hanako).getByText('法人')).toBeInTheDocument();
    expect(within(hanako).getByText('長野県 長野市')).toBeInTheDocument();
    expect(within(hanako).getByText('09012345678')).toBeInTheDocument();
    expect(within(hanako).getByText('0261234567')).toBeInTheDocument();
    expect(within(hanako).getByText('確認済み')).toBeInTheDocument();
    expect(within(hanako).getByRole('link', { name: /詳細/ })).toHaveAttribute('href', '/admin/user/7');

    const ichiro = screen.getByText('ichiro@example.jp').closest('tr') as HTMLElement;
    expect(within(ichiro).getByText('個人')).toBeInTheDocument();
    expect(within(ichiro).queryByRole('img', { name: '本人確認済み' })).not.toBeInTheDocument();
    expect(within(ichiro).getByText('確認待ち')).toBeInTheDocument();
    expect(screen.getByText('全45件中 1〜20件')).toBeInTheDocument();
  });

  it('keeps the ID, the name and the actions fixed at the table\'s sides, the address and e-mail whole in their tooltips', async () => {
    listApi();
    renderApp('/admin/user/list', 'admin');
    const hanako = (await screen.findByText('hanako@example.jp')).closest('tr') as HTMLElement;
    const header = (title: string) => screen.getByRole('columnheader', { name: title });
    expect(header('ID').className).toMatch(/ant-table-cell-fix-start/);
    expect(header('氏名').className).toMatch(/ant-table-cell-fix-start/);
    expect(header('操作').className).toMatch(/ant-table-cell-fix-end/);
    expect(within(hanako).getByText('hanako@example.jp')).toHaveAttribute('title', 'hanako@example.jp');
    expect(within(hanako).getByText('長野県 長野市')).toHaveAttribute('title', '長野県 長野市');
  });

  it('asks for the next page with the same conditions', async () => {
    const api = listApi();
    const user = userEvent.setup({ delay: null });
    renderApp('/admin/user/list?nickname=%E3%81%AF%E3%81%AA', 'admin');
    await screen.findByText('hanako@example.jp');
    await user.click(screen.getByTitle('2'));
    await vi.waitFor(() => expect(api.find('POST', '/api/admin/user/list/20')).toHaveLength(2));
    const second = api.find('POST', '/api/admin/user/list/20')[1];
    expect(second?.url.searchParams.get('page')).toBe('2');
    expect(second?.body).toEqual({ nickname: 'はな' });
  });
});
