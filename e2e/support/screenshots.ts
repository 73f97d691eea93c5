import type { Page } from '@playwright/test';

export const SHOTS = 'test-results/screenshots';

/** A full-page screenshot from the top, so a sticky header is not captured mid-page. */
export async function shot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}
