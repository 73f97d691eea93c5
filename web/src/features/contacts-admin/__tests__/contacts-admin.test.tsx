import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, fakeApi, ok } from '../../../test-utils/fake-api';
import { renderApp, resetStores } from '../../../test-utils/render-app';

const CONTACT = (extra: object = {}) => ({
  id: 'c-1',
  name: '山田 花子',
  email: 'hanako@example.jp',
  category: { id: 2, name: '物件の掲載について' },
  message: '掲載の手順を教えてください。',
  user_id: null,
  status: 0,
  status_name: '未対応',
  approved: false,
  approved_by: null,
  approved_at: null,
  replies: [],
  received_at: '2026-11-20T01:00:00.000Z',
  updated_at: '2026-11-20T01:00:00.000Z',
  ...extra,
});

describe('Admin contacts page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    resetStores();
  });

  it('filters by status, opens a contact and answers it by mail', async () => {
    let replied = false;
    const calls = fakeApi({
      'GET /api/admin/me': ok({ id: 1, name: '管理 太郎', email: 'admin@example.jp' }),
      'GET /api/contact-category/list': ok([{ id: 2, name: '物件の掲載について' }]),
      'POST /api/contact/list': ok({ data: [CONTACT()], current_page: 1, last_page: 1, per_page: 20, total: 1 }),
      'GET /api/contact/c-1': () =>
        ok(CONTACT(replied ? { replies: [{ by: { id: 'a-1', name: '管理 太郎' }, subject: '掲載の件', text: '手順をお送りします。', replied_at: '2026-11-21T01:00:00.000Z' }] } : {}))({} as never),
      'POST /api/contact/reply/c-1': (request) => {
        const body = request.body as { subject: string };
        if (!body.subject) return fail(422, '件名を入力してください。', { subject: ['件名を入力してください。'] })(request);
        replied = true;
        return ok(CONTACT())(request);
      },
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/admin/contact/list', 'admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'お問い合わせ' })).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: '対応状況で絞り込む' }));
    await user.click(await screen.findByTitle('未対応'));
    await vi.waitFor(() => expect(calls.find('POST', '/api/contact/list').some((request) => (request.body as { status?: number }).status === 0)).toBe(true));

    await user.click(await screen.findByText('山田 花子'));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('hanako@example.jp')).toBeInTheDocument();
    const form = within(drawer).getByRole('form', { name: 'メールで返信' });
    await user.type(within(form).getByLabelText('本文'), '手順をお送りします。');
    await user.click(within(form).getByRole('button', { name: 'メールで返信する' }));
    expect(await within(form).findAllByText('件名を入力してください。')).not.toHaveLength(0);

    await user.type(within(form).getByLabelText('件名'), '掲載の件');
    await user.click(within(form).getByRole('button', { name: 'メールで返信する' }));
    expect(await screen.findByText('返信をメールで送りました。')).toBeInTheDocument();
    expect(await within(drawer).findByText('掲載の件')).toBeInTheDocument();
    expect(calls.find('POST', '/api/contact/reply/c-1')[1].body).toEqual({ subject: '掲載の件', text: '手順をお送りします。' });
  }, 40_000);

  it('opens with the filters of the address, shows them and keeps the address in step', async () => {
    const calls = fakeApi({
      'GET /api/admin/me': ok({ id: 1, name: '管理 太郎', email: 'admin@example.jp' }),
      'GET /api/contact-category/list': ok([{ id: 2, name: '物件の掲載について' }]),
      'POST /api/contact/list': ok({ data: [CONTACT()], current_page: 1, last_page: 1, per_page: 20, total: 1 }),
    });
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/admin/contact/list?status=0&category_id=2&date_from=2026-11-01&date_to=2026-11-30&keyword=掲載&colour=red', 'admin');

    await vi.waitFor(() => expect(calls.find('POST', '/api/contact/list').length).toBeGreaterThan(0));
    expect(calls.find('POST', '/api/contact/list')[0]?.body).toEqual({ status: 0, category_id: 2, date_from: '2026-11-01', date_to: '2026-11-30', keyword: '掲載' });
    const status = screen.getByRole('combobox', { name: '対応状況で絞り込む' }).closest('.ant-select') as HTMLElement;
    expect(within(status).getByTitle('未対応')).toBeInTheDocument();
    const category = screen.getByRole('combobox', { name: '種類で絞り込む' }).closest('.ant-select') as HTMLElement;
    expect(await within(category).findByTitle('物件の掲載について')).toBeInTheDocument();
    expect(screen.getByDisplayValue('2026/11/01')).toBeInTheDocument();
    expect(screen.getByDisplayValue('2026/11/30')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'キーワード' })).toHaveValue('掲載');

    await user.click(screen.getByRole('combobox', { name: '対応状況で絞り込む' }));
    await user.click(await screen.findByTitle('対応中'));
    await vi.waitFor(() => expect(calls.find('POST', '/api/contact/list').at(-1)?.body).toMatchObject({ status: 1, category_id: 2, keyword: '掲載' }));
    expect(new URLSearchParams(router.state.location.search).get('status')).toBe('1');
    expect(new URLSearchParams(router.state.location.search).get('keyword')).toBe('掲載');

    await router.navigate(-1);
    await vi.waitFor(() => expect(within(status).getByTitle('未対応')).toBeInTheDocument());
  });

  it('ignores values it does not know in the address', async () => {
    const calls = fakeApi({
      'GET /api/admin/me': ok({ id: 1, name: '管理 太郎', email: 'admin@example.jp' }),
      'GET /api/contact-category/list': ok([{ id: 2, name: '物件の掲載について' }]),
      'POST /api/contact/list': ok({ data: [], current_page: 1, last_page: 1, per_page: 20, total: 0 }),
    });
    renderApp('/admin/contact/list?status=7&category_id=99&date_from=2026-02-30', 'admin');
    await vi.waitFor(() => expect(calls.find('POST', '/api/contact/list').length).toBeGreaterThan(0));
    await vi.waitFor(() => expect(calls.find('POST', '/api/contact/list').at(-1)?.body).toEqual({}));
  });
});
