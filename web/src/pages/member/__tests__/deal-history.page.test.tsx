import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aHistoryItem, DEAL_ID } from '../../../features/contracts/__tests__/contract.fixtures';
import { fakeApi, ok } from '../../../test-utils/fake-api';
import { renderPage } from '../../../test-utils/render-page';
import { DealHistoryPage } from '../deal-history.page';

const OTHER = '1c6d7b0f-4a1f-4c8b-8e62-6d3a9a2f8b21';

describe('Deal history page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the deals with their side, status, payment flag and partner, linked into the chat, and turns the page', async () => {
    const api = fakeApi({
      'GET /api/user-contract/history': (request) => {
        const page = Number(request.url.searchParams.get('page'));
        const items =
          page === 2
            ? [aHistoryItem({ thread_id: OTHER, property_name: '海の見える土地', role: 'seller', status_id: 7, status_name: '締結済み', did_pay_management_fee: true, payment_status: 'お支払済み', concluded_at: '2026-11-01T10:00:00+09:00' })]
            : [aHistoryItem(), aHistoryItem({ thread_id: OTHER, partner_nickname: null, price: null })];
        return ok({ data: items, current_page: page, last_page: 2, per_page: 20, total: 21 })(request);
      },
    });
    const user = userEvent.setup({ delay: null });
    renderPage(<DealHistoryPage />, { path: '/mypage/deal' });
    const list = await screen.findByRole('list', { name: '取引履歴' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first).getByRole('link', { name: '棚田の見える平屋' })).toHaveAttribute('href', `/mypage/chat/${DEAL_ID}`);
    expect(first).toHaveTextContent('買主');
    expect(first).toHaveTextContent('作成中');
    expect(first).toHaveTextContent('管理手数料 未払い');
    expect(first).toHaveTextContent('みどり農園さん');
    expect(first).toHaveTextContent('3,800,000円');
    expect(second).toHaveTextContent('退会済み会員さん');
    expect(api.requests[0].url.searchParams.get('page')).toBe('1');

    await user.click(screen.getByRole('listitem', { name: '2' }));
    await waitFor(() => expect(screen.getByRole('link', { name: '海の見える土地' })).toBeInTheDocument());
    const item = screen.getByRole('link', { name: '海の見える土地' }).closest('li') as HTMLElement;
    expect(item).toHaveTextContent('売主');
    expect(item).toHaveTextContent('締結済み');
    expect(item).toHaveTextContent('管理手数料 お支払済み');
    expect(item).toHaveTextContent('締結日 2026/11/01');
    expect(api.requests.at(-1)?.url.searchParams.get('page')).toBe('2');
  });

  it('says so when the member has no deal with a contract yet', async () => {
    fakeApi({ 'GET /api/user-contract/history': ok({ data: [], current_page: 1, last_page: 1, per_page: 20, total: 0 }) });
    renderPage(<DealHistoryPage />, { path: '/mypage/deal' });
    expect(await screen.findByText('契約の手続きをした取引はまだありません')).toBeInTheDocument();
  });
});
