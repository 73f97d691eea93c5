import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aContent, aState, aTermsView, DEAL_ID } from '../../../features/contracts/__tests__/contract.fixtures';
import { VOID_WARNING } from '../../../features/contracts/components/contract-terms-form';
import { fail, fakeApi, ok } from '../../../test-utils/fake-api';
import { renderPage } from '../../../test-utils/render-page';
import { ContractAgreePage } from '../contract-agree.page';

const PATTERN = '/mypage/chat/:threadId/contracts/agree';
const PATH = `/mypage/chat/${DEAL_ID}/contracts/agree`;

function routes(state = aState({ role: 'buyer', status_id: 2, status_name: '作成中' })) {
  return {
    [`GET /api/user-contract/state/${DEAL_ID}`]: ok(state),
    [`GET /api/contract/preview/${DEAL_ID}`]: ok(aContent()),
    [`GET /api/contract/detail-term/${DEAL_ID}`]: ok(aTermsView()),
  };
}

describe('Contract agree page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('previews the contract with the tax proration of both sides and the closing costs, and lets the buyer agree', async () => {
    const api = fakeApi({ ...routes(), [`GET /api/contract/${DEAL_ID}/buyer-agree`]: ok({ thread_id: DEAL_ID, status_id: 3, status_name: '買主同意済み' }) });
    const user = userEvent.setup({ delay: null });
    renderPage(<ContractAgreePage />, { path: PATH, pattern: PATTERN });
    const proration = await screen.findByRole('region', { name: '固定資産税の日割り精算' });
    expect(proration).toHaveTextContent('36,500円');
    expect(proration).toHaveTextContent('8,900円（89日分）');
    expect(proration).toHaveTextContent('27,600円（276日分');
    const contract = screen.getByRole('article', { name: '契約書の内容' });
    expect(contract).toHaveTextContent('緑川 花子');
    expect(contract).toHaveTextContent('鈴木 一郎');
    expect(contract).toHaveTextContent('123番4');
    expect(contract).toHaveTextContent('3,800,000円');
    expect(contract).toHaveTextContent('残代金 3,420,000円 2027/03/31まで');
    expect(contract).toHaveTextContent('本契約は、農地法所定の許可を条件として効力を生じる。');
    const costs = screen.getByRole('region', { name: '諸費用の目安' });
    expect(costs).toHaveTextContent('46,000円');
    expect(costs).toHaveTextContent('30,000円〜100,000円');
    expect(costs).toHaveTextContent('受け取り 27,600円');
    await user.click(screen.getByRole('button', { name: '買主として契約内容に同意する' }));
    await waitFor(() => expect(api.requests.some((request) => request.url.pathname === `/api/contract/${DEAL_ID}/buyer-agree`)).toBe(true));
  });

  it('gives the agree button only to the member whose turn it is', async () => {
    fakeApi(routes(aState({ role: 'seller', status_id: 2, status_name: '作成中' })));
    renderPage(<ContractAgreePage />, { path: PATH, pattern: PATTERN });
    await screen.findByRole('region', { name: '固定資産税の日割り精算' });
    expect(screen.queryByRole('button', { name: /契約内容に同意する/ })).toBeNull();
  });

  it('puts a 422 message under the field it names', async () => {
    const api = fakeApi({
      ...routes(),
      [`POST /api/contract/edit-term/${DEAL_ID}`]: fail(422, '入力内容に誤りがあります。', { delivery_date: ['引渡日は支払予定の最後の日以降にしてください。'] }),
    });
    const user = userEvent.setup({ delay: null });
    renderPage(<ContractAgreePage />, { path: `${PATH}?tab=terms`, pattern: PATTERN });
    const form = await screen.findByRole('form', { name: '契約の条件' });
    const delivery = within(form).getByLabelText('引渡日');
    await user.clear(delivery);
    await user.type(delivery, '2027-02-28');
    await user.click(within(form).getByRole('button', { name: '条件を保存する' }));
    const item = delivery.closest('.ant-form-item') as HTMLElement;
    await waitFor(() => expect(item).toHaveTextContent('引渡日は支払予定の最後の日以降にしてください。'));
    const sent = api.requests.find((request) => request.method === 'POST');
    expect(sent?.body).toEqual({ delivery_date: '2027-02-28' });
    expect(screen.queryByText(VOID_WARNING)).toBeNull();
  });

  it('warns that saving after an agreement voids both, and saves only when confirmed', async () => {
    const api = fakeApi({
      ...routes(aState({ role: 'seller', status_id: 3, status_name: '買主同意済み', buyer_agreed: true })),
      [`POST /api/contract/edit-term/${DEAL_ID}`]: ok({ thread_id: DEAL_ID, status_id: 2, status_name: '作成中' }),
    });
    const user = userEvent.setup({ delay: null });
    renderPage(<ContractAgreePage />, { path: `${PATH}?tab=terms`, pattern: PATTERN });
    const form = await screen.findByRole('form', { name: '契約の条件' });
    expect(within(form).getByRole('alert')).toHaveTextContent(VOID_WARNING);
    const tax = within(form).getByLabelText('固定資産税・都市計画税の年額（円）');
    await user.clear(tax);
    await user.type(tax, '40000');
    await user.click(within(form).getByRole('button', { name: '条件を保存する' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(VOID_WARNING);
    expect(api.requests.filter((request) => request.method === 'POST')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: '保存する' }));
    await waitFor(() => expect(api.requests.filter((request) => request.method === 'POST').map((request) => request.body)).toEqual([{ annual_fixed_asset_tax: 40000 }]));
  });
});
