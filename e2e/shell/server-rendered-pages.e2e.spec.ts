import { expect, test, type Page } from '@playwright/test';

/** React's words for markup the browser did not render the same way, in development and production builds. */
const HYDRATION_TROUBLE = /hydrat|did not match|server rendered|#418|#423|#425|Minified React error/i;

/** Every error the page logs or throws from now on. */
function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') errors.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}

test.describe('Pages rendered on the server', () => {
  test('a listing arrives rendered, hydrates without a complaint, and stays interactive', async ({ page, request }) => {
    const top = await (await request.get('/api/top-page')).json();
    const listing = top.data.newest[0] as { id: string; name: string };
    const url = `/property/detail/${listing.id}`;
    // Without JavaScript the page already holds the listing.
    const html = await (await request.get(url)).text();
    expect(html).toContain(listing.name);
    expect(html).toContain('id="query-state"');

    const errors = errorsOf(page);
    // The heading as parsed from the server's markup, before any script of the page runs.
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive') Object.assign(window, { serverHeading: document.querySelector('h1') });
      });
    });
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1, name: listing.name })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // Hydrated, not rendered anew: React took over the very element the server sent (a new render replaces it).
    expect(
      await page.evaluate(() => {
        const parsed = (window as unknown as { serverHeading?: Element | null }).serverHeading;
        return parsed !== null && parsed !== undefined && parsed === document.querySelector('h1') && Object.keys(parsed).some((key) => key.startsWith('__reactFiber'));
      }),
    ).toBe(true);

    // The favourite button answers a guest by sending them to sign in, and back here afterwards.
    await page.getByRole('button', { name: 'お気に入りに追加' }).click();
    await expect(page).toHaveURL(new RegExp(`/login\\?redirect=${encodeURIComponent(url).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    await expect(page.getByRole('heading', { name: 'ログイン' }).first()).toBeVisible();

    // Links move within the app, without loading the page again.
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: listing.name })).toBeVisible();
    await page.evaluate(() => Object.assign(window, { stayedOnPage: true }));
    await page.getByRole('navigation', { name: 'パンくずリスト' }).getByRole('link', { name: '物件を探す' }).click();
    await expect(page).toHaveURL(/\/property\/search$/);
    await expect(page.getByRole('heading', { level: 1, name: '物件を探す' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { stayedOnPage?: boolean }).stayedOnPage)).toBe(true);

    expect(errors.filter((text) => HYDRATION_TROUBLE.test(text))).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('the top page and a search hydrate without a complaint', async ({ page }) => {
    const errors = errorsOf(page);
    for (const url of ['/', '/property/search?key_word=%E5%AE%B6', '/help', '/news/list']) {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
    }
    expect(errors).toEqual([]);
  });
});
