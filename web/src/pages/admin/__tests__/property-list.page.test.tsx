import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminPropertyRow } from '../../../features/properties-admin/api/properties-admin.api';
import { fail, fakeApi, ok } from '../../../test-utils/fake-api';
import type { FakeRequest } from '../../../test-utils/fake-api';
import { renderApp, resetStores } from '../../../test-utils/render-app';

const ID_A = '11111111-1111-4111-8111-111111111111';
const ID_B = '22222222-2222-4222-8222-222222222222';

const ROWS: AdminPropertyRow[] = [
  {
    id: ID_A,
    name: '里山の古民家と畑',
    status_id: 2,
    status: '掲載中',
    prefecture_id: 20,
    prefecture: '長野県',
    city: '小諸市',
    sale_price: 1234567,
    owner: { id: 'u-1', nickname: 'みどり農園' },
    updated_at: '2026-03-01T00:00:00.000Z',
    registered_at: '2026-02-01T00:00:00.000Z',
  },
  {
    id: ID_B,
    name: '価格未定の山林',
    status_id: 1,
    status: '下書き',
    prefecture_id: null,
    prefecture: null,
    city: null,
    sale_price: -1,
    owner: { id: 'u-2', nickname: 'うみべの家' },
    updated_at: '2026-03-02T00:00:00.000Z',
    registered_at: null,
  },
];

function listApi(extra: Record<string, Parameters<typeof fakeApi>[0][string]> = {}) {
  return fakeApi({
    'GET /api/admin/me': ok({ id: 1, name: '管理 太郎', email: 'admin@example.jp' }),
    'GET /api/master/prefectures': ok([{ id: 20, prefecture_id: 20, name: '長野県', name_en: 'nagano', area_id: 5, cities: [] }]),
    'POST /api/admin/property/list': ({ url }: FakeRequest) => ({
      body: { success: true, message: '', data: { data: ROWS, current_page: Number(url.searchParams.get('page')), last_page: 2, per_page: 20, total: 25 } },
    }),
    ...extra,
  });
}

async function pickOption(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  const items = await screen.findAllByTitle(option);
  await user.click(items.find((item) => item.classList.contains('ant-select-item-option')) as HTMLElement);
}

describe('admin property list', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    resetStores();
  });

  it('shows each listing with its status tag, place, price, owner and a link to its page', async () => {
    listApi();
    renderApp('/admin/property/list', 'admin');
    const first = (await screen.findByText('里山の古民家と畑')).closest('tr') as HTMLElement;
    expect(within(first).getByRole('link', { name: '里山の古民家と畑' })).toHaveAttribute('href', `/property/detail/${ID_A}`);
    expect(within(first).getByText('掲載中')).toBeInTheDocument();
    expect(within(first).getByText('長野県 小諸市')).toBeInTheDocument();
    expect(within(first).getByText('1,234,567円')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'みどり農園' })).toHaveAttribute('href', '/admin/user/u-1');
    const second = screen.getByText('価格未定の山林').closest('tr') as HTMLElement;
    expect(within(second).getByText('不明')).toBeInTheDocument();
    expect(screen.getByText('全25件中 1〜20件')).toBeInTheDocument();
  });

  it('keeps the name and the edit button fixed at the table\'s sides, cut texts whole in their tooltips, and the time without seconds', async () => {
    listApi();
    renderApp('/admin/property/list', 'admin');
    const first = (await screen.findByText('里山の古民家と畑')).closest('tr') as HTMLElement;
    const header = (title: string) => screen.getByRole('columnheader', { name: title });
    expect(header('物件名').className).toMatch(/ant-table-cell-fix-start/);
    expect(header('操作').className).toMatch(/ant-table-cell-fix-end/);
    expect(within(first).getByRole('link', { name: '里山の古民家と畑' })).toHaveAttribute('title', '里山の古民家と畑');
    expect(within(first).getByText('長野県 小諸市')).toHaveAttribute('title', '長野県 小諸市');
    expect(within(first).getByRole('link', { name: 'みどり農園' })).toHaveAttribute('title', 'みどり農園');
    expect(within(first).getByText(/^2026\/03\/01 \d\d:\d\d$/)).toBeInTheDocument();
  });

  it('sends only the conditions filled in, then asks for the next page with them', async () => {
    const api = listApi();
    const user = userEvent.setup({ delay: null });
    renderApp('/admin/property/list', 'admin');
    await screen.findByText('里山の古民家と畑');
    expect(api.find('POST', '/api/admin/property/list')[0]?.body).toEqual({});

    const form = screen.getByRole('search', { name: '物件の絞り込み' });
    await user.type(within(form).getByLabelText('物件名'), ' 古民家 ');
    await user.type(within(form).getByLabelText('所有者（ニックネームまたは会員ID）'), 'みどり');
    await pickOption(user, '状態', '掲載停止');
    await pickOption(user, '都道府県', '長野県');
    await user.type(within(form).getByLabelText('価格（上限）'), '5000000');
    await user.click(within(form).getByRole('button', { name: /検索する/ }));

    await vi.waitFor(() => expect(api.find('POST', '/api/admin/property/list')).toHaveLength(2));
    const searched = api.find('POST', '/api/admin/property/list')[1];
    expect(searched?.body).toEqual({ name: '古民家', owner: 'みどり', status_id: 5, prefecture_id: 20, max_price: 5000000 });
    expect(searched?.url.searchParams.get('page')).toBe('1');

    // The pages cannot be clicked while the table shows it is loading, as in a browser.
    await vi.waitFor(() => expect(screen.getByTitle('2')).toHaveStyle({ pointerEvents: 'auto' }));
    await user.click(screen.getByTitle('2'));
    await vi.waitFor(() => expect(api.find('POST', '/api/admin/property/list')).toHaveLength(3));
    const next = api.find('POST', '/api/admin/property/list')[2];
    expect(next?.url.searchParams.get('page')).toBe('2');
    expect(next?.body).toEqual(searched?.body);
  });

  it('deletes the selected listings after confirmation and says so', async () => {
    const api = listApi({ 'POST /api/admin/property/delete': ok({ ids: [ID_A, ID_B] }) });
    const user = userEvent.setup({ delay: null });
    renderApp('/admin/property/list', 'admin');
    await screen.findByText('里山の古民家と畑');
    await user.click(screen.getByRole('checkbox', { name: '里山の古民家と畑を選択' }));
    await user.click(screen.getByRole('checkbox', { name: '価格未定の山林を選択' }));
    await user.click(screen.getByRole('button', { name: /選択した物件を削除/ }));
    expect(await screen.findByText('選択した2件の物件を削除しますか？')).toBeInTheDocument();
    expect(api.find('POST', '/api/admin/property/delete')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: '削除する' }));

    expect(await screen.findByText('物件の削除に成功しました')).toBeInTheDocument();
    expect(api.find('POST', '/api/admin/property/delete')[0]?.body).toEqual({ ids: [ID_A, ID_B] });
    await vi.waitFor(() => expect(api.find('POST', '/api/admin/property/list').length).toBeGreaterThan(1));
  });

  it('shows why a deletion was refused', async () => {
    listApi({ 'POST /api/admin/property/delete': fail(409, `物件「里山の古民家と畑」（id: ${ID_A}）はすでに削除済みです。`) });
    const user = userEvent.setup({ delay: null });
    renderApp('/admin/property/list', 'admin');
    await screen.findByText('里山の古民家と畑');
    await user.click(screen.getByRole('checkbox', { name: '里山の古民家と畑を選択' }));
    await user.click(screen.getByRole('button', { name: /選択した物件を削除/ }));
    await user.click(await screen.findByRole('button', { name: '削除する' }));
    expect(await screen.findByText(`物件「里山の古民家と畑」（id: ${ID_A}）はすでに削除済みです。`)).toBeInTheDocument();
  });

  it('saves the changed basic fields and status as form data, and shows the server field errors', async () => {
    let reply: 'error' | 'ok' = 'error';
    const api = listApi({
      [`POST /api/admin/property/update/${ID_A}`]: () =>
        reply === 'error'
          ? { status: 422, body: { success: false, message: '入力内容に誤りがあります。確認してください', data: null, errors: { name: ['物件名は100文字以内で入力してください。'] } } }
          : { body: { success: true, message: '物件情報を保存しました。', data: {} } },
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/admin/property/list', 'admin');
    await screen.findByText('里山の古民家と畑');
    await user.click(screen.getByRole('button', { name: '里山の古民家と畑を編集' }));
    const drawer = await screen.findByRole('form', { name: '物件の編集' });
    const name = within(drawer).getByLabelText('物件名');
    await user.clear(name);
    await user.type(name, '新しい名前');
    await user.click(within(drawer).getByRole('combobox', { name: '状態' }));
    const options = await screen.findAllByTitle('掲載停止');
    await user.click(options.filter((item) => item.classList.contains('ant-select-item-option')).at(-1) as HTMLElement);
    await user.click(within(drawer).getByRole('button', { name: '保存する' }));

    expect(await screen.findByText('物件名は100文字以内で入力してください。')).toBeInTheDocument();
    const call = api.fetchMock.mock.calls.find(([url]) => String(url).includes(`/api/admin/property/update/${ID_A}`));
    const sent = call?.[1]?.body as FormData;
    expect(sent).toBeInstanceOf(FormData);
    expect(Object.fromEntries(sent.entries())).toEqual({ name: '新しい名前', status_id: '5' });

    reply = 'ok';
    await user.click(within(drawer).getByRole('button', { name: '保存する' }));
    expect(await screen.findByText('物件情報を保存しました。')).toBeInTheDocument();
  }, 60_000);
});
