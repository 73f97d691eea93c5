import { expect, test } from '@playwright/test';
import { DEMO_ADMIN } from '../support/back-office';
import {
  agreeAs,
  apiToken,
  bearer,
  contractProfile,
  fillRegisterEntries,
  fillTerms,
  prepareSellerDocuments,
  proceedByBankTransfer,
  publishListing,
  requestAndDraft,
  signIn,
  signUpBuyer,
  status,
} from '../support/contract-steps';
import { shot } from '../support/screenshots';

const SELLER = { email: 'seller@ietochi.example', password: 'demo-seller-2026' };
const BUYER = { email: `contract-buyer-${Date.now()}@example.jp`, password: 'keiyaku-no-kaiin-2026', nickname: 'けいやく' };
const TITLE = '茶畑の見える平屋';
const PRICE = 2_400_000;
const PROFILE = contractProfile({
  nickname: BUYER.nickname,
  name_last: '佐藤',
  name_first: '次郎',
  name_last_kana: 'サトウ',
  name_first_kana: 'ジロウ',
  birth_year: 1980,
  tel_mobile: '090-1111-2222',
});

test.describe('Contract', () => {
  test('buyer and seller go from a deal to a concluded contract, paying by a bank transfer the office confirms', async ({ browser, request }) => {
    test.setTimeout(180_000);
    const sellerToken = await apiToken(request, '/api/login', SELLER);
    const propertyId = await publishListing(request, sellerToken, { name: TITLE, block: '川根町1-2', area: 410.5, price: PRICE });
    const { token: buyerToken } = await signUpBuyer(request, BUYER, PROFILE);
    const opened = await request.post('/api/message/thread/create', { headers: bearer(buyerToken), data: { property_id: propertyId } });
    const threadId = (await opened.json()).data.thread_id as string;

    const buyer = await signIn(browser, BUYER, { width: 375, height: 812 });
    const seller = await signIn(browser, SELLER);
    await buyer.goto(`/mypage/chat/${threadId}`);
    await seller.goto(`/mypage/chat/${threadId}`);

    // The buyer asks for the contract; the seller's open page turns to its draft without a reload.
    await requestAndDraft(buyer, seller);

    // The seller fills in the register entries and the terms on the agree page's editor.
    await fillRegisterEntries(seller, threadId, { location: '静岡県島田市川根町', lot: '567番8', area: '410.5', assessedValue: '1500000' });
    await fillTerms(seller, { deposit: 240_000, delivery: '2027-03-31', annualTax: 36_500, remainder: 2_160_000 });

    // The buyer reads the preview on a phone and agrees.
    await buyer.goto(`/mypage/chat/${threadId}/contracts/agree`);
    const proration = buyer.getByRole('region', { name: '固定資産税の日割り精算' });
    await expect(proration).toContainText('36,500円');
    await expect(buyer.getByRole('article', { name: '契約書の内容' })).toContainText('佐藤 次郎');
    await shot(buyer, 'contract-agree-phone');
    await agreeAs(buyer, '買主');

    await seller.goto(`/mypage/chat/${threadId}/contracts/agree`);
    await agreeAs(seller, '売主');

    // The buyer goes ahead and chooses a bank transfer.
    await proceedByBankTransfer(buyer, threadId);

    // The office confirms the transfer; the seller's open chat moves on to the documents.
    await seller.goto(`/mypage/chat/${threadId}`);
    const adminToken = await apiToken(request, '/api/admin/login', { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password });
    expect((await request.get(`/api/contract/confirm-transfer/${threadId}`, { headers: bearer(adminToken) })).ok()).toBe(true);
    await prepareSellerDocuments(seller);
    await status(buyer, '締結済み');
    await shot(buyer, 'contract-concluded-phone');

    // The deal history lists it for both, concluded and paid.
    await buyer.goto('/mypage/deal');
    const item = buyer.getByRole('list', { name: '取引履歴' }).getByRole('listitem').filter({ hasText: TITLE });
    await expect(item).toContainText('締結済み');
    await expect(item).toContainText('管理手数料 お支払済み');
    await shot(buyer, 'deal-history-phone');
  });
});
