import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { signUpMember } from '../support/members';
import { shot } from '../support/screenshots';

const SELLER = { email: 'seller@ietochi.example', password: 'demo-seller-2026' };
const BUYER = { email: 'buyer@ietochi.example', password: 'demo-buyer-2026' };
const THIRD = { email: `third-${Date.now()}@example.jp`, password: 'sanbanme-no-kaiin-2026', nickname: 'みつめ' };
const TITLE = '梅林のある古民家と畑';
const QUESTION = '内見はできますか？\n駐車場の有無も教えてください。';
const ANSWER = '可能です。資料をお送りしますので、ご確認ください。';

/** A one-page PDF with a line of text, its cross-reference offsets computed, as a real file has them. */
function smallPdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 144] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    '<< /Length 44 >>\nstream\nBT /F1 18 Tf 24 72 Td (Floor plan) Tj ET\nendstream',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

async function apiToken(request: APIRequestContext, account: { email: string; password: string }): Promise<string> {
  const answer = await request.post('/api/login', { data: account });
  expect(answer.ok()).toBe(true);
  return (await answer.json()).data.access_token as string;
}

/** The verified demo seller lists and publishes a house through the same calls the listing screens make. */
async function publishListing(request: APIRequestContext, token: string): Promise<string> {
  const headers = { Authorization: `Bearer ${token}` };
  const grounds = (await (await request.get('/api/master/grounds')).json()).data as Array<{ id: number }>;
  const created = await request.post('/api/property/edit', {
    headers,
    data: { name: TITLE, prefecture_id: 30, city: '田辺市', block: '中辺路町1-2', area: 620.5, ground_id: grounds[0].id, sale_price: 3_200_000 },
  });
  expect(created.status()).toBe(201);
  const id = (await created.json()).data.id as string;
  const published = await request.post('/api/property/update-status', { headers, data: { status_id: 2, property_id: id } });
  expect(published.ok()).toBe(true);
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

const threadList = (page: Page) => page.getByRole('region', { name: '取引の一覧' });
const composer = (page: Page) => page.getByRole('textbox', { name: 'メッセージ' });

test.describe('Deal chat', () => {
  test('a buyer asks about a listing, the seller answers with a PDF, both see it live, a third member is refused, and a block ends it for both', async ({ browser, request }) => {
    const sellerToken = await apiToken(request, SELLER);
    const propertyId = await publishListing(request, sellerToken);
    await signUpMember(request, THIRD.email, THIRD.password, THIRD.nickname);

    const seller = await signIn(browser, SELLER);
    await seller.goto('/mypage/chat');
    await expect(threadList(seller)).toBeVisible();
    await expect(threadList(seller).getByText(TITLE)).toHaveCount(0);

    // The buyer finds the listing and presses the contact button.
    const buyer = await signIn(browser, BUYER);
    await buyer.goto(`/property/search?key_word=${encodeURIComponent('梅林のある古民家')}`);
    await buyer.getByRole('heading', { name: TITLE }).click();
    await expect(buyer).toHaveURL(new RegExp(`/property/detail/${propertyId}`));
    await buyer.getByRole('button', { name: /売主に問い合わせる/ }).click();
    await expect(buyer).toHaveURL(/\/mypage\/chat\/[0-9a-f-]{36}$/);
    const threadId = buyer.url().split('/').pop() as string;
    await composer(buyer).fill(QUESTION);
    await buyer.getByRole('button', { name: /送信/ }).click();
    await expect(buyer.getByRole('log', { name: 'メッセージ' }).getByText('内見はできますか？')).toBeVisible();
    await expect(composer(buyer)).toHaveValue('');

    // The seller's open list shows the new deal with its unread count, without a reload.
    const sellerItem = threadList(seller).getByRole('listitem').filter({ hasText: TITLE });
    await expect(sellerItem.getByLabel('未読1件')).toBeVisible({ timeout: 15_000 });
    await shot(seller, 'deal-chat-seller-list-unread');
    await sellerItem.getByRole('link').click();
    await expect(seller).toHaveURL(new RegExp(`/mypage/chat/${threadId}$`));
    await expect(seller.getByRole('log', { name: 'メッセージ' })).toContainText('駐車場の有無も教えてください。');
    // The seller opened it: the buyer's question shows as read on the buyer's page.
    await expect(buyer.getByRole('log', { name: 'メッセージ' }).getByText('既読')).toBeVisible({ timeout: 15_000 });

    // The seller answers with a PDF; the buyer sees it arrive and downloads the same bytes.
    const pdf = smallPdf();
    await composer(seller).fill(ANSWER);
    await seller.getByTestId('composer-file').setInputFiles({ name: '間取り図.pdf', mimeType: 'application/pdf', buffer: pdf });
    await expect(seller.getByText('間取り図.pdf')).toBeVisible();
    await seller.getByRole('button', { name: /送信/ }).click();
    await expect(seller.getByRole('log', { name: 'メッセージ' }).getByText(ANSWER)).toBeVisible();
    await expect(buyer.getByRole('log', { name: 'メッセージ' }).getByText(ANSWER)).toBeVisible({ timeout: 15_000 });
    const downloadButton = buyer.getByRole('button', { name: /間取り図\.pdf.*をダウンロード/ });
    await expect(downloadButton).toBeVisible();
    const [download] = await Promise.all([buyer.waitForEvent('download'), downloadButton.click()]);
    expect(download.suggestedFilename()).toBe('間取り図.pdf');
    expect(Buffer.compare(await readFile(await download.path()), pdf)).toBe(0);
    await shot(buyer, 'deal-chat-buyer-thread');

    // Phone: the list first, then the thread alone with a way back.
    const phone = await signIn(browser, SELLER, { width: 375, height: 812 });
    await phone.goto('/mypage/chat');
    await expect(threadList(phone).getByText(TITLE)).toBeVisible();
    await shot(phone, 'deal-chat-phone-list');
    await threadList(phone).getByRole('link').filter({ hasText: TITLE }).click();
    await expect(threadList(phone)).toBeHidden();
    await expect(phone.getByRole('link', { name: /一覧に戻る/ })).toBeVisible();
    await expect(phone.getByRole('log', { name: 'メッセージ' }).getByText(ANSWER)).toBeVisible();
    await phone.screenshot({ path: 'test-results/screenshots/deal-chat-phone-thread.png' });
    await phone.context().close();

    // A third member is refused the deal on the page and its file over the API.
    const third = await signIn(browser, THIRD);
    await third.goto(`/mypage/chat/${threadId}`);
    await expect(third).toHaveURL(/\/mypage\/chat$/);
    await expect(third.getByText('この取引は表示できません。取引の当事者の方だけがご覧いただけます。')).toBeVisible();
    await expect(third.getByRole('log', { name: 'メッセージ' })).toHaveCount(0);
    const thirdToken = await apiToken(request, { email: THIRD.email, password: THIRD.password });
    const history = await request.get(`/api/message/index/${threadId}`, { headers: { Authorization: `Bearer ${sellerToken}` } });
    const fileMessage = ((await history.json()).data.messages as Array<{ id: string; file: unknown }>).find((message) => message.file !== null);
    expect(fileMessage).toBeDefined();
    const refused = await request.get(`/api/message/${threadId}/file/${fileMessage?.id}`, { headers: { Authorization: `Bearer ${thirdToken}` } });
    expect(refused.status()).toBe(403);
    await third.context().close();

    // The buyer blocks after the confirmation; the composer goes on both pages, live.
    await buyer.getByRole('region', { name: /さんとのメッセージ/ }).getByRole('button', { name: /ブロック/ }).click();
    const dialog = buyer.getByRole('dialog');
    await expect(dialog).toContainText('双方で「取引中止」');
    await dialog.getByRole('button', { name: 'ブロックする' }).click();
    await expect(buyer.getByText('この取引は中止されました。メッセージの送信はできません。')).toBeVisible();
    await expect(composer(buyer)).toHaveCount(0);
    await expect(seller.getByText('この取引は中止されました。メッセージの送信はできません。')).toBeVisible({ timeout: 15_000 });
    await expect(composer(seller)).toHaveCount(0);
    await expect(seller.getByRole('switch', { name: '取引終了を表示' })).toBeDisabled();
    await shot(seller, 'deal-chat-seller-blocked');

    await buyer.context().close();
    await seller.context().close();
  });
});
