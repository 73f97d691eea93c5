import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect as baseExpect, test, type Browser, type Download, type Page } from '@playwright/test';
import { DEMO_ADMIN, signInAdmin } from '../support/back-office';
import {
  agreeAs,
  apiToken,
  bearer,
  contractProfile,
  confirmAction,
  fillRegisterEntries,
  fillTerms,
  panel,
  prepareSellerDocuments,
  proceedByBankTransfer,
  publishListing,
  requestAndDraft,
  signIn,
  signUpBuyer,
  status,
} from '../support/contract-steps';
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
const PROFILE = contractProfile({
  nickname: BUYER.nickname,
  name_last: '森',
  name_first: '健太',
  name_last_kana: 'モリ',
  name_first_kana: 'ケンタ',
  birth_year: 1985,
  tel_mobile: '090-3333-4444',
});

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function signInLawyer(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext({ locale: 'ja-JP' })).newPage();
  await page.goto('/lawyer/login');
  await page.getByLabel('メールアドレス').fill(LAWYER.email);
  await page.getByLabel('パスワード').fill(LAWYER.password);
  await page.getByRole('button', { name: 'ログイン' }).click();
  await expect(page).not.toHaveURL(/\/lawyer\/login/);
  return page;
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
    await publishListing(request, sellerToken, { name: TITLE, block: '川根町身成1-2', area: 520.5, price: PRICE });
    const me = await signUpBuyer(request, BUYER, PROFILE);

    const buyer = await signIn(browser, BUYER);
    const seller = await signIn(browser, SELLER);
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
    await requestAndDraft(buyer, seller);
    await shot(seller, 'four-party-01-drafted-seller');

    // The seller fills in the register entries and the terms, reckoning the tax from 1 April.
    await fillRegisterEntries(seller, threadId, { location: LAND_LOCATION, lot: '1024番3', area: '520.5', assessedValue: '1800000' });
    await fillTerms(seller, { deposit: DEPOSIT, delivery: DELIVERY, annualTax: ANNUAL_TAX, remainder: PRICE - DEPOSIT, taxReckonedFrom: '4月1日' });

    // The buyer reads the preview, with the prorated tax, and agrees; then the seller.
    await buyer.goto(`/mypage/chat/${threadId}/contracts/agree`);
    const proration = buyer.getByRole('region', { name: '固定資産税の日割り精算' });
    await expect(proration).toContainText(BUYER_TAX_SHARE);
    await expect(proration).toContainText(SELLER_TAX_SHARE);
    await expect(buyer.getByRole('article', { name: '契約書の内容' })).toContainText(BUYER.legalName);
    await shot(buyer, 'four-party-02-buyer-preview');
    await agreeAs(buyer, '買主');

    await seller.goto(`/mypage/chat/${threadId}/contracts/agree`);
    await agreeAs(seller, '売主');

    // The buyer goes ahead and pays the management fee by bank transfer.
    await proceedByBankTransfer(buyer, threadId);

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
    await prepareSellerDocuments(seller);
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
