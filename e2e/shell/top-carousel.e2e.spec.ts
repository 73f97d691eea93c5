import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

test.describe('Top page slides', () => {
  test('on a phone, the slides out of view take no focus and every arrow and dot is a 24 px touch target', async ({ page }) => {
    // Still slides: autoplay would move the focus target while the test looks at it.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'おすすめ' });
    await expect(carousel.locator('[data-slide][aria-hidden="true"]').first()).toBeAttached();
    // The page has hydrated: the arrows answer.
    await carousel.getByRole('button', { name: '次のスライド' }).click();
    await carousel.getByRole('button', { name: '前のスライド' }).click();

    const hiddenLinks = carousel.locator('[data-slide][aria-hidden="true"] a');
    expect(await hiddenLinks.count()).toBeGreaterThan(0);
    const focusable = await hiddenLinks.evaluateAll((links) =>
      links.filter((link) => {
        (link as HTMLElement).focus();
        return document.activeElement === link;
      }).length,
    );
    expect(focusable).toBe(0);
    await expect(carousel.locator('[data-slide]:not([aria-hidden]) a').first()).toBeVisible();

    const buttons = carousel.getByRole('button');
    expect(await buttons.count()).toBeGreaterThan(2);
    for (const button of await buttons.all()) {
      const box = await button.boundingBox();
      expect(box, await button.evaluate((element) => element.outerHTML)).not.toBeNull();
      expect(Math.round(box!.width)).toBeGreaterThanOrEqual(24);
      expect(Math.round(box!.height)).toBeGreaterThanOrEqual(24);
    }

    const results = await new AxeBuilder({ page }).include('section[aria-label="おすすめ"]').withRules(['aria-hidden-focus', 'target-size']).analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});
