import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { DEMO_ADMIN } from '../support/back-office';
import { signUpMember } from '../support/members';
import { shot } from '../support/screenshots';

const SELLER = { email: 'seller@ietochi.example', password: 'demo-seller-2026' };
const BUYER = { email: `contract-buyer-${Date.now()}@example.jp`, password: 'keiyaku-no-kaiin-2026', nickname: 'けいやく' };
const TITLE = '茶畑の見える平屋';
const PRICE = 2_400_000;
const PROFILE = {
  nickname: BUYER.nickname,
  name_last: '佐藤',
  name_first: '次郎',
  name_last_kana: 'サトウ',
  name_first_kana: 'ジロウ',
  zipcode: '100-0001',
  prefecture_id: 13,
  city: '千代田区',
  block: '千代田1-1',
  building_name: null,
  sex_id: 1,
  birth_year: 1980,
  company_name: null,
  hobby_ids: [1],
  class: 1,
  corporate_number: null,
  homebuilder_number: null,
  tel_home: null,
  tel_mobile: '090-1111-2222',
};

async function apiToken(request: APIRequestContext, path: string, account: { email: string; password: string }): Promise<string> {
  const answer = await request.post(path, { data: account });
  expect(answer.ok()).toBe(true);
  return (await answer.json()).data.access_token as string;
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function publishListing(request: APIRequestContext, token: string): Promise<string> {
  const grounds = (await (await request.get('/api/master/grounds')).json()).data as Array<{ id: number }>;
  const created = await request.post('/api/property/edit', {
    headers: bearer(token),
    data: { name: TITLE, prefecture_id: 22, city: '島田市', block: '川根町1-2', area: 410.5, ground_id: grounds[0].id, sale_price: PRICE },
  });
  expect(created.status()).toBe(201);
  const id = (await created.json()).data.id as string;
  expect((await request.post('/api/property/update-status', { headers: bearer(token), data: { status_id: 2, property_id: id } })).ok()).toBe(true);
  return id;
}

async function signIn(browser: Browser, account: { email: string; password: string }, viewport?: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ locale: 'ja-JP', viewport });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('メールアドレス').fill(account.email);
  await page.getByLabel('パスワード').fill(account.password);
  await page.getByRole('button', { name: 'ログイン' }).click();
  await expect(page).toHaveURL(/\/mypage/);
  return page;
}

/** The panel opens by itself on the member's turn; on the other party's turn its heading opens it. */
async function panel(page: Page) {
  const region = page.getByRole('region', { name: '契約の手続き' });
  const heading = page.locator('.ant-collapse-header').first();
  await expect(heading).toBeVisible({ timeout: 15_000 });
  if ((await heading.getAttribute('aria-expanded')) !== 'true') await heading.click();
  await expect(region).toBeVisible();
  return region;
}

const status = (page: Page, name: string) => expect(page.locator('.ant-collapse-header').getByText(name, { exact: true })).toBeVisible({ timeout: 15_000 });

async function confirmDialog(page: Page, button: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: button }).click();
  await expect(dialog).toHaveCount(0);
}

test.describe('Contract', () => {
  test('buyer and seller go from a deal to a concluded contract, paying by a bank transfer the office confirms', async ({ browser, request }) => {
    test.setTimeout(180_000);
    const sellerToken = await apiToken(request, '/api/login', SELLER);
    const propertyId = await publishListing(request, sellerToken);
    await signUpMember(request, BUYER.email, BUYER.password, BUYER.nickname);
    const buyerToken = await apiToken(request, '/api/login', { email: BUYER.email, password: BUYER.password });
    const me = (await (await request.get('/api/me', { headers: bearer(buyerToken) })).json()).data as { id: string };
    expect((await request.patch(`/api/mypage/user/update-basic/${me.id}`, { headers: bearer(buyerToken), data: PROFILE })).ok()).toBe(true);
    const opened = await request.post('/api/message/thread/create', { headers: bearer(buyerToken), data: { property_id: propertyId } });
    const threadId = (await opened.json()).data.thread_id as string;

    const buyer = await signIn(browser, BUYER, { width: 375, height: 812 });
    const seller = await signIn(browser, SELLER);
    await buyer.goto(`/mypage/chat/${threadId}`);
    await seller.goto(`/mypage/chat/${threadId}`);

    // The buyer asks for the contract; the seller's open page turns to its draft without a reload.
    await (await panel(buyer)).getByRole('button', { name: '契約書の作成を依頼する' }).click();
    await status(buyer, '作成依頼中');
    await status(seller, '作成依頼中');
    await (await panel(seller)).getByRole('button', { name: '契約書を作成する' }).click();
    await status(seller, '作成中');

    // The seller fills in the register entries and the terms on the agree page's editor.
    await seller.goto(`/mypage/chat/${threadId}/contracts/agree?tab=property`);
    const property = seller.getByRole('form', { name: '物件の表示' });
    await property.getByLabel('土地 所在').fill('静岡県島田市川根町');
    await property.getByLabel('地番').fill('567番8');
    await property.getByLabel('地目').fill('宅地');
    await property.getByLabel('地積（㎡）').fill('410.5');
    await property.getByLabel('土地の固定資産税評価額（円）').fill('1500000');
    if (await property.getByLabel('建物がある').isChecked()) await property.getByLabel('建物がある').uncheck();
    await property.getByRole('button', { name: '物件の表示を保存する' }).click();
    await expect(seller.getByText('物件の表示を保存しました。')).toBeVisible();

    await seller.getByRole('tab', { name: '条件の編集' }).click();
    const terms = seller.getByRole('form', { name: '契約の条件' });
    await terms.getByLabel('手付金（円・解約手付）').fill('240000');
    await terms.getByLabel('引渡日').fill('2027-03-31');
    await terms.getByLabel('固定資産税・都市計画税の年額（円）').fill('36500');
    await terms.getByRole('button', { name: '支払いを追加' }).click();
    await terms.getByLabel('金額（円）').fill('2160000');
    await terms.getByLabel('支払日').fill('2027-03-31');
    await terms.getByRole('button', { name: '条件を保存する' }).click();
    await expect(seller.getByText('契約の条件を保存しました。')).toBeVisible();

    // The buyer reads the preview on a phone and agrees.
    await buyer.goto(`/mypage/chat/${threadId}/contracts/agree`);
    const proration = buyer.getByRole('region', { name: '固定資産税の日割り精算' });
    await expect(proration).toContainText('36,500円');
    await expect(buyer.getByRole('article', { name: '契約書の内容' })).toContainText('佐藤 次郎');
    await shot(buyer, 'contract-agree-phone');
    await buyer.getByRole('button', { name: '買主として契約内容に同意する' }).click();
    await expect(buyer.getByText('契約内容に同意しました。')).toBeVisible();

    await seller.goto(`/mypage/chat/${threadId}/contracts/agree`);
    await seller.getByRole('button', { name: '売主として契約内容に同意する' }).click();
    await expect(seller.getByText('契約内容に同意しました。')).toBeVisible();

    // The buyer goes ahead and chooses a bank transfer.
    await buyer.goto(`/mypage/chat/${threadId}`);
    await status(buyer, '双方同意済み');
    await (await panel(buyer)).getByRole('button', { name: '契約の手続きに進む' }).click();
    await confirmDialog(buyer, '手続きに進む');
    await status(buyer, 'お支払い待ち');
    await (await panel(buyer)).getByRole('button', { name: '銀行振込で支払う' }).click();
    await confirmDialog(buyer, '銀行振込にする');
    await expect(await panel(buyer)).toContainText('事務局の入金確認をお待ちください');

    // The office confirms the transfer; the seller's open chat moves on to the documents.
    await seller.goto(`/mypage/chat/${threadId}`);
    const adminToken = await apiToken(request, '/api/admin/login', { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password });
    expect((await request.get(`/api/contract/confirm-transfer/${threadId}`, { headers: bearer(adminToken) })).ok()).toBe(true);
    await status(seller, '売主手続中');
    const checklist = (await panel(seller)).getByRole('list', { name: '売主が準備する書類' });
    await expect(checklist.getByRole('listitem')).toHaveCount(8);
    for (let done = 1; done <= 8; done += 1) {
      await checklist.getByRole('button', { name: /を準備済みにする$/ }).first().click();
      // The last document concludes the contract, and the checklist gives way to it.
      if (done < 8) await expect(checklist.getByText('準備済み', { exact: true })).toHaveCount(done, { timeout: 15_000 });
    }
    await status(seller, '締結済み');
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
