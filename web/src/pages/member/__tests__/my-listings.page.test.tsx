import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MyListing } from '../../../features/my-listings/api/my-listings.api';
import { useSessionStore } from '../../../features/session/stores/session.store';
import { COUNTERS, aMe } from '../../../test-utils/member-fixtures';
import { fail, mockApi, ok } from '../../../test-utils/mock-api';
import { aProperty } from '../../../test-utils/property-fixtures';
import { renderApp } from '../../../test-utils/render-app';

function aListing(overrides: Partial<MyListing> = {}): MyListing {
  return aProperty({
    id: 'p1',
    name: '松本の古民家',
    status_id: 2,
    status: '掲載中',
    sale_price: 3_800_000,
    city: '松本市',
    updated_at: '2026-05-01T10:00:00+09:00',
    ...overrides,
  });
}

const COMMON = {
  'GET /api/me': () => ok(aMe()),
  'GET /api/todolist-news-unread': () => ok(COUNTERS),
};

function cardOf(title: string): HTMLElement {
  return screen.getByRole('article', { name: title });
}

describe('My listings page', () => {
  beforeEach(() => useSessionStore.setState({ strategy: 'member', token: 'member-token' }));
  afterEach(() => {
    vi.unstubAllGlobals();
    useSessionStore.setState({ strategy: 'guest', token: null });
  });

  it('shows 20 listings a page, the page kept in the address', async () => {
    mockApi({
      ...COMMON,
      'GET /api/property/list': () =>
        ok({ properties: Array.from({ length: 45 }, (_, index) => aListing({ id: `p${index + 1}`, name: `物件${index + 1}` })), property_pickup_service: [] }),
    });
    const { router } = renderApp('/mypage/property');
    expect(await screen.findByRole('article', { name: '物件1' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(20);
    await userEvent.setup().click(screen.getByRole('listitem', { name: '3' }));
    expect(await screen.findByRole('article', { name: '物件41' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(5);
    expect(router.state.location.search).toBe('?page=3');
  });

  it('shows each listing with its status, price and the actions its status allows', async () => {
    mockApi({
      ...COMMON,
      'GET /api/property/list': () =>
        ok({
          properties: [
            aListing({ id: 'd', name: '下書きの土地', status_id: 1, status: '下書き', sale_price: null }),
            aListing({ id: 'l', name: '掲載中の家', status_id: 2, status: '掲載中' }),
            aListing({ id: 'n', name: '商談中の家', status_id: 3, status: '商談中', sale_price: -1 }),
            aListing({ id: 'c', name: '成約の家', status_id: 4, status: '成約' }),
            aListing({ id: 's', name: '停止中の家', status_id: 5, status: '掲載停止' }),
            aListing({ id: 'f', name: '完了の家', status_id: 6, status: '取引完了' }),
          ],
          property_pickup_service: [],
        }),
    });
    renderApp('/mypage/property');

    const draft = await screen.findByRole('article', { name: '下書きの土地' });
    const buttons = (card: HTMLElement) => [...card.querySelectorAll('a, button')].map((button) => button.textContent);
    expect(within(draft).getByText('下書き')).toBeInTheDocument();
    expect(within(draft).getByText('価格未入力')).toBeInTheDocument();
    expect(buttons(draft)).toEqual(['編集', '掲載する', '削除']);

    const listed = cardOf('掲載中の家');
    expect(within(listed).getByText('3,800,000円')).toBeInTheDocument();
    expect(within(listed).getByText(/更新日：2026\/05\/01/)).toBeInTheDocument();
    expect(buttons(listed)).toEqual(['編集', '商談中にする', '掲載停止']);

    const negotiating = cardOf('商談中の家');
    expect(within(negotiating).getByText('不明')).toBeInTheDocument();
    expect(buttons(negotiating)).toEqual(['編集', '掲載中に戻す', '成約', '掲載停止']);
    expect(buttons(cardOf('成約の家'))).toEqual(['取引完了']);
    expect(buttons(cardOf('停止中の家'))).toEqual(['編集', '掲載を再開']);
    expect(buttons(cardOf('完了の家'))).toEqual([]);
    expect(within(cardOf('掲載中の家')).getByRole('link', { name: /編集/ })).toHaveAttribute('href', '/mypage/property/edit/l');
  });

  it('asks first, then changes the status and lists the listings again', async () => {
    let status = { status_id: 2, status: '掲載中' };
    const api = mockApi({
      ...COMMON,
      'GET /api/property/list': () => ok({ properties: [aListing(status)], property_pickup_service: [] }),
      'POST /api/property/update-status': () => {
        status = { status_id: 5, status: '掲載停止' };
        return ok({ property_id: 'p1', status_id: 5, status: '掲載停止' });
      },
    });
    renderApp('/mypage/property');
    const user = userEvent.setup();

    await user.click(await within(await screen.findByRole('article', { name: '松本の古民家' })).findByRole('button', { name: '掲載停止' }));
    expect(await screen.findByText(/掲載を停止します。よろしいですか/)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/property/update-status')).toHaveLength(0);
    const popup = screen.getByText(/掲載を停止します。よろしいですか/).closest('.ant-popover') as HTMLElement;
    await user.click(within(popup).getByRole('button', { name: '掲載停止' }));

    expect(await screen.findByText('「掲載停止」に変更しました。')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/property/update-status')[0]?.body).toEqual({ status_id: 5, property_id: 'p1' });
    await waitFor(() => expect(within(cardOf('松本の古民家')).getByRole('button', { name: '掲載を再開' })).toBeInTheDocument());
  });

  it('says that a draft was deleted', async () => {
    const api = mockApi({
      ...COMMON,
      'GET /api/property/list': () => ok({ properties: [aListing({ status_id: 1, status: '下書き' })], property_pickup_service: [] }),
      'POST /api/property/update-status': () => ok({ property_id: 'p1', status_id: 7, status: '削除済み' }),
    });
    renderApp('/mypage/property');
    const user = userEvent.setup();
    await user.click(await within(await screen.findByRole('article', { name: '松本の古民家' })).findByRole('button', { name: /削\s?除/ }));
    const popup = (await screen.findByText(/下書きを削除します/)).closest('.ant-popover') as HTMLElement;
    await user.click(within(popup).getByRole('button', { name: /削\s?除/ }));
    expect(await screen.findByText('物件の削除に成功しました')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/property/update-status')[0]?.body).toEqual({ status_id: 7, property_id: 'p1' });
  });

  it("shows the server's message when the change is refused", async () => {
    mockApi({
      ...COMMON,
      'GET /api/property/list': () => ok({ properties: [aListing({ status_id: 1, status: '下書き' })], property_pickup_service: [] }),
      'POST /api/property/update-status': () => fail(409, '他の変更が先に行われました。もう一度お試しください。'),
    });
    renderApp('/mypage/property');
    const user = userEvent.setup();
    await user.click(await within(await screen.findByRole('article', { name: '松本の古民家' })).findByRole('button', { name: '掲載する' }));
    const popup = (await screen.findByText(/この物件を掲載します/)).closest('.ant-popover') as HTMLElement;
    await user.click(within(popup).getByRole('button', { name: '掲載する' }));
    expect(await screen.findByText('他の変更が先に行われました。もう一度お試しください。')).toBeInTheDocument();
  });

  it('shows the missing fields the server names when a draft cannot be published yet', async () => {
    mockApi({
      ...COMMON,
      'GET /api/property/list': () => ok({ properties: [aListing({ status_id: 1, status: '下書き' })], property_pickup_service: [] }),
      'POST /api/property/update-status': () =>
        fail(422, '入力内容に誤りがあります。確認してください', { errors: { city: ['掲載するには市区町村を入力してください。'] } }),
    });
    renderApp('/mypage/property');
    const user = userEvent.setup();
    await user.click(await within(await screen.findByRole('article', { name: '松本の古民家' })).findByRole('button', { name: '掲載する' }));
    const popup = (await screen.findByText(/この物件を掲載します/)).closest('.ant-popover') as HTMLElement;
    await user.click(within(popup).getByRole('button', { name: '掲載する' }));
    expect(await screen.findByText(/掲載するには市区町村を入力してください。/)).toBeInTheDocument();
  });

  it('leads to the create page when nothing is listed yet', async () => {
    mockApi({ ...COMMON, 'GET /api/property/list': () => ok({ properties: [], property_pickup_service: [] }) });
    renderApp('/mypage/property');
    const empty = (await screen.findByText(/出品中の物件はまだありません/)).closest('.ant-empty') as HTMLElement;
    expect(within(empty).getByRole('link', { name: /物件を登録する/ })).toHaveAttribute('href', '/mypage/property/create');
  });
});
