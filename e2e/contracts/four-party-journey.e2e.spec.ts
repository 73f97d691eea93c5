import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect as baseExpect, test, type APIRequestContext, type Browser, type Download, type Locator, type Page } from '@playwright/test';
import { DEMO_ADMIN, signInAdmin } from '../support/back-office';
import { signUpMember } from '../support/members';
import { shot } from '../support/screenshots';

const run = promisify(execFile);
// Four browsers and the app share a busy machine: a screen may take longer than the default to load.
const expect = baseExpect.configure({ timeout: 20_000 });

const SELLER = { email: 'seller@ietochi.example', password: 'demo-seller-2026', legalName: '佐藤 花子' };
const LAWYER = { email: 'lawyer@ietochi.example', password: 'demo-lawyer-2026', name: '山田 太郎' };
const BUYER = { email: `four-party-buyer-${Date.now()}@example.jp`, password: 'yonin-no-torihiki-2026', nickname: 'もりのいえ', legalName: '森 健太' };
const TITLE = `川根の茶畑と平屋 ${Date.now().toString(36)}`;
const PRICE = 2_400_000;
const DEPOSIT = 240_000;
const LAND_LOCATION = '静岡県島田市川根町身成';
const DELIVERY = '2027-06-30';
const ANNUAL_TAX = 48_800;
// Reckoned from 1 April, the tax year of a 30 June 2027 delivery runs to 31 March 2028 and holds
// 29 February: 366 days. The seller bears 1 April to 29 June (90 days), the buyer the other 276:
// 48,800 × 276 / 366 = 36,800 yen exactly, and the seller 12,000.
const BUYER_TAX_SHARE = '36,800円';
const SELLER_TAX_SHARE = '12,000円';
const PROFILE = {
  nickname: BUYER.nickname,
  name_last: '森',
  name_first: '健太',
  name_last_kana: 'モリ',
  name_first_kana: 'ケンタ',
  zipcode: '100-0001',
  prefecture_id: 13,
  city: '千代田区',
  block: '千代田1-1',
  building_name: null,
  sex_id: 1,
  birth_year: 1985,
  company_name: null,
  hobby_ids: [1],
  class: 1,
  corporate_number: null,
  homebuilder_number: null,
  tel_home: null,
  tel_mobile: '090-3333-4444',
};

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function apiToken(request: APIRequestContext, url: string, account: { email: string; password: string }): Promise<string> {
  const answer = await request.post(url, { data: { email: account.email, password: account.password } });
  expect(answer.ok()).toBe(true);
  return (await answer.json()).data.access_token as string;
}

/** The verified demo seller lists and publishes the land through the calls the listing screens make. */
async function publishListing(request: APIRequestContext, token: string): Promise<string> {
  const grounds = (await (await request.get('/api/master/grounds')).json()).data as Array<{ id: number }>;
  const created = await request.post('/api/property/edit', {
    headers: bearer(token),
    data: { name: TITLE, prefecture_id: 22, city: '島田市', block: '川根町身成1-2', area: 520.5, ground_id: grounds[0].id, sale_price: PRICE },
  });
  expect(created.status()).toBe(201);
  const id = (await created.json()).data.id as string;
  expect((await request.post('/api/property/update-status', { headers: bearer(token), data: { status_id: 2, property_id: id } })).ok()).toBe(true);
  return id;
}

async function signInMember(browser: Browser, account: { email: string; password: string }): Promise<Page> {
  const page = await (await browser.newContext({ locale: 'ja-JP' })).newPage();
  await page.goto('/login');
  await page.getByLabel('メールアドレス').fill(account.email);
  await page.getByLabel('パスワード').fill(account.password);
  await page.getByRole('button', { name: 'ログイン' }).click();
  await expect(page).toHaveURL(/\/mypage/);
  return page;
}

async function signInLawyer(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext({ locale: 'ja-JP' })).newPage();
  await page.goto('/lawyer/login');
  await page.getByLabel('メールアドレス').fill(LAWYER.email);
  await page.getByLabel('パスワード').fill(LAWYER.password);
  await page.getByRole('button', { name: 'ログイン' }).click();
  await expect(page).not.toHaveURL(/\/lawyer\/login/);
  return page;
}

/** The panel opens by itself on the member's turn; on the other party's turn its heading opens it. */
async function panel(page: Page): Promise<Locator> {
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

/** Presses a row's action and the OK of the confirmation it opens, then waits for the page's word that it was done. */
async function confirmAction(page: Page, row: Locator, action: string, okText: string, done: string) {
  // A confirmation used before may keep its OK button's fading loading icon, named "loading", in
  // front of the label: the name is matched at its end.
  const ok = page.locator('.ant-popconfirm-buttons:visible').getByRole('button', { name: new RegExp(`${okText}$`) });
  await row.getByRole('button', { name: action, exact: true }).click();
  await ok.click();
  await expect(page.getByText(done).last()).toBeVisible();
  // The confirmation fades out; the next one must not open while this one is still on the screen.
  await expect(page.locator('.ant-popconfirm-buttons:visible')).toHaveCount(0);
}

/** The text of a PDF as `pdftotext` reads it, with the layout's line breaks and spaces taken out. */
async function pdfText(bytes: Buffer): Promise<string> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'four-party-pdf-'));
  try {
    const file = path.join(folder, 'contract.pdf');
    await writeFile(file, bytes);
    const { stdout } = await run('pdftotext', ['-enc', 'UTF-8', file, '-']);
    return stdout.replace(/\s+/g, '');
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

const compact = (text: string) => text.replace(/\s+/g, '');

async function downloadOwnCopy(page: Page, threadId: string, label: string): Promise<{ download: Download; bytes: Buffer }> {
  await page.goto(`/mypage/chat/${threadId}`);
  await status(page, '締結済み');
  const button = (await panel(page)).getByRole('button', { name: label });
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  return { download, bytes: await readFile(await download.path()) };
}

test.describe('Contract, four parties', () => {
  test('buyer, seller, office and scrivener take a deal from the first question to a completed registration, and both parties keep a PDF the log vouches for', async ({ browser, request }) => {
    test.setTimeout(240_000);
    const sellerToken = await apiToken(request, '/api/login', SELLER);
    await publishListing(request, sellerToken);
    await signUpMember(request, BUYER.email, BUYER.password, BUYER.nickname);
    const buyerToken = await apiToken(request, '/api/login', BUYER);
    const me = (await (await request.get('/api/me', { headers: bearer(buyerToken) })).json()).data as { id: string };
    expect((await request.patch(`/api/mypage/user/update-basic/${me.id}`, { headers: bearer(buyerToken), data: PROFILE })).ok()).toBe(true);

    const buyer = await signInMember(browser, BUYER);
    const seller = await signInMember(browser, SELLER);
    const admin = await signInAdmin(browser);
    const lawyer = await signInLawyer(browser);

    // The buyer finds the listing and asks the seller about it; the seller answers in the chat.
    await buyer.goto(`/property/search?key_word=${encodeURIComponent(TITLE)}`);
    await buyer.getByRole('heading', { name: TITLE }).click();
    await expect(buyer).toHaveURL(/\/property\/detail\//);
    await buyer.getByRole('button', { name: /売主に問い合わせる/ }).click();
    await expect(buyer).toHaveURL(/\/mypage\/chat\/[0-9a-f-]{36}$/);
    const threadId = buyer.url().split('/').pop() as string;
    await buyer.getByRole('textbox', { name: 'メッセージ' }).fill('境界は確定していますか？');
    await buyer.getByRole('button', { name: /送信/ }).click();
    await expect(buyer.getByRole('log', { name: 'メッセージ' }).getByText('境界は確定していますか？')).toBeVisible();

    await seller.goto(`/mypage/chat/${threadId}`);
    await expect(seller.getByRole('log', { name: 'メッセージ' }).getByText('境界は確定していますか？')).toBeVisible();
    await seller.getByRole('textbox', { name: 'メッセージ' }).fill('確定測量済みです。契約書で進めましょう。');
    await seller.getByRole('button', { name: /送信/ }).click();
    await expect(buyer.getByRole('log', { name: 'メッセージ' }).getByText('確定測量済みです。契約書で進めましょう。')).toBeVisible({ timeout: 15_000 });

    // The buyer asks for the contract; the seller drafts it.
    await (await panel(buyer)).getByRole('button', { name: '契約書の作成を依頼する' }).click();
    await status(buyer, '作成依頼中');
    await status(seller, '作成依頼中');
    await (await panel(seller)).getByRole('button', { name: '契約書を作成する' }).click();
    await status(seller, '作成中');
    await shot(seller, 'four-party-01-drafted-seller');

    // The seller fills in the register entries and the terms, reckoning the tax from 1 April.
    await seller.goto(`/mypage/chat/${threadId}/contracts/agree?tab=property`);
    const property = seller.getByRole('form', { name: '物件の表示' });
    await property.getByLabel('土地 所在').fill(LAND_LOCATION);
    await property.getByLabel('地番').fill('1024番3');
    await property.getByLabel('地目').fill('宅地');
    await property.getByLabel('地積（㎡）').fill('520.5');
    await property.getByLabel('土地の固定資産税評価額（円）').fill('1800000');
    if (await property.getByLabel('建物がある').isChecked()) await property.getByLabel('建物がある').uncheck();
    await property.getByRole('button', { name: '物件の表示を保存する' }).click();
    await expect(seller.getByText('物件の表示を保存しました。')).toBeVisible();

    await seller.getByRole('tab', { name: '条件の編集' }).click();
    const terms = seller.getByRole('form', { name: '契約の条件' });
    await terms.getByLabel('手付金（円・解約手付）').fill(String(DEPOSIT));
    await terms.getByLabel('引渡日').fill(DELIVERY);
    await terms.getByLabel('固定資産税の起算日').click();
    await seller.locator('.ant-select-item-option').filter({ hasText: '4月1日' }).click();
    await terms.getByLabel('固定資産税・都市計画税の年額（円）').fill(String(ANNUAL_TAX));
    await terms.getByRole('button', { name: '支払いを追加' }).click();
    await terms.getByLabel('金額（円）').fill(String(PRICE - DEPOSIT));
    await terms.getByLabel('支払日').fill(DELIVERY);
    await terms.getByRole('button', { name: '条件を保存する' }).click();
    await expect(seller.getByText('契約の条件を保存しました。')).toBeVisible();

    // The buyer reads the preview, with the prorated tax, and agrees; then the seller.
    await buyer.goto(`/mypage/chat/${threadId}/contracts/agree`);
    const proration = buyer.getByRole('region', { name: '固定資産税の日割り精算' });
    await expect(proration).toContainText(BUYER_TAX_SHARE);
    await expect(proration).toContainText(SELLER_TAX_SHARE);
    await expect(buyer.getByRole('article', { name: '契約書の内容' })).toContainText(BUYER.legalName);
    await shot(buyer, 'four-party-02-buyer-preview');
    await buyer.getByRole('button', { name: '買主として契約内容に同意する' }).click();
    await expect(buyer.getByText('契約内容に同意しました。')).toBeVisible();

    await seller.goto(`/mypage/chat/${threadId}/contracts/agree`);
    await seller.getByRole('button', { name: '売主として契約内容に同意する' }).click();
    await expect(seller.getByText('契約内容に同意しました。')).toBeVisible();

    // The buyer goes ahead and pays the management fee by bank transfer.
    await buyer.goto(`/mypage/chat/${threadId}`);
    await status(buyer, '双方同意済み');
    await (await panel(buyer)).getByRole('button', { name: '契約の手続きに進む' }).click();
    await confirmDialog(buyer, '手続きに進む');
    await status(buyer, 'お支払い待ち');
    await (await panel(buyer)).getByRole('button', { name: '銀行振込で支払う' }).click();
    await confirmDialog(buyer, '銀行振込にする');
    await expect(await panel(buyer)).toContainText('事務局の入金確認をお待ちください');

    // The office confirms the transfer on its contract list; the seller's open chat moves on.
    await seller.goto(`/mypage/chat/${threadId}`);
    await status(seller, 'お支払い待ち');
    await admin.goto('/admin/contract/list');
    await expect(admin.getByRole('heading', { name: '契約一覧' })).toBeVisible();
    const adminRow = admin.getByRole('row').filter({ hasText: TITLE });
    await expect(adminRow).toContainText('お支払い待ち');
    await shot(admin, 'four-party-03-admin-transfer-waiting');
    await confirmAction(admin, adminRow, '入金確認', '入金を確認する', '入金を確認しました。');
    await expect(adminRow).toContainText('売主手続中');
    await expect(adminRow).toContainText('お支払済み');

    // The seller confirms each document; the last one concludes the contract.
    await status(seller, '売主手続中');
    const checklist = (await panel(seller)).getByRole('list', { name: '売主が準備する書類' });
    await expect(checklist.getByRole('listitem')).toHaveCount(8);
    for (let done = 1; done <= 8; done += 1) {
      await checklist.getByRole('button', { name: /を準備済みにする$/ }).first().click();
      if (done < 8) await expect(checklist.getByText('準備済み', { exact: true })).toHaveCount(done, { timeout: 15_000 });
    }
    await status(seller, '締結済み');
    await status(buyer, '締結済み');

    // The office assigns the scrivener.
    await admin.reload();
    await expect(adminRow).toContainText('締結済み');
    await adminRow.getByRole('button', { name: '司法書士を割り当て' }).click();
    const assignDialog = admin.getByRole('dialog', { name: '司法書士を割り当てる' });
    await assignDialog.getByLabel('担当する司法書士').click();
    await admin.locator('.ant-select-item-option').filter({ hasText: LAWYER.name }).click();
    await assignDialog.getByRole('button', { name: '割り当てる' }).click();
    await expect(admin.getByText('司法書士を割り当てました。')).toBeVisible();
    await expect(adminRow).toContainText('依頼済み');

    // The scrivener walks the case through every state on their contract list, a correction included.
    await lawyer.goto('/lawyer/contract/list');
    await expect(lawyer.getByRole('heading', { name: '契約一覧' })).toBeVisible();
    const caseRow = lawyer.getByRole('row').filter({ hasText: TITLE });
    await expect(caseRow).toContainText('依頼済み');
    await shot(lawyer, 'four-party-04-lawyer-assigned');
    const steps: Array<[action: string, done: string, statusName: string]> = [
      ['受任する', '受任しました。', '受任'],
      ['本人確認済みにする', '本人確認を記録しました。', '本人確認済み'],
      ['書類の収集を始める', '書類の収集を始めました。', '書類収集中'],
    ];
    for (const [action, done, statusName] of steps) {
      await confirmAction(lawyer, caseRow, action, action, done);
      await expect(caseRow.getByText(statusName, { exact: true })).toBeVisible();
    }
    await confirmAction(lawyer, caseRow, '登記申請書を作成した', '記録する', '書類を記録しました。');
    await confirmAction(lawyer, caseRow, '登記原因証明情報を作成した', '記録する', '書類を記録しました。');
    for (const [action, done, statusName] of [
      ['書類を確認済みにする', '書類の確認を記録しました。', '書類確認済み'],
      ['決済準備完了にする', '決済の準備が整ったことを記録しました。', '決済準備完了'],
      ['登記を申請した', '登記の申請を記録しました。', '登記申請済み'],
    ] as const) {
      await confirmAction(lawyer, caseRow, action, action, done);
      await expect(caseRow.getByText(statusName, { exact: true })).toBeVisible();
    }
    await caseRow.getByRole('button', { name: '補正の指示を受けた' }).click();
    const correction = lawyer.getByRole('dialog', { name: '登記の補正を記録する' });
    await correction.getByLabel('補正の内容').fill('地積の表示に誤記がありました');
    await correction.getByRole('button', { name: '補正対応中にする' }).click();
    await expect(lawyer.getByText('補正の指示を記録しました。補正のうえ再申請してください。')).toBeVisible();
    await expect(caseRow.getByText('補正対応中', { exact: true })).toBeVisible();
    await confirmAction(lawyer, caseRow, '再申請した', '再申請した', '登記の申請を記録しました。');
    await expect(caseRow.getByText('登記申請済み', { exact: true })).toBeVisible();
    await confirmAction(lawyer, caseRow, '登記完了', '登記完了にする', '登記の完了を記録しました。');
    await expect(caseRow.getByText('登記完了', { exact: true })).toBeVisible();
    await shot(lawyer, 'four-party-05-lawyer-completed');

    // Each party downloads their own copy of the concluded contract from the chat.
    const buyerCopy = await downloadOwnCopy(buyer, threadId, '契約書（買主保管用）をダウンロード');
    await shot(buyer, 'four-party-06-buyer-concluded');
    const sellerCopy = await downloadOwnCopy(seller, threadId, '契約書（売主保管用）をダウンロード');
    expect(buyerCopy.download.suggestedFilename()).toBe('不動産売買契約書（買主保管用）.pdf');
    expect(sellerCopy.download.suggestedFilename()).toBe('不動産売買契約書（売主保管用）.pdf');

    // The hashes the PDF events recorded, as the contract's timeline gives them to the office.
    const adminToken = await apiToken(request, '/api/admin/login', DEMO_ADMIN);
    const timeline = (await (await request.get(`/api/audit/timeline/contract/${threadId}`, { headers: bearer(adminToken) })).json()).data.entries as Array<{
      type: string;
      actor: { id: string };
      pdf: { kind: string; sha256: string; size: number } | null;
    }>;
    const recorded = timeline.filter((entry) => entry.type === 'ContractPdfCreated');
    expect(recorded.map((entry) => [entry.pdf?.kind, entry.actor.id]).sort()).toEqual([
      ['buyer_final', me.id],
      ['seller_final', '00000000-0000-4000-8000-000000000101'],
    ]);
    expect(timeline.map((entry) => entry.type)).toEqual(expect.arrayContaining(['RegistrationCorrectionRequested', 'RegistrationCompleted', 'ContractBankTransferConfirmed']));

    for (const [kind, copy, label] of [
      ['buyer_final', buyerCopy.bytes, '買主保管用'],
      ['seller_final', sellerCopy.bytes, '売主保管用'],
    ] as const) {
      const event = recorded.find((entry) => entry.pdf?.kind === kind)?.pdf;
      expect({ kind, sha256: sha256(copy), size: copy.length }).toEqual({ kind, sha256: event?.sha256, size: event?.size });
      const text = await pdfText(copy);
      expect(text).toContain(label);
      expect(text).toContain(compact(SELLER.legalName));
      expect(text).toContain(compact(BUYER.legalName));
      expect(text).toContain(compact(LAND_LOCATION));
      expect(text).toContain('2,400,000円');
      expect(text).toContain(BUYER_TAX_SHARE);
      expect(text).toContain(SELLER_TAX_SHARE);
    }
    await Promise.all([buyer, seller, admin, lawyer].map((page) => page.context().close()));
  });
});
