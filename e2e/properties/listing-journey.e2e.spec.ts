import { expect, test, type Browser, type Page } from '@playwright/test';
import sharp from 'sharp';
import { shot } from '../support/screenshots';

const TITLE = '茅葺き屋根の家と棚田';
const SELLER = { email: 'seller@ietochi.example', password: 'demo-seller-2026' };
const BUYER = { email: 'buyer@ietochi.example', password: 'demo-buyer-2026' };

/** A photo of a few hundred kilobytes, as a phone would send. */
function photo(colour: string): Promise<Buffer> {
  return sharp({ create: { width: 1600, height: 1200, channels: 3, background: colour } })
    .composite([{ input: Buffer.from('<svg width="1600" height="1200"><polygon points="200,900 800,300 1400,900" fill="#6b3e2e"/></svg>') }])
    .jpeg()
    .toBuffer();
}

async function signIn(browser: Browser, account: { email: string; password: string }): Promise<Page> {
  const context = await browser.newContext({ locale: 'ja-JP' });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('メールアドレス').fill(account.email);
  await page.getByLabel('パスワード').fill(account.password);
  await page.getByRole('button', { name: 'ログイン' }).click();
  await expect(page).toHaveURL(/\/mypage/);
  return page;
}

async function saveAndNext(page: Page) {
  await page.getByRole('button', { name: /保存して次へ/ }).click();
  await expect(page.getByText('下書きを保存しました').last()).toBeVisible();
}

test.describe('Listings', () => {
  test('a seller lists a house with photos through the wizard, leaves and resumes, publishes; a guest finds it; a member favourites it', async ({ browser }) => {
    const seller = await signIn(browser, SELLER);
    await seller.goto('/mypage/property/create');
    const basic = seller.getByRole('region', { name: '基本情報' });
    await basic.getByLabel('物件名').fill(TITLE);
    await basic.getByRole('combobox', { name: '都道府県' }).click();
    await seller.keyboard.type('山形');
    await seller.keyboard.press('Enter');
    await basic.getByLabel('市区町村').fill('鶴岡市');
    await basic.getByLabel('町名・番地').fill('大字越中山');
    await basic.getByLabel('土地面積').fill('850');
    await basic.getByRole('combobox', { name: '地目' }).click();
    await seller.getByTitle('宅地', { exact: true }).click();
    await shot(seller, 'listing-wizard-basic');
    await saveAndNext(seller);

    await saveAndNext(seller);

    await seller.getByLabel('希望売却価格').fill('2800000');
    await saveAndNext(seller);
    await shot(seller, 'listing-wizard-features');

    await seller.locator('input[type=file]').setInputFiles([
      { name: 'soto.jpg', mimeType: 'image/jpeg', buffer: await photo('#8fae6a') },
      { name: 'niwa.jpg', mimeType: 'image/jpeg', buffer: await photo('#9cc9e8') },
    ]);
    await expect(seller.locator('img[alt*="写真"]')).toHaveCount(2, { timeout: 20_000 });
    await shot(seller, 'listing-wizard-photos');

    // The seller leaves; coming back opens the same draft where it was left.
    await seller.goto('/mypage');
    await seller.goto('/mypage/property/create');
    await expect(seller.locator('img[alt*="写真"]')).toHaveCount(2, { timeout: 20_000 });
    await saveAndNext(seller);
    await saveAndNext(seller);
    await expect(seller.getByText(TITLE).first()).toBeVisible();
    await shot(seller, 'listing-wizard-confirm');
    await seller.getByRole('button', { name: '掲載する' }).click();
    await expect(seller.getByText('物件を掲載しました。').first()).toBeVisible();

    await seller.goto('/mypage/property');
    await expect(seller.getByText(TITLE)).toBeVisible();
    await shot(seller, 'my-listings');
    await seller.context().close();

    const guest = await (await browser.newContext({ locale: 'ja-JP' })).newPage();
    await guest.goto(`/property/search?key_word=${encodeURIComponent('茅葺')}`);
    await expect(guest.getByRole('heading', { name: TITLE })).toBeVisible();
    await expect(guest.getByText('2,800,000円').first()).toBeVisible();
    await shot(guest, 'search-two-characters');
    await guest.goto('/list/tohoku/yamagata');
    await expect(guest.getByRole('heading', { name: TITLE })).toBeVisible();
    await shot(guest, 'list-yamagata');
    await guest.getByRole('heading', { name: TITLE }).click();
    await expect(guest).toHaveURL(/\/property\/detail\//);
    await expect(guest.getByRole('img', { name: /写真/ }).first()).toBeVisible();
    // A guest reads the city, not the 町名・番地 the seller typed, and gets a map of the city only.
    await expect(guest.getByText('番地など詳しい所在地は公開していません。')).toBeVisible();
    await expect(guest.getByRole('link', { name: /市区町村の地図を見る/ })).toBeVisible();
    await expect(guest.locator('body')).not.toContainText('越中山');
    await shot(guest, 'listing-detail-guest');
    const detailPath = new URL(guest.url()).pathname;
    await guest.context().close();

    const buyer = await signIn(browser, BUYER);
    await buyer.goto(detailPath);
    await buyer.getByRole('button', { name: /お気に入りに追加/ }).click();
    await expect(buyer.getByRole('button', { name: /お気に入りに登録済み/ })).toBeVisible();
    await buyer.goto('/mypage/favorite');
    await expect(buyer.getByText(TITLE)).toBeVisible();
    await shot(buyer, 'favorites');
    await buyer.context().close();
  });
});
