import { expect as baseExpect, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import { signUpMember } from './members';

// Several browsers and the app share a busy machine: a screen may take longer than the default to load.
const expect = baseExpect.configure({ timeout: 20_000 });

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

export async function apiToken(request: APIRequestContext, url: string, account: { email: string; password: string }): Promise<string> {
  const answer = await request.post(url, { data: { email: account.email, password: account.password } });
  expect(answer.ok()).toBe(true);
  return (await answer.json()).data.access_token as string;
}

/** A piece of land in 島田市, listed and published by the seller through the calls the listing screens make. */
export async function publishListing(request: APIRequestContext, token: string, land: { name: string; block: string; area: number; price: number }): Promise<string> {
  const grounds = (await (await request.get('/api/master/grounds')).json()).data as Array<{ id: number }>;
  const created = await request.post('/api/property/edit', {
    headers: bearer(token),
    data: { name: land.name, prefecture_id: 22, city: '島田市', block: land.block, area: land.area, ground_id: grounds[0].id, sale_price: land.price },
  });
  expect(created.status()).toBe(201);
  const id = (await created.json()).data.id as string;
  expect((await request.post('/api/property/update-status', { headers: bearer(token), data: { status_id: 2, property_id: id } })).ok()).toBe(true);
  return id;
}

/** The basic profile of a private member in 千代田区, with the legal name a contract prints. */
export function contractProfile(member: { nickname: string; name_last: string; name_first: string; name_last_kana: string; name_first_kana: string; birth_year: number; tel_mobile: string }) {
  return {
    ...member,
    zipcode: '100-0001',
    prefecture_id: 13,
    city: '千代田区',
    block: '千代田1-1',
    building_name: null,
    sex_id: 1,
    company_name: null,
    hobby_ids: [1],
    class: 1,
    corporate_number: null,
    homebuilder_number: null,
    tel_home: null,
  };
}

/** A new member who has given the legal name and address a contract needs; answers their token and id. */
export async function signUpBuyer(
  request: APIRequestContext,
  account: { email: string; password: string; nickname: string },
  profile: Record<string, unknown>,
): Promise<{ token: string; id: string }> {
  await signUpMember(request, account.email, account.password, account.nickname);
  const token = await apiToken(request, '/api/login', account);
  const me = (await (await request.get('/api/me', { headers: bearer(token) })).json()).data as { id: string };
  expect((await request.patch(`/api/mypage/user/update-basic/${me.id}`, { headers: bearer(token), data: profile })).ok()).toBe(true);
  return { token, id: me.id };
}

/** A member signed in through the login page, in a browser context of their own. */
export async function signIn(browser: Browser, account: { email: string; password: string }, viewport?: { width: number; height: number }): Promise<Page> {
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
export async function panel(page: Page): Promise<Locator> {
  const region = page.getByRole('region', { name: '契約の手続き' });
  const heading = page.locator('.ant-collapse-header').first();
  await expect(heading).toBeVisible({ timeout: 15_000 });
  if ((await heading.getAttribute('aria-expanded')) !== 'true') await heading.click();
  await expect(region).toBeVisible();
  return region;
}

export const status = (page: Page, name: string) => expect(page.locator('.ant-collapse-header').getByText(name, { exact: true })).toBeVisible({ timeout: 15_000 });

export async function confirmDialog(page: Page, button: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: button }).click();
  await expect(dialog).toHaveCount(0);
}

/** Presses a row's action and the OK of the confirmation it opens, then waits for the page's word that it was done. */
export async function confirmAction(page: Page, row: Locator, action: string, okText: string, done: string) {
  // A confirmation used before may keep its OK button's fading loading icon, named "loading", in
  // front of the label: the name is matched at its end.
  const ok = page.locator('.ant-popconfirm-buttons:visible').getByRole('button', { name: new RegExp(`${okText}$`) });
  await row.getByRole('button', { name: action, exact: true }).click();
  await ok.click();
  await expect(page.getByText(done).last()).toBeVisible();
  // The confirmation fades out; the next one must not open while this one is still on the screen.
  await expect(page.locator('.ant-popconfirm-buttons:visible')).toHaveCount(0);
}

/** Both on the deal's chat: the buyer asks for the contract and the seller drafts it. */
export async function requestAndDraft(buyer: Page, seller: Page) {
  await (await panel(buyer)).getByRole('button', { name: '契約書の作成を依頼する' }).click();
  await status(buyer, '作成依頼中');
  await status(seller, '作成依頼中');
  await (await panel(seller)).getByRole('button', { name: '契約書を作成する' }).click();
  await status(seller, '作成中');
}

/** The seller fills in the land's register entries on the agree page's editor. */
export async function fillRegisterEntries(seller: Page, threadId: string, land: { location: string; lot: string; area: string; assessedValue: string }) {
  await seller.goto(`/mypage/chat/${threadId}/contracts/agree?tab=property`);
  const property = seller.getByRole('form', { name: '物件の表示' });
  await property.getByLabel('土地 所在').fill(land.location);
  await property.getByLabel('地番').fill(land.lot);
  await property.getByLabel('地目').fill('宅地');
  await property.getByLabel('地積（㎡）').fill(land.area);
  await property.getByLabel('土地の固定資産税評価額（円）').fill(land.assessedValue);
  if (await property.getByLabel('建物がある').isChecked()) await property.getByLabel('建物がある').uncheck();
  await property.getByRole('button', { name: '物件の表示を保存する' }).click();
  await expect(seller.getByText('物件の表示を保存しました。')).toBeVisible();
}

/** The seller sets the deposit, the delivery, the tax and one remaining payment on delivery. */
export async function fillTerms(
  seller: Page,
  terms: { deposit: number; delivery: string; annualTax: number; remainder: number; taxReckonedFrom?: string },
) {
  await seller.getByRole('tab', { name: '条件の編集' }).click();
  const form = seller.getByRole('form', { name: '契約の条件' });
  await form.getByLabel('手付金（円・解約手付）').fill(String(terms.deposit));
  await form.getByLabel('引渡日').fill(terms.delivery);
  if (terms.taxReckonedFrom) {
    await form.getByLabel('固定資産税の起算日').click();
    await seller.locator('.ant-select-item-option').filter({ hasText: terms.taxReckonedFrom }).click();
  }
  await form.getByLabel('固定資産税・都市計画税の年額（円）').fill(String(terms.annualTax));
  await form.getByRole('button', { name: '支払いを追加' }).click();
  await form.getByLabel('金額（円）').fill(String(terms.remainder));
  await form.getByLabel('支払日').fill(terms.delivery);
  await form.getByRole('button', { name: '条件を保存する' }).click();
  await expect(seller.getByText('契約の条件を保存しました。')).toBeVisible();
}

/** On the agree page already open, the party agrees to the contract as it reads. */
export async function agreeAs(page: Page, side: '買主' | '売主') {
  await page.getByRole('button', { name: `${side}として契約内容に同意する` }).click();
  await expect(page.getByText('契約内容に同意しました。')).toBeVisible();
}

/** After both agreed, the buyer goes ahead and chooses to pay the management fee by bank transfer. */
export async function proceedByBankTransfer(buyer: Page, threadId: string) {
  await buyer.goto(`/mypage/chat/${threadId}`);
  await status(buyer, '双方同意済み');
  await (await panel(buyer)).getByRole('button', { name: '契約の手続きに進む' }).click();
  await confirmDialog(buyer, '手続きに進む');
  await status(buyer, 'お支払い待ち');
  await (await panel(buyer)).getByRole('button', { name: '銀行振込で支払う' }).click();
  await confirmDialog(buyer, '銀行振込にする');
  await expect(await panel(buyer)).toContainText('事務局の入金確認をお待ちください');
}

/** The seller marks each of the eight documents prepared; the last one concludes the contract. */
export async function prepareSellerDocuments(seller: Page) {
  await status(seller, '売主手続中');
  const checklist = (await panel(seller)).getByRole('list', { name: '売主が準備する書類' });
  await expect(checklist.getByRole('listitem')).toHaveCount(8);
  for (let done = 1; done <= 8; done += 1) {
    await checklist.getByRole('button', { name: /を準備済みにする$/ }).first().click();
    // The checklist gives way to the concluded contract after the last one.
    if (done < 8) await expect(checklist.getByText('準備済み', { exact: true })).toHaveCount(done, { timeout: 15_000 });
  }
  await status(seller, '締結済み');
}
