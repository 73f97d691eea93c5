import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, fakeApi, ok } from '../../../test-utils/fake-api';
import { renderApp, resetStores } from '../../../test-utils/render-app';

const ITEM = (id: number, name: string) => ({ id, name, sort: id, note: null, created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z' });

const KINDS = [
  { path: '/admin/category/list', heading: 'カテゴリー（地目）', label: '地目', api: '/api/master/ground', list: '/api/master/ground-list', flag: 'idDeleteCate', first: '宅地' },
  { path: '/admin/hashtag/list', heading: 'ハッシュタグ', label: 'ハッシュタグ', api: '/api/master/hash-tag', list: '/api/master/hash-tag-list', flag: 'idDeleteHashtag', first: '古民家' },
];

describe.each(KINDS)('admin $heading page', (kind) => {
  afterEach(() => {
    vi.unstubAllGlobals();
    resetStores();
  });

  function api(extra: Parameters<typeof fakeApi>[0] = {}) {
    return fakeApi({
      'GET /api/admin/me': ok({ id: 1, name: '管理 太郎', email: 'admin@example.jp' }),
      'GET /api/site-settings': ok({ phase2: true }),
      [`GET ${kind.list}`]: ok([ITEM(1, kind.first), ITEM(2, '山林')]),
      ...extra,
    });
  }

  it('lists the items and creates one, showing the server field error first', async () => {
    let taken = true;
    const calls = api({
      [`POST ${kind.api}/create`]: (request) =>
        taken ? fail(422, '入力内容に誤りがあります。確認してください', { name: [`この${kind.label}名はすでに登録されています。`] })(request) : ok(ITEM(3, '農地'))(request),
    });
    const user = userEvent.setup({ delay: null });
    renderApp(kind.path, 'admin');
    expect(await screen.findByRole('heading', { level: 1, name: kind.heading })).toBeInTheDocument();
    expect(await screen.findByText(kind.first)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: new RegExp(`${kind.label}を追加`) }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(`${kind.label}名`), '山林');
    await user.click((within(dialog).getByText('保存する').closest('button') as HTMLElement));
    expect(await within(dialog).findByText(`この${kind.label}名はすでに登録されています。`)).toBeInTheDocument();
    expect(calls.find('POST', `${kind.api}/create`)[0]?.body).toEqual({ name: '山林' });

    taken = false;
    await user.clear(within(dialog).getByLabelText(`${kind.label}名`));
    await user.type(within(dialog).getByLabelText(`${kind.label}名`), '農地');
    await user.click((within(dialog).getByText('保存する').closest('button') as HTMLElement));
    expect(await screen.findByText(`${kind.label}を登録しました。`)).toBeInTheDocument();
    expect(calls.find('POST', `${kind.api}/create`)[1]?.body).toEqual({ name: '農地' });
    await vi.waitFor(() => expect(calls.find('GET', kind.list).length).toBeGreaterThan(1));
  }, 30_000);

  it('renames an item in a modal', async () => {
    const calls = api({ [`PATCH ${kind.api}/2/edit`]: ok(ITEM(2, '雑木林')) });
    const user = userEvent.setup({ delay: null });
    renderApp(kind.path, 'admin');
    await screen.findByText('山林');
    await user.click(screen.getByLabelText('山林の名前を変更'));
    const dialog = await screen.findByRole('dialog');
    const input = within(dialog).getByLabelText(`${kind.label}名`);
    expect(input).toHaveValue('山林');
    await user.clear(input);
    await user.type(input, '雑木林');
    await user.click((within(dialog).getByText('保存する').closest('button') as HTMLElement));
    expect(await screen.findByText(`${kind.label}を更新しました。`)).toBeInTheDocument();
    expect(calls.find('PATCH', `${kind.api}/2/edit`)[0]?.body).toEqual({ name: '雑木林' });
  }, 30_000);

  it('deletes an item after confirmation, and shows why one in use is kept', async () => {
    const calls = api({
      [`POST ${kind.api}/delete`]: (request) =>
        (request.body as { id: number }).id === 2
          ? ok({ id: 2 })(request)
          : fail(409, `${kind.label}「${kind.first}」は掲載中の物件1件で使われているため削除できません。`)(request),
    });
    const user = userEvent.setup({ delay: null });
    renderApp(kind.path, 'admin');
    await screen.findByText('山林');
    await user.click(screen.getByLabelText('山林を削除'));
    expect(await screen.findByText(`${kind.label}「山林」を削除しますか？`)).toBeInTheDocument();
    await user.click((await screen.findByText('削除する')).closest('button') as HTMLElement);
    expect(await screen.findByText(`${kind.label}「山林」を削除しました。`)).toBeInTheDocument();
    expect(calls.find('POST', `${kind.api}/delete`)[0]?.body).toEqual({ id: 2, [kind.flag]: true });

    await user.click(screen.getByLabelText(`${kind.first}を削除`));
    await user.click(((await screen.findAllByText('削除する')).at(-1) as HTMLElement).closest('button') as HTMLElement);
    expect(await screen.findByText(`${kind.label}「${kind.first}」は掲載中の物件1件で使われているため削除できません。`)).toBeInTheDocument();
  }, 30_000);
});
