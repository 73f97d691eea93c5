import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, fakeApi, ok } from '../../../test-utils/fake-api';
import { renderApp, resetStores } from '../../../test-utils/render-app';

const ARTICLE = (id: string, title: string, status: 'draft' | 'published', extra: object = {}) => ({
  id,
  slug: null,
  title,
  body_markdown: '## 見出し\n本文',
  cover_image: null,
  category: 'general',
  status,
  published_at: status === 'published' ? '2026-11-20T01:00:00.000Z' : null,
  created_at: '2026-11-19T00:00:00.000Z',
  updated_at: '2026-11-19T00:00:00.000Z',
  url: `/info/articles/${id}`,
  ...extra,
});
const PAGE = (data: unknown[]) => ({ data, current_page: 1, last_page: 1, per_page: 20, total: data.length });

describe('Admin column page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    resetStores();
  });

  function api(extra: Parameters<typeof fakeApi>[0] = {}) {
    return fakeApi({
      'GET /api/admin/me': ok({ id: 1, name: '管理 太郎', email: 'admin@example.jp' }),
      'POST /api/admin/article/list': ok(PAGE([ARTICLE('a-1', '公開中のコラム', 'published'), ARTICLE('a-2', '下書きのコラム', 'draft')])),
      ...extra,
    });
  }

  it('is in the admin menu, lists columns with their state, and publishes a draft', async () => {
    const calls = api({ 'POST /api/admin/article/a-2/publish': ok(ARTICLE('a-2', '下書きのコラム', 'published')) });
    const user = userEvent.setup({ delay: null });
    renderApp('/admin/article/list', 'admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'コラム' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: /コラム/ })).toBeInTheDocument();
    const draftRow = (await screen.findByText('下書きのコラム')).closest('tr') as HTMLElement;
    expect(within(draftRow).getByText('下書き')).toBeInTheDocument();
    await user.click(within(draftRow).getByRole('button', { name: '公開する' }));
    expect(await screen.findByText('コラムを公開しました。')).toBeInTheDocument();
    expect(calls.find('POST', '/api/admin/article/a-2/publish')).toHaveLength(1);
  }, 30_000);

  it("writes a column in Markdown, shows the server's preview, and the server's field message under its field", async () => {
    let refused = true;
    const calls = api({
      'POST /api/admin/article/preview': ok({ html: '<h2>プレビューの見出し</h2>' }),
      'POST /api/admin/article/create': (request) =>
        refused ? fail(422, 'このスラッグはほかのコラムで使われています。', { slug: ['このスラッグはほかのコラムで使われています。'] })(request) : ok(ARTICLE('a-3', '新しいコラム', 'draft'))(request),
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/admin/article/list', 'admin');
    await screen.findByText('下書きのコラム');
    await user.click(screen.getByRole('button', { name: 'コラムを作成' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('タイトル'), '新しいコラム');
    await user.type(within(dialog).getByLabelText(/スラッグ/), '1698');
    await user.type(within(dialog).getByLabelText(/本文（Markdown/), '## 見出し');
    await user.click(within(dialog).getByRole('tab', { name: 'プレビュー' }));
    expect(await within(dialog).findByRole('heading', { level: 2, name: 'プレビューの見出し' })).toBeInTheDocument();
    expect(calls.find('POST', '/api/admin/article/preview')[0].body).toEqual({ body_markdown: '## 見出し' });

    await user.click(within(dialog).getByText('保存する').closest('button') as HTMLElement);
    expect(await within(dialog).findAllByText('このスラッグはほかのコラムで使われています。')).not.toHaveLength(0);
    refused = false;
    await user.click(within(dialog).getByText('保存する').closest('button') as HTMLElement);
    expect(await screen.findByText('コラムを登録しました。')).toBeInTheDocument();
    expect(calls.find('POST', '/api/admin/article/create')[1].body).toEqual({ title: '新しいコラム', slug: '1698', category: 'general', body_markdown: '## 見出し', cover_image_id: null });
  }, 30_000);
});
