import { expect, test, type Page } from '@playwright/test';
import { shot } from '../support/screenshots';

const PHONE = { width: 375, height: 812 };

/**
 * Nothing wider than the screen: a phone user never scrolls sideways. (A wider page also widens
 * the phone's layout viewport, so the window's own width cannot be the measure.)
 */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

test.describe('On a 375 px phone', () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

  test('the top page fits the screen', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoSidewaysScroll(page);
    await shot(page, 'phone-top');
  });

  test('search results do not move once the page learns the screen is narrow', async ({ page }) => {
    // Every layout shift the page makes from its first paint, as Lighthouse's CLS counts them.
    await page.addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, { layoutShifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>) if (!entry.hadRecentInput) shifts.push(entry.value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/property/search');
    await expect(page.getByRole('button', { name: /条件を変更する/ })).toBeInViewport();
    await page.waitForLoadState('networkidle');
    const shifted = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, value) => sum + value, 0));
    expect(shifted).toBeLessThan(0.1);
  });

  test('search shows the results first and the conditions in a drawer; a listing keeps its actions in a bar at the bottom', async ({ page }) => {
    await page.goto('/property/search');
    const results = page.getByRole('region', { name: '検索結果' });
    const firstListing = results.getByRole('link').filter({ hasText: /の/ }).first();
    await expect(firstListing).toBeVisible();
    await expect(page.getByRole('search', { name: '検索条件' })).toHaveCount(0);
    const change = page.getByRole('button', { name: /条件を変更する/ });
    await expect(change).toBeInViewport();
    await expectNoSidewaysScroll(page);
    await shot(page, 'phone-search');
    await change.click();
    await expect(page.getByRole('search', { name: '検索条件' })).toBeVisible();
    // A modal dialog: it takes the focus, Escape closes it and gives the focus back to its button.
    const sheet = page.getByRole('dialog', { name: '検索条件' });
    await expect(sheet).toHaveAttribute('aria-modal', 'true');
    await expect(sheet.getByRole('button', { name: '閉じる' })).toBeFocused();
    await expectNoSidewaysScroll(page);
    await shot(page, 'phone-search-conditions');
    await page.keyboard.press('Escape');
    await expect(sheet).toHaveCount(0);
    await expect(change).toBeFocused();

    await firstListing.click();
    await expect(page).toHaveURL(/\/property\/detail\//);
    const bar = page.getByRole('group', { name: 'この物件へのお問い合わせ' });
    await expect(bar.getByRole('link', { name: /売主に問い合わせる/ })).toBeVisible();
    await expect(bar.getByRole('button', { name: /お気に入り/ })).toBeVisible();
    const box = await bar.boundingBox();
    expect(box && Math.round(box.y + box.height)).toBe(PHONE.height);
    await page.mouse.wheel(0, 2000);
    await expect(bar).toBeInViewport();
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: 'test-results/screenshots/phone-detail-screen.png' });
    await shot(page, 'phone-detail');
  });

  test('the sign-up steps show every title in full', async ({ page }) => {
    await page.goto('/signup');
    const titles = page.locator('.ant-steps-item-title');
    await expect(titles).toHaveCount(3);
    for (const title of await titles.all()) {
      await expect(title).toBeInViewport({ ratio: 1 });
      const clipped = await title.evaluate((element) => element.scrollWidth > element.clientWidth + 1);
      expect(clipped).toBe(false);
    }
    await expectNoSidewaysScroll(page);
    await shot(page, 'phone-signup');
  });

  test('my page fits the screen', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('メールアドレス').fill('buyer@ietochi.example');
    await page.getByLabel('パスワード').fill('demo-buyer-2026');
    await page.getByRole('button', { name: 'ログイン' }).click();
    await expect(page).toHaveURL(/\/mypage/);
    // A signed-in member's page holds its live stream open, so the network never goes quiet.
    await expect(page.locator('h1').first()).toBeVisible();
    await expect(page.locator('.ant-spin-spinning, .ant-skeleton-active, [data-page-loading]')).toHaveCount(0);
    await expectNoSidewaysScroll(page);
    await shot(page, 'phone-mypage');
  });
});
