import { expect, type Browser, type Page } from '@playwright/test';

export const DEMO_ADMIN = { email: 'admin@ietochi.example', password: 'demo-admin-2026', name: '事務局 管理者' };

/** A separate browser context signed in to the admin back office, at the member list. */
export async function signInAdmin(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ locale: 'ja-JP' });
  const admin = await context.newPage();
  await admin.goto('/admin/login');
  await admin.getByLabel('メールアドレス').fill(DEMO_ADMIN.email);
  await admin.getByLabel('パスワード').fill(DEMO_ADMIN.password);
  await admin.getByRole('button', { name: 'ログイン' }).click();
  await expect(admin).toHaveURL(/\/admin\/user\/list/);
  return admin;
}
