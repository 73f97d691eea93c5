import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { shot } from '../support/screenshots';

const SELLER = { email: 'seller@ietochi.example', password: 'demo-seller-2026' };
/** Added to the demo seller's own, so the list runs to six pages and more. */
const ADDED = 110;
const PAGE_SIZE = 20;

async function sellerToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/login', { data: SELLER });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { access_token: string } }).data.access_token;
}

/**
 * One listing in the status its number gives: drafts, listed, paused and under negotiation in
 * turn, each changed through the calls the seller's buttons make.
 */
async function addListing(request: APIRequestContext, token: string, index: number): Promise<void> {
  const headers = { Authorization: `Bearer ${token}` };
  const draftOnly = index % 4 === 0;
  const body = draftOnly
    ? { name: `多数出品の下書き${index}`, prefecture_id: 20, city: '松本市' }
    : {
        name: `多数出品の土地${index}`,
        zipcode1: '390',
        zipcode2: '0001',
        prefecture_id: 20,
        city: '松本市',
        block: `大手${index}`,
        address: '1',
        area: 100 + index,
        ground_id: 1,
        sale_price: 1_000_000 + index * 10_000,
      };
  const created = await request.post('/api/property/edit', { headers, data: body });
  expect(created.status()).toBe(201);
  if (draftOnly) return;
  const id = ((await created.json()) as { data: { id: string } }).data.id;
  const status = async (statusId: number) => {
    const answer = await request.post('/api/property/update-status', { headers, data: { property_id: id, status_id: statusId } });
    expect(answer.status(), `listing ${index} to status ${statusId}`).toBe(200);
  };
  await status(2);
  if (index % 4 === 2) await status(5);
  if (index % 4 === 3) await status(3);
}

/** Every console error and uncaught exception of the page, React's "Maximum update depth" among them. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** The seller's listing count, once there are at least ADDED of them (a run of the file adds them once). */
async function withManyListings(request: APIRequestContext, token: string): Promise<number> {
  const count = async () => {
    const listed = await request.get('/api/property/list', { headers: { Authorization: `Bearer ${token}` } });
    return ((await listed.json()) as { data: { properties: unknown[] } }).data.properties.length;
  };
  if ((await count()) < ADDED) {
    for (let start = 0; start < ADDED; start += 10) {
      await Promise.all(Array.from({ length: Math.min(10, ADDED - start) }, (_, offset) => addListing(request, token, start + offset)));
    }
  }
  const total = await count();
  expect(total).toBeGreaterThanOrEqual(ADDED);
  return total;
}

async function signInSeller(page: Page): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('メールアドレス').fill(SELLER.email);
  await page.getByLabel('パスワード').fill(SELLER.password);
  await page.getByRole('button', { name: 'ログイン' }).click();
  await expect(page).toHaveURL(/\/mypage/);
}

test.describe('My listings with many listings', () => {
  test.setTimeout(180_000);

  test('a seller with over a hundred listings in every status pages through them without a console error', async ({ browser, request }) => {
    const token = await sellerToken(request);
    const total = await withManyListings(request, token);
    const lastPage = Math.ceil(total / PAGE_SIZE);

    const context = await browser.newContext({ locale: 'ja-JP', viewport: { width: 1366, height: 768 } });
    const page = await context.newPage();
    const errors = collectErrors(page);
    await signInSeller(page);

    await page.goto('/mypage/property');
    await expect(page.getByRole('heading', { level: 1, name: '出品物件の管理' })).toBeVisible();
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(PAGE_SIZE);
    await expect(page.getByText('下書き', { exact: true }).first()).toBeVisible();
    await shot(page, 'my-listings-many-page-1');

    const pager = page.locator('.ant-pagination');
    await pager.getByRole('listitem', { name: '2', exact: true }).click();
    await expect(page).toHaveURL(/[?&]page=2\b/);
    await expect(cards).toHaveCount(PAGE_SIZE);

    await pager.getByRole('listitem', { name: '次のページ' }).click();
    await expect(page).toHaveURL(/[?&]page=3\b/);
    await expect(cards).toHaveCount(PAGE_SIZE);

    await page.goto(`/mypage/property?page=${lastPage}`);
    await expect(cards).toHaveCount(total - (lastPage - 1) * PAGE_SIZE);
    await shot(page, 'my-listings-many-last-page');

    await page.goBack();
    await expect(page).toHaveURL(/[?&]page=3\b/);
    await expect(cards).toHaveCount(PAGE_SIZE);
    expect(errors).toEqual([]);

    // A change of status refetches the whole list while the page stays where it was.
    const firstListed = cards.filter({ has: page.getByRole('button', { name: '掲載停止' }) }).first();
    const name = (await firstListed.getAttribute('aria-label')) ?? '';
    await firstListed.getByRole('button', { name: '掲載停止' }).click();
    const confirm = page.getByRole('tooltip').getByRole('button', { name: '掲載停止' });
    await expect(confirm).toBeVisible();
    await confirm.click();
    await expect(page.getByText('「掲載停止」に変更しました。')).toBeVisible({ timeout: 20_000 });
    await expect(page).toHaveURL(/[?&]page=3\b/);
    await expect(cards).toHaveCount(PAGE_SIZE);
    const after = await request.get('/api/property/list', { headers: { Authorization: `Bearer ${token}` } });
    const changed = ((await after.json()) as { data: { properties: { name: string; status_id: number }[] } }).data.properties.find((item) => item.name === name);
    expect(changed?.status_id).toBe(5);

    await pager.getByRole('listitem', { name: '1', exact: true }).click();
    await expect(page).not.toHaveURL(/page=/);
    await expect(cards).toHaveCount(PAGE_SIZE);

    expect(errors).toEqual([]);
    await context.close();
  });

  test('on a phone over a slow network, pages turned quickly and a listing opened and left keep the list whole, without a console error', async ({ browser, request }) => {
    const token = await sellerToken(request);
    const total = await withManyListings(request, token);
    const context = await browser.newContext({ locale: 'ja-JP', viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const errors = collectErrors(page);
    await signInSeller(page);
    // Every API answer a third of a second late, so clicks land while the list is still loading.
    await page.route('**/api/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      await route.continue();
    });

    await page.goto('/mypage/property');
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(PAGE_SIZE, { timeout: 20_000 });
    const next = page.locator('.ant-pagination').getByRole('listitem', { name: '次のページ' });
    for (let turn = 0; turn < 3; turn += 1) await next.click();
    await expect(page).toHaveURL(/[?&]page=4\b/);
    await expect(cards).toHaveCount(Math.min(PAGE_SIZE, total - 3 * PAGE_SIZE));
    await shot(page, 'my-listings-many-phone');

    await cards.getByRole('link', { name: '編集' }).first().click();
    await expect(page).toHaveURL(/\/mypage\/property\/edit\//);
    await page.goBack();
    await expect(page).toHaveURL(/[?&]page=4\b/);
    await expect(cards).toHaveCount(Math.min(PAGE_SIZE, total - 3 * PAGE_SIZE), { timeout: 20_000 });
    await page.goBack();
    await page.goForward();
    await expect(page).toHaveURL(/[?&]page=4\b/);
    await expect(cards).toHaveCount(Math.min(PAGE_SIZE, total - 3 * PAGE_SIZE), { timeout: 20_000 });

    expect(errors).toEqual([]);
    await context.close();
  });
});
