import { expect, test } from '@playwright/test';

interface Card {
  id: string;
  thumb_url: string | null;
}

declare global {
  interface Window {
    layoutShifts: Array<{ value: number; hadRecentInput: boolean }>;
  }
}

test.describe('Listing photos', () => {
  for (const [device, viewport] of [
    ['a phone', { width: 390, height: 844 }],
    ['a desktop', { width: 1366, height: 900 }],
  ] as const) {
    test(`a listing page on ${device} shows its first photo from the AVIF renditions at high priority, and nothing shifts as it loads`, async ({ page }) => {
      const found = await page.request.post('/api/property/search', { data: {} });
      const listing = ((await found.json()).data.data as Card[]).find((card) => card.thumb_url);
      expect(listing).toBeDefined();

      // Cumulative layout shift as Chrome counts it: every shift not caused by the visitor's input.
      await page.addInitScript(() => {
        window.layoutShifts = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>) {
            window.layoutShifts.push({ value: entry.value, hadRecentInput: entry.hadRecentInput });
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.setViewportSize(viewport);
      await page.goto(`/property/detail/${listing!.id}`);

      const main = page.getByRole('img', { name: /の写真（1\/\d+枚目）/ });
      await expect(main).toBeVisible();
      await expect(main).toHaveAttribute('fetchpriority', 'high');
      await expect.poll(() => main.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      expect(await main.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/api\/property\/image\/[0-9a-f-]{36}\/rendition\/\d+\.avif$/);
      await page.waitForLoadState('networkidle');

      const shifts = await page.evaluate(() => window.layoutShifts);
      const cls = shifts.filter((shift) => !shift.hadRecentInput).reduce((sum, shift) => sum + shift.value, 0);
      expect(cls).toBeLessThanOrEqual(0.1);
    });
  }
});
