import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, fail, ok } from '../../../test-utils/fake-api';
import type { FakeReply, FakeRoute } from '../../../test-utils/fake-api';
import { COUNTERS, aMe } from '../../../test-utils/member-fixtures';
import { aPhoto } from '../../../test-utils/property-fixtures';
import { renderApp, resetStores } from '../../../test-utils/render-app';
import type { ApiSchema } from '../../../lib/typed-api-client';

const DETAIL: ApiSchema<'PropertyDetail'> = {
  id: '55',
  name: '棚田の見える平屋',
  status_id: 2,
  status: '掲載中',
  prefecture_id: 20,
  prefecture: '長野県',
  city: '松本市',
  area: 330.58,
  ground_id: 1,
  ground: '宅地',
  is_building: true,
  floor_plan: '4DK',
  display_construction_date: '昭和52年（1977年）',
  boundary_id: 1,
  road_id_1: 2,
  road_id_2: null,
  road_id_3: null,
  road_id_4: null,
  property_tax_price: 42_000,
  valuation_price: -1,
  management_price: null,
  incidental_cost: 380_000,
  tree_id: null,
  river_id: null,
  neighbors_id: null,
  neighbors_text: '隣家まで50mほどです。',
  access: 'JR松本駅から車で20分',
  sale_price: 4_500_000,
  detail_1: '南向きで日当たりの良い家です。',
  detail_2: null,
  detail_3: '畑も付いています。',
  detail_4: null,
  detail_5: null,
  youtube_url: 'https://www.youtube.com/watch?v=abcDEF12345',
  registered_at: '2026-04-01T09:00:00+09:00',
  images: [
    aPhoto('12', 3),
    aPhoto('10', 1),
    aPhoto('11', 2),
  ],
  hashtags: [{ id: 3, name: '古民家' }],
  yes_no_charts: [
    { y_n_chart_id: 1, value: 1 },
    { y_n_chart_id: 3, value: 0 },
  ],
  seller: { id: '9', nickname: 'やまだ', identification_verify_status: 3 },
  is_favorite: false,
  categories: '3',
  construction_year: 52,
  era_name: '昭和',
  register_cost: null,
  revenue_stamp_fee: null,
  revenue_after_fees: null,
  registration_step: null,
  sale_support_service: null,
  thumb_image: '10',
  created_at: '2026-03-20T09:00:00+09:00',
  updated_at: '2026-04-01T09:00:00+09:00',
};

function detailApi(detail: FakeRoute = ok(DETAIL), extra: Record<string, FakeRoute> = {}) {
  return fakeApi({
    'GET /api/master/regions': ok([]),
    'GET /api/property/viewdetail/55': detail,
    [`GET /api/property/access/${encodeURIComponent('長野県松本市')}`]: ok({ address: '長野県松本市', map_url: 'https://maps.example/?q=city' }),
    'GET /api/master/yes-no-chart/list': ok([
      { id: 1, question: '土地の境界は確定していますか？', note: null, answers: [] },
      { id: 3, question: '土地に建物が建っていますか？', note: null, answers: [] },
    ]),
    ...extra,
  });
}

const memberRoutes = (): Record<string, FakeRoute> => ({
  'GET /api/me': ok(aMe()),
  'GET /api/todolist-news-unread': ok(COUNTERS),
});

describe('Property detail page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    resetStores();
  });

  it('shows the primary photo first and switches photos with the thumbnails', async () => {
    detailApi();
    const user = userEvent.setup({ delay: null });
    renderApp('/property/detail/55');
    const main = await screen.findByRole('img', { name: '棚田の見える平屋の写真（1/3枚目）' });
    expect(main).toHaveAttribute('src', '/api/property/image/10/rendition/1280.jpeg');
    const thumbs = within(screen.getByRole('list', { name: '写真の一覧' })).getAllByRole('button');
    expect(thumbs.map((thumb) => thumb.querySelector('img')?.getAttribute('src'))).toEqual([
      '/api/property/image/10/rendition/1280.jpeg',
      '/api/property/image/11/rendition/1280.jpeg',
      '/api/property/image/12/rendition/1280.jpeg',
    ]);
    await user.click(thumbs[2] as HTMLElement);
    expect(screen.getByRole('img', { name: '棚田の見える平屋の写真（3/3枚目）' })).toHaveAttribute('src', '/api/property/image/12/rendition/1280.jpeg');
    expect(thumbs[2]).toHaveAttribute('aria-pressed', 'true');
    expect(document.title).toBe('棚田の見える平屋 | いえとち直売所');
  });

  it('shows the public fields in groups, the map link, the video and the chart answers', async () => {
    detailApi();
    renderApp('/property/detail/55');
    const price = await screen.findByRole('region', { name: '価格・費用' });
    expect(within(price).getByText('4,500,000円')).toBeInTheDocument();
    expect(within(price).getByText('42,000円')).toBeInTheDocument();
    expect(within(price).getByText('不明')).toBeInTheDocument();
    expect(within(price).getByText('諸費用')).toBeInTheDocument();
    expect(within(price).getByText('380,000円')).toBeInTheDocument();
    const outline = screen.getByRole('region', { name: '物件の概要' });
    expect(within(outline).getByText(/長野県 松本市/)).toBeInTheDocument();
    expect(within(outline).getByText('330.58㎡')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: '建物' })).getByText('昭和52年（1977年）')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /市区町村の地図を見る/ })).toHaveAttribute('href', 'https://maps.example/?q=city');
    expect(screen.getByText('南向きで日当たりの良い家です。')).toBeInTheDocument();
    expect(screen.getByText('畑も付いています。')).toBeInTheDocument();
    expect(screen.getByTitle('棚田の見える平屋の動画')).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/abcDEF12345');
    const chart = await screen.findByRole('region', { name: 'はい・いいえチャート' });
    expect(within(chart).getByText('土地の境界は確定していますか？')).toBeInTheDocument();
    expect(within(chart).getByText('はい')).toBeInTheDocument();
    expect(within(chart).getByText('いいえ')).toBeInTheDocument();
  });

  it.each([
    ['no building, so livable does not apply', [{ y_n_chart_id: 3, value: 0 }, { y_n_chart_id: 4, value: null }, { y_n_chart_id: 5, value: 1 }], ['Q3', 'Q5'], ['Q4']],
    ['livable, so the buyer clearing it does not apply', [{ y_n_chart_id: 3, value: 1 }, { y_n_chart_id: 4, value: 1 }, { y_n_chart_id: 5, value: null }], ['Q3', 'Q4'], ['Q5']],
    ['not livable: every question applies', [{ y_n_chart_id: 3, value: 1 }, { y_n_chart_id: 4, value: 0 }, { y_n_chart_id: 5, value: null }], ['Q3', 'Q4', 'Q5'], []],
  ])('leaves out the chart questions that do not apply (%s)', async (_case, answers, shown, hidden) => {
    detailApi(ok({ ...DETAIL, yes_no_charts: answers }), {
      'GET /api/master/yes-no-chart/list': ok([3, 4, 5].map((id) => ({ id, question: `Q${id}`, note: null, answers: [] }))),
    });
    renderApp('/property/detail/55');
    const chart = await screen.findByRole('region', { name: 'はい・いいえチャート' });
    await within(chart).findByText('Q3');
    for (const question of shown) expect(within(chart).getByText(question)).toBeInTheDocument();
    for (const question of hidden) expect(within(chart).queryByText(question)).not.toBeInTheDocument();
  });

  describe('the location', () => {
    const STREET = { zipcode1: '390', zipcode2: '0811', block: '中央1-2-3', address: 'メゾン中央205' };
    const FULL = '長野県松本市中央1-2-3メゾン中央205';

    it('shows a visitor the prefecture and city only, says the street is not public, and maps the city without a pin', async () => {
      // An answer carrying street fields outside `street_address` (as answers once did) shows none of them.
      const api = detailApi(ok({ ...DETAIL, ...STREET }));
      renderApp('/property/detail/55');
      const outline = await screen.findByRole('region', { name: '物件の概要' });
      expect(within(outline).getByText(/長野県 松本市/)).toBeInTheDocument();
      expect(within(outline).getByText('番地など詳しい所在地は公開していません。')).toBeInTheDocument();
      expect(await screen.findByRole('link', { name: /市区町村の地図を見る/ })).toHaveAttribute('href', 'https://maps.example/?q=city');
      expect(screen.queryByRole('link', { name: /地図で場所を確認する/ })).toBeNull();
      for (const text of ['中央1-2-3', 'メゾン中央', '〒390-0811']) expect(document.body.textContent).not.toContain(text);
      const lookups = api.requests
        .filter((request) => request.url.pathname.startsWith('/api/property/access/'))
        .map((request) => decodeURIComponent(request.url.pathname));
      expect(lookups).toEqual(['/api/property/access/長野県松本市']);
    });

    it('shows the seller (or an admin) the street address and the exact map', async () => {
      detailApi(ok({ ...DETAIL, street_address: STREET }), {
        [`GET /api/property/access/${encodeURIComponent(FULL)}`]: ok({ address: FULL, map_url: 'https://maps.example/?q=exact' }),
      });
      renderApp('/property/detail/55');
      const outline = await screen.findByRole('region', { name: '物件の概要' });
      expect(within(outline).getByText('〒390-0811')).toBeInTheDocument();
      expect(within(outline).getByText(/長野県 松本市 中央1-2-3 メゾン中央205/)).toBeInTheDocument();
      expect(within(outline).queryByText('番地など詳しい所在地は公開していません。')).toBeNull();
      expect(await screen.findByRole('link', { name: /地図で場所を確認する/ })).toHaveAttribute('href', 'https://maps.example/?q=exact');
    });
  });

  it("shows the seller's nickname with the verification badge", async () => {
    detailApi();
    renderApp('/property/detail/55');
    const seller = await screen.findByLabelText('売主');
    expect(seller).toHaveTextContent('やまださん');
    expect(within(seller).getByRole('img', { name: '本人確認済み' })).toBeInTheDocument();
  });

  it('toggles the favourite for a member and shows where it stands', async () => {
    const api = detailApi(ok(DETAIL), {
      ...memberRoutes(),
      'PATCH /api/property/favorite/create/55': ok({ property_id: 55, is_favorite: true }),
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/property/detail/55', 'member');
    await user.click(await screen.findByRole('button', { name: /お気に入りに追加/ }));
    expect(await screen.findByRole('button', { name: /お気に入りに登録済み/ })).toHaveAttribute('aria-pressed', 'true');
    expect(api.find('PATCH', '/api/property/favorite/create/55')).toHaveLength(1);
  });

  it("opens the member's deal on the listing and goes to its chat", async () => {
    const threadId = '0b6f3c52-8d1e-5a4f-9c1e-2f3a4b5c6d7e';
    const api = detailApi(ok(DETAIL), { ...memberRoutes(), 'POST /api/message/thread/create': ok({ thread_id: threadId }) });
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/property/detail/55', 'member');
    await user.click(await screen.findByRole('button', { name: /売主に問い合わせる/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/mypage/chat/${threadId}`));
    const opened = api.find('POST', '/api/message/thread/create');
    expect(opened).toHaveLength(1);
    expect(opened[0].body).toEqual({ property_id: '55' });
    expect(opened[0].headers.get('Idempotency-Key')).toBeTruthy();
  });

  it('shows why a listing takes no new deal and stays on it', async () => {
    detailApi(ok(DETAIL), {
      ...memberRoutes(),
      'POST /api/message/thread/create': fail(409, 'この物件は現在お問い合わせを受け付けていません。'),
    });
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/property/detail/55', 'member');
    await user.click(await screen.findByRole('button', { name: /売主に問い合わせる/ }));
    expect(await screen.findByText('この物件は現在お問い合わせを受け付けていません。')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/property/detail/55');
  });

  it('sends a guest to the login with the way back instead of toggling', async () => {
    const api = detailApi();
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/property/detail/55');
    expect(await screen.findByRole('link', { name: /売主に問い合わせる/ })).toHaveAttribute('href', `/login?redirect=${encodeURIComponent('/property/detail/55')}`);
    await user.click(screen.getByRole('button', { name: /お気に入りに追加/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/property/detail/55')}`);
    expect(api.find('PATCH', '/api/property/favorite/create/55')).toHaveLength(0);
  });

  it('offers no contact on the own listing', async () => {
    detailApi(ok({ ...DETAIL, seller: { id: '5', nickname: 'はなこ', identification_verify_status: 1 } }), memberRoutes());
    renderApp('/property/detail/55', 'member');
    expect(await screen.findByText('ご自身が掲載している物件です。')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /売主に問い合わせる/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /売主に問い合わせる/ })).not.toBeInTheDocument();
  });

  it.each([403, 404])('shows a not-found message without the server message on %i', async (status) => {
    detailApi(fail(status, 'サーバーの内部メッセージ'));
    renderApp('/property/detail/55');
    expect(await screen.findByRole('heading', { level: 1, name: 'お探しの物件は見つかりませんでした' })).toBeInTheDocument();
    expect(screen.queryByText('サーバーの内部メッセージ')).not.toBeInTheDocument();
  });

  it('shows a placeholder when the listing has no photo', async () => {
    detailApi(ok({ ...DETAIL, images: [], youtube_url: null }));
    renderApp('/property/detail/55');
    expect(await screen.findByRole('img', { name: '写真はまだありません' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '動画' })).not.toBeInTheDocument();
  });

  it('shows the listing’s public questions below the details, and asks a guest to sign in to ask', async () => {
    detailApi(ok(DETAIL), {
      'GET /api/open-chat/index/55': ok({
        property_id: '55',
        accepting: true,
        is_seller: false,
        questions: [{ id: 'q-1', message: '井戸はありますか？', nickname: 'となりの人', posted_at: '2026-11-24T10:00:00+09:00', handled: false, handled_at: null, can_delete: false, answers: [] }],
      }),
    });
    renderApp('/property/detail/55');
    const section = await screen.findByRole('region', { name: '公開質問' });
    expect(await within(section).findByText('井戸はありますか？')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: /ログインして質問する/ })).toHaveAttribute('href', `/login?redirect=${encodeURIComponent('/property/detail/55')}`);
  });

  describe('without Ant Design', () => {
    /** Every element Ant Design drew (its classes start with `ant-`) outside the public questions' own root. */
    const antDesignOutsideQuestions = () => {
      const questionsRoot = screen.getByRole('region', { name: '公開質問' }).closest('.ant-app');
      return [...document.querySelectorAll('[class*="ant-"]')].filter((element) => !(questionsRoot && questionsRoot.contains(element)));
    };

    it.each([
      ['a guest', 'guest' as const, {}],
      ['a member', 'member' as const, memberRoutes()],
    ])('renders the whole listing for %s as plain elements; only the questions below sit in its root', async (_who, session, extra) => {
      detailApi(ok({ ...DETAIL, status_id: 3 }), extra);
      renderApp('/property/detail/55', session);
      await screen.findByRole('region', { name: '公開質問' });
      expect(screen.getByRole('heading', { level: 1, name: '棚田の見える平屋' })).toBeInTheDocument();
      expect(screen.getByText('商談中')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: /お気に入りに追加/ })).toBeInTheDocument();
      expect(screen.getByText('売主に問い合わせる')).toBeInTheDocument();
      expect(screen.getByRole('region', { name: '価格・費用' })).toBeInTheDocument();
      expect(antDesignOutsideQuestions()).toEqual([]);
      expect(screen.getByRole('heading', { level: 1 }).closest('.ant-app')).toBeNull();
    });

    it('renders the not-found listing without Ant Design', async () => {
      detailApi(fail(404, 'not found'));
      renderApp('/property/detail/55');
      expect(await screen.findByRole('heading', { level: 1, name: 'お探しの物件は見つかりませんでした' })).toBeInTheDocument();
      expect(within(screen.getByRole('main')).getByRole('link', { name: '物件を探す' })).toHaveAttribute('href', '/property/search');
      expect(document.querySelector('[class*="ant-"]')).toBeNull();
    });

    it('shows the facts as tables whose labels head their rows', async () => {
      detailApi();
      renderApp('/property/detail/55');
      const price = await screen.findByRole('region', { name: '価格・費用' });
      expect(within(price).getByRole('heading', { level: 2, name: '価格・費用' })).toBeInTheDocument();
      const row = within(price).getByRole('row', { name: /諸費用/ });
      expect(within(row).getByRole('rowheader', { name: '諸費用' })).toBeInTheDocument();
      expect(within(row).getByRole('cell', { name: '380,000円' })).toBeInTheDocument();
    });

    it('keeps the contact button busy while the deal opens, taking no second click, then shows the refusal as an alert', async () => {
      let answer: (reply: FakeReply) => void = () => undefined;
      const api = detailApi(ok(DETAIL), {
        ...memberRoutes(),
        'POST /api/message/thread/create': () => new Promise<FakeReply>((resolve) => (answer = resolve)),
      });
      const user = userEvent.setup({ delay: null });
      renderApp('/property/detail/55', 'member');
      const contact = await screen.findByRole('button', { name: /売主に問い合わせる/ });
      await user.click(contact);
      await waitFor(() => expect(contact).toHaveAttribute('aria-busy', 'true'));
      await user.click(contact);
      expect(api.find('POST', '/api/message/thread/create')).toHaveLength(1);
      answer({ status: 409, body: { success: false, message: 'この物件は現在お問い合わせを受け付けていません。', data: null } });
      expect((await screen.findByText('この物件は現在お問い合わせを受け付けていません。')).closest('[role="alert"]')).not.toBeNull();
      expect(contact).not.toHaveAttribute('aria-busy');
    });
  });

  describe('the public questions, inside their own Ant Design root', () => {
    const question = (extra: Record<string, unknown> = {}) => ({
      id: 'q-1',
      message: '井戸はありますか？',
      nickname: 'となりの人',
      posted_at: '2026-11-24T10:00:00+09:00',
      handled: false,
      handled_at: null,
      can_delete: false,
      answers: [],
      ...extra,
    });
    const board = (questions: unknown[], isSeller = false) => ok({ property_id: '55', accepting: true, is_seller: isSeller, questions });

    it('lets a member ask, with the toast that confirms it', async () => {
      const api = detailApi(ok(DETAIL), {
        ...memberRoutes(),
        'GET /api/open-chat/index/55': board([]),
        'POST /api/open-chat/create': ok({ id: 'q-2' }),
      });
      const user = userEvent.setup({ delay: null });
      renderApp('/property/detail/55', 'member');
      const section = await screen.findByRole('region', { name: '公開質問' });
      await user.type(await within(section).findByLabelText('質問する'), '駐車場は何台分ですか？');
      await user.click(within(section).getByRole('button', { name: '質問を投稿' }));
      expect(await screen.findByText('質問を投稿しました。')).toBeInTheDocument();
      expect(api.find('POST', '/api/open-chat/create')[0]?.body).toEqual({ property_id: '55', message: '駐車場は何台分ですか？' });
    });

    it('lets the seller answer, and delete only after confirming', async () => {
      const api = detailApi(ok({ ...DETAIL, seller: { id: '5', nickname: 'はなこ', identification_verify_status: 1 } }), {
        ...memberRoutes(),
        'GET /api/open-chat/index/55': board([question({ can_delete: true })], true),
        'POST /api/open-chat/create': ok({ id: 'a-1' }),
        'DELETE /api/open-chat/delete/q-1': ok(null),
      });
      const user = userEvent.setup({ delay: null });
      renderApp('/property/detail/55', 'member');
      const section = await screen.findByRole('region', { name: '公開質問' });
      await user.click(await within(section).findByRole('button', { name: /回答する/ }));
      await user.type(within(section).getByLabelText('回答'), 'はい、あります。');
      await user.click(within(section).getByRole('button', { name: '回答を投稿' }));
      expect(await screen.findByText('回答を投稿しました。')).toBeInTheDocument();
      expect(api.find('POST', '/api/open-chat/create')[0]?.body).toEqual({ property_id: '55', message: 'はい、あります。', question_id: 'q-1' });

      await user.click(within(section).getByRole('button', { name: /削除/ }));
      expect(await screen.findByText('この質問を削除しますか？')).toBeInTheDocument();
      expect(api.find('DELETE', '/api/open-chat/delete/q-1')).toHaveLength(0);
      await user.click(screen.getByRole('button', { name: '削除する' }));
      expect(await screen.findByText('削除しました。')).toBeInTheDocument();
      expect(api.find('DELETE', '/api/open-chat/delete/q-1')).toHaveLength(1);
    });
  });

  it('keeps the contact and favourite buttons in a bar at the bottom on a phone', async () => {
    const desktopWidth = window.innerWidth;
    window.innerWidth = 375;
    try {
      detailApi();
      renderApp('/property/detail/55');
      const bar = await screen.findByRole('group', { name: 'この物件へのお問い合わせ' });
      expect(within(bar).getByRole('link', { name: /売主に問い合わせる/ })).toBeInTheDocument();
      expect(within(bar).getByRole('button', { name: /お気に入りに追加/ })).toBeInTheDocument();
      expect(screen.getAllByText('売主に問い合わせる')).toHaveLength(1);
    } finally {
      window.innerWidth = desktopWidth;
    }
  });
});
