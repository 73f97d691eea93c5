import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';

/** Paths of the scripts the page requests from now on, as scripts or as module preloads. */
function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith('.js')) scripts.push(pathname);
  });
  return scripts;
}

const built = () => fs.readdirSync(path.join(__dirname, '..', '..', 'web', 'dist', 'assets'));

test.describe('What a public route loads', () => {
  test("a guest's search loads no search-history code", async ({ page }) => {
    const scripts = scriptsOf(page);
    await page.goto('/property/search');
    await expect(page.getByRole('heading', { level: 1, name: '物件を探す' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // The chunk exists under this name, so its absence from the requests means something.
    expect(built().some((file) => /^search-history-panel-.*\.js$/.test(file))).toBe(true);
    expect(scripts.filter((file) => file.includes('/property-search.page-')).length).toBeGreaterThan(0);
    expect(scripts.filter((file) => file.includes('/search-history-panel-'))).toEqual([]);
  });

  test('the search and list pages load no Ant Design, on a desktop or a phone, filters open or closed', async ({ page }) => {
    const scripts = scriptsOf(page);
    const antDesign = () => scripts.filter((file) => /\/(ant-design-root|vendor-antd)-/.test(file));
    expect(built().some((file) => /^ant-design-root-.*\.js$/.test(file))).toBe(true);
    await page.goto(`/property/search?key_word=${encodeURIComponent('家')}&page=1`);
    await expect(page.getByRole('search', { name: '検索条件' })).toBeVisible();
    // The conditions are in the server's page; the choice is the script's to read once it has run.
    await page.waitForLoadState('networkidle');
    await page.getByRole('search', { name: '検索条件' }).getByRole('combobox', { name: 'エリア' }).selectOption({ index: 1 });
    await page.getByRole('button', { name: /この条件で検索する/ }).click();
    await expect(page).toHaveURL(/area_id=\d+/);
    await page.goto('/list/kanto');
    await expect(page.getByRole('heading', { level: 1, name: '関東の物件' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/property/search');
    await page.getByRole('button', { name: /条件を変更する/ }).click();
    await expect(page.getByRole('dialog', { name: '検索条件' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(antDesign()).toEqual([]);
    expect(await page.locator('[class*="ant-"]').count()).toBe(0);
  });

  test("a listing's questions and answers come in their own chunk after the page's", async ({ page, request }) => {
    const top = await (await request.get('/api/top-page')).json();
    const listing = top.data.newest[0] as { id: string; name: string };
    const scripts = scriptsOf(page);
    // The section is in the server's page already; its code arrives after hydration.
    const questionsCode = page.waitForRequest((request) => new URL(request.url()).pathname.includes('/open-chat.container-'));
    await page.goto(`/property/detail/${listing.id}`);
    await expect(page.getByRole('heading', { level: 1, name: listing.name })).toBeVisible();
    await expect(page.getByRole('region', { name: '公開質問' })).toBeVisible();
    await questionsCode;
    expect(built().some((file) => /^open-chat\.container-.*\.js$/.test(file))).toBe(true);
    const pageCode = scripts.findIndex((file) => file.includes('/property-detail.page-'));
    const ownChunk = scripts.findIndex((file) => file.includes('/open-chat.container-'));
    expect(pageCode).toBeGreaterThanOrEqual(0);
    expect(ownChunk).toBeGreaterThan(pageCode);
  });

  test("a listing's own page is drawn without Ant Design, whose root comes after the page's code for the questions alone", async ({ page, request }) => {
    const top = await (await request.get('/api/top-page')).json();
    const listing = top.data.newest[0] as { id: string; name: string };
    const scripts = scriptsOf(page);
    const antDesignRoot = page.waitForRequest((request) => new URL(request.url()).pathname.includes('/ant-design-root-'));
    await page.goto(`/property/detail/${listing.id}`);
    await expect(page.getByRole('heading', { level: 1, name: listing.name })).toBeVisible();
    await antDesignRoot;
    await expect(page.getByRole('region', { name: '公開質問' })).toBeVisible();
    const pageCode = scripts.findIndex((file) => file.includes('/property-detail.page-'));
    expect(pageCode).toBeGreaterThanOrEqual(0);
    expect(scripts.findIndex((file) => file.includes('/ant-design-root-'))).toBeGreaterThan(pageCode);
    // Every element Ant Design drew is inside the root around the questions.
    const outside = await page.evaluate(() => {
      const questionsRoot = document.querySelector('section[aria-label="公開質問"]')?.closest('.ant-app');
      return Array.from(document.querySelectorAll('[class*="ant-"]')).filter((element) => !questionsRoot?.contains(element)).map((element) => element.getAttribute('class'));
    });
    expect(outside).toEqual([]);
  });
});
