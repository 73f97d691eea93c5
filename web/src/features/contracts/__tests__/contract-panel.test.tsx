import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../../../test-utils/render-page';
import type { ContractState } from '../api/contracts.api';
import { BANK_TRANSFER_NOTE, ContractPanel, TEST_PAYMENT_LABEL, WITHOUT_CONTRACT_CONFIRM } from '../components/contract-panel';
import { aState, DEAL_ID } from './contract.fixtures';

const AGREE_HREF = `/mypage/chat/${DEAL_ID}/contracts/agree`;
const DOCUMENTS = [
  { id: 1, name: '実印と印鑑証明書（発行から3か月以内）' },
  { id: 2, name: '本人確認書類' },
];

function renderPanel(state: ContractState, overrides: Partial<Parameters<typeof ContractPanel>[0]> = {}) {
  const handlers = {
    onStep: vi.fn(() => Promise.resolve()),
    onDraft: vi.fn(() => Promise.resolve()),
    onPayByCard: vi.fn(() => Promise.resolve()),
    onConfirmDocument: vi.fn(() => Promise.resolve()),
  };
  renderPage(
    <ContractPanel
      state={state}
      paymentOptions={{ card_provider: 'sandbox', card_available: true, management_fee: 33_000 }}
      documents={DOCUMENTS}
      agreeHref={AGREE_HREF}
      pending={false}
      error={null}
      {...handlers}
      {...overrides}
    />,
  );
  return handlers;
}

/** The panel opens by itself on the member's turn; otherwise its heading opens it. */
const panel = () => {
  if (!screen.queryByRole('region', { name: '契約の手続き' })) fireEvent.click(screen.getByRole('button', { name: /^契約/ }));
  return screen.getByRole('region', { name: '契約の手続き' });
};
const buttons = () => within(panel()).queryAllByRole('button').map((button) => button.textContent?.replace(/\s/g, ''));
const links = () => within(panel()).queryAllByRole('link').map((link) => [link.textContent?.replace(/\s/g, ''), link.getAttribute('href')]);

describe('Contract panel', () => {
  it('offers the request to either side before there is a contract, and sends it', async () => {
    const user = userEvent.setup({ delay: null });
    const { onStep } = renderPanel(aState({ role: 'seller' }));
    expect(screen.getByText('未依頼')).toBeInTheDocument();
    expect(screen.getByText('あなたの番です')).toBeInTheDocument();
    await user.click(within(panel()).getByRole('button', { name: '契約書の作成を依頼する' }));
    expect(onStep).toHaveBeenCalledWith('request-create-contract');
  });

  it('gives the draft to the seller and a wait to the buyer once requested', async () => {
    const user = userEvent.setup({ delay: null });
    const { onDraft } = renderPanel(aState({ role: 'seller', status_id: 1, status_name: '作成依頼中' }));
    await user.click(within(panel()).getByRole('button', { name: '契約書を作成する' }));
    expect(onDraft).toHaveBeenCalled();
  });

  it.each<[string, Partial<ContractState>, string[], Array<[string, string]>, RegExp]>([
    ['the buyer, requested', { role: 'buyer', status_id: 1 }, ['契約書を使わずに取引を終える'], [], /売主の契約書の作成をお待ちください/],
    ['the buyer, drafting', { role: 'buyer', status_id: 2 }, ['契約書を使わずに取引を終える'], [['内容を確認して同意する', AGREE_HREF], ['条件・物件の表示を編集する', `${AGREE_HREF}?tab=terms`], ['契約書の内容を見る', AGREE_HREF]], /買主が先に同意します/],
    ['the seller, drafting', { role: 'seller', status_id: 2 }, ['契約書を使わずに取引を終える'], [['条件・物件の表示を編集する', `${AGREE_HREF}?tab=terms`], ['契約書の内容を見る', AGREE_HREF]], /買主の同意の後に/],
    ['the seller, buyer agreed', { role: 'seller', status_id: 3, buyer_agreed: true }, ['契約書を使わずに取引を終える'], [['内容を確認して同意する', AGREE_HREF], ['条件・物件の表示を編集する', `${AGREE_HREF}?tab=terms`], ['契約書の内容を見る', AGREE_HREF]], /買主が同意しました/],
    ['the buyer, buyer agreed', { role: 'buyer', status_id: 3, buyer_agreed: true }, ['契約書を使わずに取引を終える'], [['条件・物件の表示を編集する', `${AGREE_HREF}?tab=terms`], ['契約書の内容を見る', AGREE_HREF]], /売主の同意をお待ちください/],
    ['the buyer, both agreed', { role: 'buyer', status_id: 4, buyer_agreed: true, seller_agreed: true }, ['契約の手続きに進む', '契約書を使わずに取引を終える'], [['条件・物件の表示を編集する', `${AGREE_HREF}?tab=terms`], ['契約書の内容を見る', AGREE_HREF]], /管理手数料のお支払いに進みます/],
    ['the seller, awaiting payment', { role: 'seller', status_id: 5 }, ['契約書を使わずに取引を終える'], [['契約書の内容を見る', AGREE_HREF]], /買主の管理手数料のお支払いをお待ちください/],
    ['the buyer, transfer declared', { role: 'buyer', status_id: 5, payment_method: 'bank_transfer' }, ['契約書を使わずに取引を終える'], [['契約書の内容を見る', AGREE_HREF]], /事務局の入金確認をお待ちください/],
    ['the buyer, seller preparing', { role: 'buyer', status_id: 6, did_pay_management_fee: true }, ['契約書を使わずに取引を終える'], [['契約書の内容を見る', AGREE_HREF]], /売主の書類の準備をお待ちください/],
    ['the seller, concluded', { role: 'seller', status_id: 7 }, [], [['契約書の内容を見る', AGREE_HREF]], /契約は締結されました/],
    ['the buyer, ended without', { role: 'buyer', status_id: 8 }, [], [], /契約書を使わずに終了しました/],
    ['the buyer, deal blocked', { role: 'buyer', status_id: 2, deal_ongoing: false }, [], [['契約書の内容を見る', AGREE_HREF]], /終了しているため/],
  ])('shows %s its next step and only its buttons', (_name, state, expectedButtons, expectedLinks, text) => {
    renderPanel(aState(state));
    expect(panel()).toHaveTextContent(text);
    expect(buttons().filter((label) => !expectedLinks.some(([link]) => link === label))).toEqual(expectedButtons);
    expect(links()).toEqual(expectedLinks);
  });

  it('lets the buyer pay by the sandbox card, labelled テスト決済, after a confirmation', async () => {
    const user = userEvent.setup({ delay: null });
    const { onPayByCard } = renderPanel(aState({ role: 'buyer', status_id: 5, management_fee: 33_000 }));
    const choice = within(panel()).getByRole('group', { name: '管理手数料のお支払い方法' });
    expect(choice).toHaveTextContent('33,000円');
    expect(choice).toHaveTextContent(`${TEST_PAYMENT_LABEL}：実際のお金は動きません`);
    expect(choice).toHaveTextContent(BANK_TRANSFER_NOTE);
    await user.click(within(choice).getByRole('button', { name: `カードで支払う（${TEST_PAYMENT_LABEL}）` }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('実際のお金は動きません');
    await user.click(within(dialog).getByRole('button', { name: '支払う' }));
    await waitFor(() => expect(onPayByCard).toHaveBeenCalled());
  });

  it('offers only the bank transfer when no card provider is active, and declares it', async () => {
    const user = userEvent.setup({ delay: null });
    const { onStep } = renderPanel(aState({ role: 'buyer', status_id: 5 }), { paymentOptions: { card_provider: 'none', card_available: false, management_fee: 33_000 } });
    expect(within(panel()).queryByRole('button', { name: /カードで支払う/ })).toBeNull();
    expect(panel()).not.toHaveTextContent(TEST_PAYMENT_LABEL);
    await user.click(within(panel()).getByRole('button', { name: '銀行振込で支払う' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '銀行振込にする' }));
    await waitFor(() => expect(onStep).toHaveBeenCalledWith('buyer-transfer'));
  });

  it('gives the seller the documents checklist, confirming each one not done yet', async () => {
    const user = userEvent.setup({ delay: null });
    const { onConfirmDocument } = renderPanel(aState({ role: 'seller', status_id: 6, documents_confirmed: [1] }));
    const list = within(panel()).getByRole('list', { name: '売主が準備する書類' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('準備済み');
    expect(within(first).queryByRole('button')).toBeNull();
    await user.click(within(second).getByRole('button', { name: '「本人確認書類」を準備済みにする' }));
    expect(onConfirmDocument).toHaveBeenCalledWith(2);
  });

  it('ends without a contract only after the member confirms', async () => {
    const user = userEvent.setup({ delay: null });
    const { onStep } = renderPanel(aState({ role: 'buyer', status_id: 2 }));
    await user.click(within(panel()).getByRole('button', { name: '契約書を使わずに取引を終える' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(WITHOUT_CONTRACT_CONFIRM);
    expect(onStep).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: '契約書なしで終える' }));
    await waitFor(() => expect(onStep).toHaveBeenCalledWith('without-contract'));
  });

  it('shows a refusal in the server’s words', () => {
    renderPanel(aState({ role: 'seller', status_id: 3 }), { error: '買主の同意が先に必要です。' });
    expect(within(panel()).getByRole('alert')).toHaveTextContent('買主の同意が先に必要です。');
  });
});
