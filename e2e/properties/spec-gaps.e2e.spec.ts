import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { shot } from '../support/screenshots';

const PHONE = { width: 375, height: 812 };
const SELLER = { email: 'seller@ietochi.example', password: 'demo-seller-2026' };
const ADMIN = { email: 'admin@ietochi.example', password: 'demo-admin-2026' };

test.use({ viewport: PHONE });

async function tokenOf(request: APIRequestContext, path: string, account: { email: string; password: string }): Promise<string> {
  const response = await request.post(path, { data: account });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { access_token: string } }).data.access_token;
}

async function phoneSignIn(browser: Browser, account: { email: string; password: string }): Promise<Page> {
  const context = await browser.newContext({ locale: 'ja-JP', viewport: PHONE });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('メールアドレス').fill(account.email);
  await page.getByLabel('パスワード').fill(account.password);
  await page.getByRole('button', { name: 'ログイン' }).click();
  await expect(page).toHaveURL(/\/mypage/);
  return page;
}

/** A draft of the demo seller, saved up to `step` as the wizard would have saved it. */
async function draft(request: APIRequestContext, token: string, body: Record<string, unknown>): Promise<string> {
  const response = await request.post('/api/property/edit', { headers: { Authorization: `Bearer ${token}` }, data: body });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

test.describe('What the spec asks of these screens, on a phone', () => {
  test('a land category and a hashtag without listings show their page with 0件', async ({ page, request }) => {
    const admin = await tokenOf(request, '/api/admin/login', ADMIN);
    const created = async (path: string, name: string) => {
      const response = await request.post(path, { headers: { Authorization: `Bearer ${admin}` }, data: { name } });
      expect(response.ok()).toBe(true);
      return ((await response.json()) as { data: { id: number } }).data.id;
    };
    const ground = await created('/api/master/ground/create', '雑種地（掲載なし）');
    const hashtag = await created('/api/master/hash-tag/create', '空き家バンク');

    await page.goto(`/list/Landmark${ground}`);
    await expect(page.getByRole('heading', { level: 1, name: '地目「雑種地（掲載なし）」の物件' })).toBeVisible();
    await expect(page.getByRole('status')).toContainText('0件の物件が見つかりました');
    await expect(page.getByText('条件に合う物件が見つかりませんでした')).toBeVisible();
    await shot(page, 'spec-empty-land-category');

    await page.goto(`/list/Tag${hashtag}`);
    await expect(page.getByRole('heading', { level: 1, name: '#空き家バンクの物件' })).toBeVisible();
    await expect(page.getByRole('status')).toContainText('0件の物件が見つかりました');
    await shot(page, 'spec-empty-hashtag');

    await page.goto('/list/Landmark99999');
    await expect(page.getByText('申し訳ありません。指定頂いたページは存在しません。')).toBeVisible();
  });

  test('the wizard opens at its page id, shows 諸費用 with the money fields, and never a negative amount after fees', async ({ browser, request }) => {
    const token = await tokenOf(request, '/api/login', SELLER);
    const id = await draft(request, token, {
      name: '諸費用の確認用の土地',
      prefecture_id: 20,
      city: '松本市',
      area: 200,
      valuation_price: 2_000_000,
      sale_price: 1_000,
      incidental_cost: 120_000,
      registration_step: 2,
    });
    const seller = await phoneSignIn(browser, SELLER);
    await seller.evaluate((draftId) => localStorage.setItem('ietochi.property-draft-id', draftId), id);

    await seller.goto('/mypage/property/create/2');
    const detail = seller.getByRole('region', { name: '物件の詳細' });
    await expect(detail).toBeVisible();
    await expect(detail.getByLabel('諸費用', { exact: true })).toHaveValue('120,000');
    await shot(seller, 'spec-wizard-page-2-detail');

    await seller.goto('/mypage/property/create/3');
    const features = seller.getByRole('region', { name: '特徴・価格' });
    await expect(features).toBeVisible();
    const revenue = features.getByTestId('revenue-after-fees');
    await expect(revenue).toContainText('0円');
    await expect(revenue).toContainText('諸費用が希望売却価格を上回っています。');
    await expect(revenue).not.toContainText('-');
    await shot(seller, 'spec-wizard-page-3-fees-exceed-price');

    // A step the draft has not reached opens the first one.
    await seller.goto('/mypage/property/create/5');
    await expect(seller.getByRole('region', { name: '基本情報' })).toBeVisible();
    await seller.context().close();
  });

  test('a published listing shows its 諸費用 on the detail page and in the seller\'s list', async ({ browser, page, request }) => {
    const token = await tokenOf(request, '/api/login', SELLER);
    const id = await draft(request, token, {
      name: '諸費用つきの古民家',
      zipcode1: '390',
      zipcode2: '0001',
      prefecture_id: 20,
      city: '松本市',
      block: '大手1-1',
      address: '1',
      area: 300,
      ground_id: 1,
      sale_price: 3_500_000,
      incidental_cost: 280_000,
    });
    const published = await request.post('/api/property/update-status', { headers: { Authorization: `Bearer ${token}` }, data: { property_id: id, status_id: 2 } });
    expect(published.status()).toBe(200);

    await page.goto(`/property/detail/${id}`);
    const price = page.getByRole('region', { name: '価格・費用' });
    await expect(price.getByText('諸費用')).toBeVisible();
    await expect(price.getByText('280,000円')).toBeVisible();
    await shot(page, 'spec-detail-incidental-cost');

    const seller = await phoneSignIn(browser, SELLER);
    await seller.goto('/mypage/property');
    await expect(seller.getByRole('article', { name: '諸費用つきの古民家' }).getByText('諸費用：280,000円')).toBeVisible();
    await shot(seller, 'spec-my-listings-incidental-cost');
    await seller.context().close();
  });

  test('the sign-in and sign-up forms say the half-width rule before anything is typed, and refuse full-width input', async ({ page, request }) => {
    await page.goto('/login');
    await expect(page.getByText('半角英数字・記号で入力してください。')).toHaveCount(2);
    await page.getByLabel('メールアドレス').fill('ｓｅｌｌｅｒ＠ｉｅｔｏｃｈｉ．ｅｘａｍｐｌｅ');
    await page.getByLabel('パスワード').fill('ｐａｓｓ　ｗｏｒｄ１２３');
    await page.getByRole('button', { name: 'ログイン' }).click();
    await expect(page.getByText('メールアドレスは半角英数字・記号で入力してください。')).toBeVisible();
    await expect(page.getByText('パスワードは半角英数字・記号で入力してください。')).toBeVisible();
    await shot(page, 'spec-login-half-width');

    await page.goto('/signup');
    await expect(page.getByText('半角英数字・記号で入力してください。').first()).toBeVisible();
    await shot(page, 'spec-signup-half-width');

    const token = await tokenOf(request, '/api/login', SELLER);
    const refused = await request.post('/api/password/change', {
      headers: { Authorization: `Bearer ${token}` },
      data: { current_password: SELLER.password, password: 'ｐａｓｓ　ｗｏｒｄ１２３', password_confirmation: 'ｐａｓｓ　ｗｏｒｄ１２３' },
    });
    expect(refused.status()).toBe(422);
    expect(((await refused.json()) as { errors: Record<string, string[]> }).errors.password).toEqual(['パスワードは半角英数字・記号で入力してください。']);
  });
});
