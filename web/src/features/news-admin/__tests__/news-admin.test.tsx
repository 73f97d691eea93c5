import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, fakeApi, ok } from '../../../test-utils/fake-api';
import { renderApp, resetStores } from '../../../test-utils/render-app';

const NEWS = (id: string, title: string, state: string, extra: object = {}) => ({
  id,
  title,
  body: '本文',
  category: { id: 1, name: 'お知らせ' },
  notify_by_mail: false,
  publish_at: state === 'draft' ? null : '2026-11-20T01:00:00.000Z',
  state,
  mail_sent_at: null,
  mail_recipients: null,
  created_at: '2026-11-19T00:00:00.000Z',
  updated_at: '2026-11-19T00:00:00.000Z',
  ...extra,
});
const PAGE = (data: unknown[]) => ({ data, current_page: 1, last_page: 1, per_page: 20, total: data.length });

describe('Admin news page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    resetStores();
  });

  function api(extra: Parameters<typeof fakeApi>[0] = {}) {
    return fakeApi({
      'GET /api/admin/me': ok({ id: 1, name: '管理 太郎', email: 'admin@example.jp' }),
      'GET /api/notification-category/list': ok([{ id: 1, name: 'お知らせ' }, { id: 2, name: 'メンテナンス' }]),
      'POST /api/admin/news/list': ok(PAGE([NEWS('n-1', '公開中の記事', 'published'), NEWS('n-2', '下書きの記事', 'draft')])),
      ...extra,
    });
  }

  it('lists items with their state, publishes a draft and takes a published one down', async () => {
    const calls = api({ 'POST /api/admin/news/n-2/publish': ok(NEWS('n-2', '下書きの記事', 'published')), 'POST /api/admin/news/n-1/unpublish': ok(NEWS('n-1', '公開中の記事', 'unpublished')) });
    const user = userEvent.setup({ delay: null });
    renderApp('/admin/news/list', 'admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'お知らせ' })).toBeInTheDocument();
    const draftRow = (await screen.findByText('下書きの記事')).closest('tr') as HTMLElement;
    expect(within(draftRow).getByText('下書き')).toBeInTheDocument();
    await user.click(within(draftRow).getByRole('button', { name: '今すぐ公開' }));
    expect(await screen.findByText('お知らせを公開しました。')).toBeInTheDocument();
    const publishedRow = screen.getByText('公開中の記事').closest('tr') as HTMLElement;
    await user.click(within(publishedRow).getByRole('button', { name: '非公開にする' }));
    expect(await screen.findByText('お知らせを非公開にしました。')).toBeInTheDocument();
    expect(calls.find('POST', '/api/admin/news/n-2/publish')).toHaveLength(1);
    expect(calls.find('POST', '/api/admin/news/n-1/unpublish')).toHaveLength(1);
  }, 30_000);

  it("writes a new item, showing the server's field message under its field first", async () => {
    let refused = true;
    const calls = api({
      'POST /api/admin/news/create': (request) =>
        refused ? fail(422, 'タイトルを入力してください。', { title: ['タイトルを入力してください。'] })(request) : ok(NEWS('n-3', '新しい記事', 'draft'))(request),
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/admin/news/list', 'admin');
    await screen.findByText('下書きの記事');
    await user.click(screen.getByRole('button', { name: 'お知らせを作成' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/本文/), '本文です');
    await user.click(within(dialog).getByText('保存する').closest('button') as HTMLElement);
    expect(await within(dialog).findAllByText('タイトルを入力してください。')).not.toHaveLength(0);

    refused = false;
    await user.type(within(dialog).getByLabelText('タイトル'), '新しい記事');
    await user.click(within(dialog).getByLabelText(/メールで送る/));
    await user.click(within(dialog).getByText('保存する').closest('button') as HTMLElement);
    expect(await screen.findByText('お知らせを登録しました。')).toBeInTheDocument();
    expect(calls.find('POST', '/api/admin/news/create')[1].body).toEqual({ title: '新しい記事', body: '本文です', category_id: undefined, notify_by_mail: true, publish_at: null });
  }, 30_000);
});
