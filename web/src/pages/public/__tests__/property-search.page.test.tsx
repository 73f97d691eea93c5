import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeRoute } from '../../../test-utils/fake-api';
import { fakeApi, ok } from '../../../test-utils/fake-api';
import { COUNTERS, aMe } from '../../../test-utils/member-fixtures';
import { REGIONS, TOP_PAGE, aCard, aResultPage } from '../../../test-utils/property-fixtures';
import { renderApp, resetStores } from '../../../test-utils/render-app';

function searchApi(search: FakeRoute, extra: Record<string, FakeRoute> = {}) {
  return fakeApi({
    'GET /api/master/regions': ok(REGIONS),
    'GET /api/master/prefectures': ok([
      { id: 20, prefecture_id: 20, name: '長野県', name_en: 'nagano', area_id: 4, cities: [{ code: '20202', name: '松本市' }] },
    ]),
    'GET /api/top-page': ok(TOP_PAGE),
    'POST /api/property/search': search,
    ...extra,
  });
}

const panel = () => screen.getByRole('search', { name: '検索条件' });
const field = (name: string) => within(panel()).getByRole('textbox', { name });
const floating = () => within(screen.getByTestId('floating-register')).getByRole('link');

const searches = (api: ReturnType<typeof fakeApi>) => api.find('POST', '/api/property/search');

/** Ant Design marks everything it renders with `ant-` classes and wraps its App root in `.ant-app`. */
const antDesignMarkup = () => document.querySelector('[class*="ant-"]');

describe('Property search page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    resetStores();
  });

  it('sends the conditions of the address bar, page included, and shows the cards', async () => {
    const api = searchApi(ok(aResultPage([aCard()], { current_page: 2, last_page: 3, per_page: 1, total: 3 })));
    renderApp(`/property/search?key_word=${encodeURIComponent('古民家')}&area_id=4&prefecture_id=20&min_price=1%2C000%2C000&page=2`);
    expect(await screen.findByRole('link', { name: /畑付きの古民家/ })).toHaveAttribute('href', '/property/detail/101');
    const [request] = searches(api);
    expect(request?.url.searchParams.get('page')).toBe('2');
    expect(request?.body).toEqual({ key_word: '古民家', area_id: 4, prefecture_id: 20, min_price: 1_000_000 });
    expect(screen.getByRole('status')).toHaveTextContent('3件の物件が見つかりました');
    expect(field('キーワード')).toHaveValue('古民家');
    expect(field('価格（下限・円）')).toHaveValue('1,000,000');
    expect(floating()).toHaveTextContent('会員登録');
    expect(floating()).toHaveAttribute('href', '/signup');
  });

  it('says "or more" when the server counted up to its limit only', async () => {
    searchApi(ok(aResultPage([aCard()], { current_page: 1, last_page: 50, per_page: 20, total: 1000, total_is_lower_bound: true })));
    renderApp(`/property/search?key_word=${encodeURIComponent('山')}`);
    await screen.findByRole('link', { name: /畑付きの古民家/ });
    expect(screen.getByRole('status')).toHaveTextContent('1,000件以上の物件が見つかりました');
  });

  it('gives an exact count without "or more"', async () => {
    searchApi(ok(aResultPage([aCard()], { current_page: 1, last_page: 50, per_page: 20, total: 1000 })));
    renderApp(`/property/search?key_word=${encodeURIComponent('山')}`);
    await screen.findByRole('link', { name: /畑付きの古民家/ });
    expect(screen.getByRole('status')).toHaveTextContent('1,000件の物件が見つかりました');
    expect(screen.getByRole('status')).not.toHaveTextContent('以上');
  });

  it('strips the thousands commas typed in prices and areas before sending', async () => {
    const api = searchApi(ok(aResultPage([aCard()])));
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/property/search');
    await screen.findByRole('link', { name: /畑付きの古民家/ });
    expect(searches(api)[0]?.body).toEqual({});

    await user.type(field('価格（下限・円）'), '1,000,000');
    fireEvent.change(field('価格（上限・円）'), { target: { value: '５，０００，０００' } });
    fireEvent.change(field('土地面積（上限・㎡）'), { target: { value: '1,500.5' } });
    fireEvent.click(within(panel()).getByRole('radio', { name: '土地のみ' }));
    await user.click(screen.getByRole('button', { name: /この条件で検索する/ }));

    await waitFor(() => expect(searches(api)).toHaveLength(2));
    expect(searches(api)[1]?.body).toEqual({ min_price: 1_000_000, max_price: 5_000_000, max_landarea: 1500.5, is_building: 0 });
    expect(router.state.location.search).toBe('?min_price=1000000&max_price=5000000&max_landarea=1500.5&is_building=0');
  });

  it('refuses an area that is not a number', async () => {
    const api = searchApi(ok(aResultPage([aCard()])));
    const user = userEvent.setup({ delay: null });
    renderApp('/property/search');
    await screen.findByRole('link', { name: /畑付きの古民家/ });
    fireEvent.change(field('土地面積（下限・㎡）'), { target: { value: '広め' } });
    await user.click(screen.getByRole('button', { name: /この条件で検索する/ }));
    expect(await screen.findByText('数字で入力してください（例：1,000,000）')).toBeInTheDocument();
    expect(searches(api)).toHaveLength(1);
  });

  it('reads prices as people write them: 500万, 1.5億, 5千万円, 1,200万円, ５００万', async () => {
    const api = searchApi(ok(aResultPage([aCard()])));
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/property/search');
    await screen.findByRole('link', { name: /畑付きの古民家/ });
    const searchWith = async (min: string, max: string) => {
      fireEvent.change(field('価格（下限・円）'), { target: { value: min } });
      fireEvent.change(field('価格（上限・円）'), { target: { value: max } });
      await user.click(screen.getByRole('button', { name: /この条件で検索する/ }));
    };

    await searchWith('500万', '1.5億');
    await waitFor(() => expect(searches(api)).toHaveLength(2));
    expect(searches(api)[1]?.body).toEqual({ min_price: 5_000_000, max_price: 150_000_000 });
    expect(router.state.location.search).toBe('?min_price=5000000&max_price=150000000');

    await searchWith('1,200万円', '5千万円');
    await waitFor(() => expect(searches(api)).toHaveLength(3));
    expect(searches(api)[2]?.body).toEqual({ min_price: 12_000_000, max_price: 50_000_000 });

    await searchWith('５００万', '百万');
    await waitFor(() => expect(searches(api)).toHaveLength(4));
    expect(searches(api)[3]?.body).toEqual({ min_price: 5_000_000, max_price: 1_000_000 });
  });

  it('says next to the price box when it cannot read the price, and does not search without it', async () => {
    const api = searchApi(ok(aResultPage([aCard()])));
    const user = userEvent.setup({ delay: null });
    renderApp('/property/search');
    await screen.findByRole('link', { name: /畑付きの古民家/ });
    fireEvent.change(field('キーワード'), { target: { value: '古民家' } });
    fireEvent.change(field('価格（上限・円）'), { target: { value: '500万くらい' } });
    await user.click(screen.getByRole('button', { name: /この条件で検索する/ }));
    const message = await screen.findByText('金額を読み取れませんでした。「500万」「1,200万円」のように入力してください。');
    const box = field('価格（上限・円）').closest('[data-field]') as HTMLElement;
    expect(box).toContainElement(message);
    expect(field('価格（上限・円）')).toHaveAttribute('aria-invalid', 'true');
    expect(searches(api)).toHaveLength(1);
  });

  it('renders the page, its filters and results outside Ant Design, with native controls', async () => {
    searchApi(ok(aResultPage([aCard()], { current_page: 1, last_page: 3, per_page: 1, total: 3 })));
    renderApp(`/property/search?area_id=4&prefecture_id=20&city=${encodeURIComponent('松本市')}&is_building=1&sort=price_asc`);
    await screen.findByRole('link', { name: /畑付きの古民家/ });
    await waitFor(() => expect(within(panel()).getByRole('combobox', { name: '市区町村' })).toHaveValue('松本市'));
    expect(antDesignMarkup()).toBeNull();
    expect(within(panel()).getByRole('combobox', { name: 'エリア' })).toHaveValue('4');
    expect(within(panel()).getByRole('combobox', { name: '都道府県' })).toHaveValue('20');
    expect(within(panel()).getByRole('combobox', { name: '並び順' })).toHaveValue('price_asc');
    expect(within(panel()).getByRole('radio', { name: '建物あり' })).toBeChecked();
    const pages = screen.getByRole('navigation', { name: 'ページ送り' });
    expect(within(pages).getByRole('link', { name: '1ページ目' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByRole('link', { name: '2ページ目' })).toHaveAttribute(
      'href',
      `/property/search?area_id=4&prefecture_id=20&city=${encodeURIComponent('松本市')}&is_building=1&sort=price_asc&page=2`,
    );
  });

  it('narrows the prefectures to the chosen area and forgets a prefecture and city outside it', async () => {
    const api = searchApi(ok(aResultPage([aCard()])));
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp(`/property/search?prefecture_id=20&city=${encodeURIComponent('松本市')}`);
    await screen.findByRole('link', { name: /畑付きの古民家/ });
    const prefecture = within(panel()).getByRole('combobox', { name: '都道府県' });
    await waitFor(() => expect(within(panel()).getByRole('combobox', { name: '市区町村' })).toHaveValue('松本市'));
    await user.selectOptions(within(panel()).getByRole('combobox', { name: 'エリア' }), '関東');
    expect(prefecture).toHaveValue('');
    expect(within(prefecture).queryByRole('option', { name: '長野県' })).toBeNull();
    expect(within(panel()).getByRole('combobox', { name: '市区町村' })).toBeDisabled();
    await user.selectOptions(prefecture, '東京都');
    await user.click(screen.getByRole('button', { name: /この条件で検索する/ }));
    await waitFor(() => expect(searches(api)).toHaveLength(2));
    expect(searches(api)[1]?.body).toEqual({ area_id: 3, prefecture_id: 13 });
    expect(router.state.location.search).toBe('?area_id=3&prefecture_id=13');
  });

  it('empties a box with its clear mark, which only a box with text shows', async () => {
    searchApi(ok(aResultPage([aCard()])));
    const user = userEvent.setup({ delay: null });
    renderApp(`/property/search?key_word=${encodeURIComponent('古民家')}`);
    await screen.findByRole('link', { name: /畑付きの古民家/ });
    expect(within(panel()).getAllByRole('button', { name: '入力を消す' })).toHaveLength(1);
    await user.click(within(panel()).getByRole('button', { name: '入力を消す' }));
    expect(field('キーワード')).toHaveValue('');
    expect(within(panel()).queryByRole('button', { name: '入力を消す' })).toBeNull();
  });

  it('clears every condition and searches everything', async () => {
    const api = searchApi(ok(aResultPage([aCard()])));
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp(`/property/search?key_word=${encodeURIComponent('古民家')}&min_landarea=100&is_building=0`);
    await screen.findByRole('link', { name: /畑付きの古民家/ });
    await user.click(screen.getByRole('button', { name: '条件をクリア' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(searches(api).at(-1)?.body).toEqual({});
    expect(field('キーワード')).toHaveValue('');
    expect(within(panel()).getByRole('radio', { name: 'こだわらない' })).toBeChecked();
  });

  it('says so when nothing matches', async () => {
    searchApi(ok(aResultPage([])));
    renderApp('/property/search?key_word=zzz');
    expect(await screen.findByText('条件に合う物件が見つかりませんでした')).toBeInTheDocument();
    expect(screen.getByText(/条件をゆるめて検索してみてください/)).toBeInTheDocument();
  });

  it('turns pages by number, keeping the conditions', async () => {
    const api = searchApi(({ url }) =>
      ok(
        aResultPage([aCard({ id: String(Number(url.searchParams.get('page')) * 100), name: `物件${url.searchParams.get('page')}` })], {
          current_page: Number(url.searchParams.get('page')),
          last_page: 3,
          per_page: 1,
          total: 3,
        }),
      )(
        // the route's request is not needed by ok()
        { method: 'POST', url, headers: new Headers(), body: undefined },
      ),
    );
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/property/search?area_id=3');
    await screen.findByRole('link', { name: /物件1/ });
    await user.click(screen.getByTitle('2'));
    expect(await screen.findByRole('link', { name: /物件2/ })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?area_id=3&page=2');
    expect(searches(api).at(-1)?.body).toEqual({ area_id: 3 });
    expect(searches(api).at(-1)?.url.searchParams.get('page')).toBe('2');
  });

  it('shows a member the search history and searches again with an entry', async () => {
    const api = searchApi(ok(aResultPage([aCard()])), {
      'GET /api/me': ok(aMe()),
      'GET /api/todolist-news-unread': ok(COUNTERS),
      'GET /api/property/search_history/index': ok([
        {
          id: 7,
          conditions: { key_word: '古民家', prefecture_id: 20, min_price: '1,000,000', is_building: 1 },
          searched_at: '2026-05-01T10:00:00+09:00',
        },
      ]),
    });
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/property/search', 'member');
    const history = await screen.findByRole('list', { name: '検索履歴' });
    const entry = await within(history).findByRole('button', { name: '「古民家」・長野県・1,000,000円〜・建物あり' });
    expect(floating()).toHaveTextContent('物件を登録する');
    expect(floating()).toHaveAttribute('href', '/mypage/property/create');
    await user.click(entry);
    await waitFor(() => expect(searches(api)).toHaveLength(2));
    expect(searches(api)[1]?.body).toEqual({ key_word: '古民家', prefecture_id: 20, min_price: 1_000_000, is_building: 1 });
    expect(router.state.location.search).toBe(
      `?key_word=${encodeURIComponent('古民家')}&prefecture_id=20&min_price=1000000&is_building=1`,
    );
  });

  it('keeps the history away from guests', async () => {
    const api = searchApi(ok(aResultPage([aCard()])));
    renderApp('/property/search');
    await screen.findByRole('link', { name: /畑付きの古民家/ });
    expect(screen.queryByText('検索履歴')).not.toBeInTheDocument();
    expect(api.find('GET', '/api/property/search_history/index')).toHaveLength(0);
  });

  it('is where the header search lands', async () => {
    const api = searchApi(ok(aResultPage([aCard()])));
    const user = userEvent.setup({ delay: null });
    renderApp('/terms');
    const box = (await screen.findAllByRole('search', { name: '物件検索' }))[0] as HTMLElement;
    await user.type(within(box).getByRole('textbox', { name: 'キーワード' }), '畑');
    fireEvent.submit(box);
    expect(await screen.findByRole('heading', { level: 1, name: '物件を探す' })).toBeInTheDocument();
    await waitFor(() => expect(searches(api)[0]?.body).toEqual({ key_word: '畑' }));
  });

  describe('on a phone', () => {
    const desktopWidth = window.innerWidth;
    beforeEach(() => {
      window.innerWidth = 375;
    });
    afterEach(() => {
      window.innerWidth = desktopWidth;
    });

    it('shows the results first and opens the conditions in a drawer, which a search closes', async () => {
      const api = searchApi(ok(aResultPage([aCard()])));
      const user = userEvent.setup({ delay: null });
      renderApp(`/property/search?key_word=${encodeURIComponent('古民家')}`);
      expect(await screen.findByRole('link', { name: /畑付きの古民家/ })).toBeInTheDocument();
      expect(screen.queryByRole('search', { name: '検索条件' })).not.toBeInTheDocument();
      expect(screen.getByText(/検索条件：「古民家」/)).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: /条件を変更する/ }));
      await user.clear(await within(await screen.findByRole('search', { name: '検索条件' })).findByRole('textbox', { name: 'キーワード' }));
      await user.type(field('キーワード'), '畑');
      fireEvent.submit(panel());
      await waitFor(() => expect(searches(api).at(-1)?.body).toEqual({ key_word: '畑' }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: '検索条件' })).toBeNull());
    });

    it('opens the conditions as a modal dialog that takes the focus, closes on Escape and gives the focus back', async () => {
      searchApi(ok(aResultPage([aCard()])));
      const user = userEvent.setup({ delay: null });
      renderApp('/property/search');
      await screen.findByRole('link', { name: /畑付きの古民家/ });
      const opener = screen.getByRole('button', { name: /条件を変更する/ });
      await user.click(opener);
      const dialog = screen.getByRole('dialog', { name: '検索条件' });
      expect(dialog).toHaveAttribute('aria-modal', 'true');
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
      expect(within(dialog).getByRole('search', { name: '検索条件' })).toBeInTheDocument();
      expect(antDesignMarkup()).toBeNull();
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(opener).toHaveFocus();
    });
  });
});
