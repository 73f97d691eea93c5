import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';

const SELLER = { email: 'seller@ietochi.example', password: 'demo-seller-2026' };
const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
];
const PUBLIC_SCREENS = [
  '/',
  '/about/buyer',
  '/about/seller',
  '/property/search',
  '/list/kanto',
  '/list/kanto/tokyo',
  '/help',
  '/municipal',
  '/terms',
  '/privacy',
  '/law',
  '/browser',
  '/login',
  '/signup',
  '/forgot',
  '/no/such/page',
];
const MYPAGE_SCREENS = [
  '/mypage',
  '/mypage/todo/list',
  '/mypage/property',
  '/mypage/property/create',
  '/mypage/profile/edit',
  '/mypage/profile/edit/honnin',
  '/mypage/favorite',
];

/** Serious and critical WCAG 2.2 A/AA violations on the screen as it is now, one line per failing element. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) => violation.nodes.map((node) => `${violation.id} (${violation.impact}): ${node.target.join(' ')}: ${node.failureSummary?.split('\n')[1]?.trim() ?? ''}`));
}

/** Visits each screen at each viewport and collects what axe finds, so one run reports every screen. */
async function audit(page: Page, screens: readonly string[], signedIn = false): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    for (const screen of screens) {
      await page.goto(screen);
      // A signed-in member's page holds its live stream open, so the network never goes quiet.
      if (signedIn) await expect(page.locator('h1').first()).toBeVisible();
      else await page.waitForLoadState('networkidle');
      await expect(page.locator('.ant-spin-spinning, .ant-skeleton-active, [data-page-loading]')).toHaveCount(0);
      const violations = await seriousViolations(page);
      if (violations.length > 0) found[`${screen} (${viewport.name})`] = violations;
    }
  }
  return found;
}

async function signIn(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext({ locale: 'ja-JP' })).newPage();
  await page.goto('/login');
  await page.getByLabel('メールアドレス').fill(SELLER.email);
  await page.getByLabel('パスワード').fill(SELLER.password);
  await page.getByRole('button', { name: 'ログイン' }).click();
  await expect(page).toHaveURL(/\/mypage/);
  return page;
}

test.describe('Accessibility (axe-core, WCAG 2.2 AA)', () => {
  test('public screens have no serious or critical violation on a phone or a desktop', async ({ page }) => {
    test.setTimeout(240_000);
    await page.goto('/property/search');
    const firstListing = page.locator('a[href^="/property/detail/"]').first();
    await expect(firstListing).toBeVisible();
    const listing = (await firstListing.getAttribute('href')) as string;
    expect(await audit(page, [...PUBLIC_SCREENS, listing])).toEqual({});
  });

  test('my-page screens of a signed-in seller have no serious or critical violation on a phone or a desktop', async ({ browser }) => {
    test.setTimeout(240_000);
    const page = await signIn(browser);
    expect(await audit(page, MYPAGE_SCREENS, true)).toEqual({});
    await page.context().close();
  });
});
