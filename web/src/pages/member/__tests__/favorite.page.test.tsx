import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, ok } from '../../../test-utils/fake-api';
import { COUNTERS, aMe } from '../../../test-utils/member-fixtures';
import { aCard } from '../../../test-utils/property-fixtures';
import { renderApp, resetStores } from '../../../test-utils/render-app';

describe('Favourites page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    resetStores();
  });

  it('lists the favourites as cards and takes one off', async () => {
    let favorites = [aCard(), aCard({ id: '102', name: '海の見える土地', sale_price: -1 })];
    const api = fakeApi({
      'GET /api/me': ok(aMe()),
      'GET /api/todolist-news-unread': ok(COUNTERS),
      'GET /api/master/regions': ok([]),
      'GET /api/property/favorite': () => ok(favorites)({} as never),
      'PATCH /api/property/favorite/create/101': () => {
        favorites = favorites.filter((card) => card.id !== '101');
        return ok({ property_id: '101', is_favorite: false })({} as never);
      },
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/mypage/favorite', 'member');
    expect(await screen.findByRole('heading', { level: 1, name: 'お気に入り' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'お気に入りの物件' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText('不明')).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: '「畑付きの古民家」をお気に入りから外す' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'お気に入りの物件' })).getAllByRole('listitem')).toHaveLength(1));
    expect(api.find('PATCH', '/api/property/favorite/create/101')).toHaveLength(1);
    expect(await screen.findByText('「畑付きの古民家」をお気に入りから外しました')).toBeInTheDocument();
  });

  it('says so when there is no favourite yet', async () => {
    fakeApi({
      'GET /api/me': ok(aMe()),
      'GET /api/todolist-news-unread': ok(COUNTERS),
      'GET /api/master/regions': ok([]),
      'GET /api/property/favorite': ok([]),
    });
    renderApp('/mypage/favorite', 'member');
    expect(await screen.findByText('お気に入りに追加した物件はまだありません')).toBeInTheDocument();
    const buttons = screen.getAllByRole('link', { name: /物件を探す/ }).filter((link) => link.classList.contains('ant-btn'));
    expect(buttons.map((link) => link.getAttribute('href'))).toEqual(['/property/search']);
  });

  it('sends a guest to the login', async () => {
    fakeApi({ 'GET /api/master/regions': ok([]) });
    const { router } = renderApp('/mypage/favorite');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
