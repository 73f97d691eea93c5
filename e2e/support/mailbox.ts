import { expect, type Page } from '@playwright/test';
import { shot } from './screenshots';

/** Opens the development mailbox at the newest mail to `to` (shown expanded) and follows its link. */
export async function followMailedLink(page: Page, to: string, subject: string, linkPath: RegExp, screenshot?: string) {
  await page.goto(`/dev/mailbox?to=${encodeURIComponent(to)}`);
  await expect(page.getByRole('button', { name: new RegExp(subject) }).first()).toHaveAttribute('aria-expanded', 'true');
  if (screenshot) await shot(page, screenshot);
  await page.getByRole('link', { name: linkPath }).first().click();
}
