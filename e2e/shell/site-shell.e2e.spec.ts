import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { SHOTS, shot } from '../support/screenshots';

test.describe('Site shell', () => {
  test('the top page shows the marketplace in Japanese, and loads no back-office code', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    await expect(page).toHaveTitle(/いえとち直売所/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('家と土地');
    await expect(page.getByRole('link', { name: 'ログイン' }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: '会員登録' }).first()).toBeVisible();
    // The region lists come from the masters API.
    await expect(page.getByRole('link', { name: '東京都' }).first()).toHaveAttribute('href', '/list/kanto/tokyo');
    await expect(page.getByRole('link', { name: '福岡県' }).first()).toHaveAttribute('href', '/list/kyushu/fukuoka');
    await expect(page.getByText(`© ${new Date().getFullYear()} いえとち直売所`)).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    // The area chunks exist under these names, so their absence from the requests means something.
    const built = fs.readdirSync(path.join(__dirname, '..', '..', 'web', 'dist', 'assets'));
    for (const area of ['admin', 'lawyer', 'member']) {
      expect(built.some((file) => file.startsWith(`${area}.area-`))).toBe(true);
    }
    expect(scripts.filter((file) => /(admin|lawyer|member)\.area/.test(file))).toEqual([]);
    // Nor any Ant Design: its root is a chunk of its own, fetched by the pages that use it.
    expect(built.some((file) => /^ant-design-root-.*\.js$/.test(file))).toBe(true);
    expect(scripts.filter((file) => /\/(ant-design-root|vendor-antd)-/.test(file))).toEqual([]);
    await shot(page, 'top-desktop');

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'マイページ', exact: true })).toHaveCount(0);
    await expect(page.getByRole('link', { name: '会員登録' }).first()).toBeVisible();
    await shot(page, 'top-mobile');
    // The menu's drawer is its own chunk, fetched on the first click rather than with the page.
    expect(built.some((file) => /^account-drawer-.*\.js$/.test(file))).toBe(true);
    expect(scripts.filter((file) => file.includes('/account-drawer-'))).toEqual([]);
    await page.getByRole('button', { name: 'メニューを開く' }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByRole('link', { name: '売却をお考えの方' })).toBeVisible();
    expect(scripts.filter((file) => file.includes('/account-drawer-'))).toHaveLength(1);
    // The menu is plain too: opening it loads no Ant Design either.
    expect(scripts.filter((file) => /\/(ant-design-root|vendor-antd)-/.test(file))).toEqual([]);
    // A real dialog: it takes the focus, Escape closes it and gives the focus back to the button.
    await expect(drawer.getByRole('button', { name: '閉じる' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(drawer).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'メニューを開く' })).toBeFocused();
    await expect(page.getByRole('button', { name: 'メニューを開く' })).toHaveAttribute('aria-expanded', 'false');
    await page.getByRole('button', { name: 'メニューを開く' }).click();
    await expect(drawer.getByRole('link', { name: '売却をお考えの方' })).toBeInViewport({ ratio: 1 });
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${SHOTS}/top-mobile-menu.png` });
  });

  test('a static page opens from the footer', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: '利用規約' }).click();
    await expect(page).toHaveURL(/\/terms$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('利用規約');
    await expect(page.getByText('第1条')).toBeVisible();
    await expect(page).toHaveTitle(/利用規約 \| いえとち直売所/);
    await shot(page, 'terms');
  });

  test('an unknown page says so in English and Japanese and leads home', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByText("Sorry, we couldn't find page")).toBeVisible();
    await expect(page.getByText('申し訳ありません。指定頂いたページは存在しません。')).toBeVisible();
    await shot(page, 'unknown-page');
    await page.getByRole('link', { name: /トップページへ戻る/ }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('家と土地');
  });

  test('a guest on a back-office page is sent to its sign-in, without the area code', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/admin/user/list');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole('heading', { name: '管理者ログイン' })).toBeVisible();
    await expect(page.getByText(`Copyright © ${new Date().getFullYear()} いえとち直売所 All Rights Reserved.`)).toBeVisible();
    // The guard answers before the area's code is fetched.
    expect(scripts.filter((file) => /admin\.area/.test(file))).toEqual([]);
    await shot(page, 'admin-login');

    await page.goto('/lawyer/contract/list');
    await expect(page).toHaveURL(/\/lawyer\/login$/);
    await expect(page.getByRole('heading', { name: '司法書士ログイン' })).toBeVisible();
  });

  test('the header search goes to property search with the keyword and area', async ({ page }) => {
    await page.goto('/terms');
    const search = page.getByRole('banner').getByRole('search').first();
    await search.getByRole('textbox').fill('古民家');
    await search.getByRole('combobox', { name: 'エリア' }).selectOption({ label: '中部' });
    await search.getByRole('combobox', { name: '都道府県' }).selectOption({ label: '長野県' });
    await search.getByRole('button', { name: /検索/ }).click();
    await expect(page).toHaveURL(/\/property\/search\?key_word=%E5%8F%A4%E6%B0%91%E5%AE%B6&area_id=\d+&prefecture_id=20$/);
  });

  test('help and the recommended-environment page use their layouts', async ({ page }) => {
    await page.goto('/help');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('よくある質問');
    // The questions are native disclosure elements: they open at once, before the page's script has run.
    await page.getByText('売買にかかる税金や費用には何がありますか？').click();
    await expect(page.getByText(/固定資産税評価額をもとに計算します/)).toBeVisible();
    await shot(page, 'help');

    await page.goto('/browser');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('推奨環境');
    await expect(page.getByRole('contentinfo').getByRole('link')).toHaveCount(3);
    await shot(page, 'browser');
  });
});
