import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeRequest } from '../../../test-utils/fake-api';
import { fakeApi, ok } from '../../../test-utils/fake-api';
import { renderApp, resetStores } from '../../../test-utils/render-app';

const IMAGE = { id: 'img', url: '/api/content-image/img/web', thumb_url: '/api/content-image/img/thumb', width: 1200, height: 400, renditions: [] };
const SLIDE = (id: string, title: string, sort: number, extra: object = {}) => ({
  id,
  title,
  alt: `${title}の画像`,
  link_url: '/about/buyer',
  image: IMAGE,
  sort,
  starts_at: null,
  ends_at: null,
  shown_now: true,
  created_at: '2026-11-19T00:00:00.000Z',
  updated_at: '2026-11-19T00:00:00.000Z',
  ...extra,
});

describe('Admin slider page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    resetStores();
  });

  it('lists every slide in order with its window, and moves one down with the order call', async () => {
    const slides = [SLIDE('s1', '一枚目', 1), SLIDE('s2', '二枚目', 2, { shown_now: false, starts_at: '2026-12-01T00:00:00.000Z' })];
    const calls = fakeApi({
      'GET /api/admin/me': ok({ id: 1, name: '管理 太郎', email: 'admin@example.jp' }),
      'GET /api/slider/list': ok(slides),
      'POST /api/slider/order': ok([slides[1], slides[0]]),
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/admin/slider/list', 'admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'スライダー' })).toBeInTheDocument();
    const second = (await screen.findByText('二枚目')).closest('tr') as HTMLElement;
    expect(within(second).getByText('期間外')).toBeInTheDocument();
    expect(calls.find('GET', '/api/slider/list')[0].url.searchParams.get('all')).toBe('true');
    const first = screen.getByText('一枚目').closest('tr') as HTMLElement;
    expect(within(first).getByRole('button', { name: '一枚目を上へ' })).toBeDisabled();
    await user.click(within(first).getByRole('button', { name: '一枚目を下へ' }));
    expect(await screen.findByText('スライドの並び順を保存しました。')).toBeInTheDocument();
    expect(calls.find('POST', '/api/slider/order')[0].body).toEqual({ slide_ids: ['s2', 's1'] });
  }, 30_000);

  it('creates a slide with its image as form data', async () => {
    let sent: FormData | null = null;
    fakeApi({
      'GET /api/admin/me': ok({ id: 1, name: '管理 太郎', email: 'admin@example.jp' }),
      'GET /api/slider/list': ok([]),
      'POST /api/slider/create': (request: FakeRequest) => {
        sent = request.body as FormData;
        return ok(SLIDE('s9', '新しいスライド', 1))(request);
      },
    });
    const fetchMock = vi.mocked(fetch);
    const user = userEvent.setup({ delay: null });
    renderApp('/admin/slider/list', 'admin');
    await user.click(await screen.findByRole('button', { name: 'スライドを作成' }));
    const dialog = await screen.findByRole('dialog');
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'slide.jpg', { type: 'image/jpeg' });
    await user.upload(dialog.querySelector('input[type="file"]') as HTMLInputElement, file);
    await user.type(within(dialog).getByLabelText('タイトル'), '新しいスライド');
    await user.type(within(dialog).getByLabelText('画像の説明（代替テキスト）'), '海の見える家');
    await user.type(within(dialog).getByLabelText(/リンク先/), '/about/seller');
    await user.click(within(dialog).getByText('保存する').closest('button') as HTMLElement);
    expect(await screen.findByText('スライドを登録しました。')).toBeInTheDocument();
    const init = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/api/slider/create'))?.[1];
    const form = (sent ?? init?.body) as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(form.get('title')).toBe('新しいスライド');
    expect(form.get('alt')).toBe('海の見える家');
    expect(form.get('link_url')).toBe('/about/seller');
    expect((form.get('image') as File).name).toBe('slide.jpg');
  }, 30_000);
});
