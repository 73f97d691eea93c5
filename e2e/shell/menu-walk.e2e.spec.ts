import { expect, test, type Browser, type Page } from '@playwright/test';
import { DEMO_ADMIN } from '../support/back-office';

const SELLER = { email: 'seller@ietochi.example', password: 'demo-seller-2026' };
const LAWYER = { email: 'lawyer@ietochi.example', password: 'demo-lawyer-2026' };

/** Where each role's menus are: the page it starts on, after signing in where it must. */
const ROLES: ReadonlyArray<{ role: string; start: string; signIn?: (page: Page) => Promise<void>; menus: string[] }> = [
  { role: 'guest', start: '/', menus: ['/help', '/contact', '/municipal', '/terms'] },
  { role: 'member', start: '/mypage', signIn: (page) => signIn(page, '/login', SELLER, /\/mypage/), menus: ['/mypage/favorite', '/mypage/profile/edit', '/help'] },
  { role: 'lawyer', start: '/lawyer/contract/list', signIn: (page) => signIn(page, '/lawyer/login', LAWYER, /\/lawyer\//), menus: ['/lawyer/user/list', '/lawyer/profile/edit', '/lawyer/logout'] },
  { role: 'admin', start: '/admin', signIn: (page) => signIn(page, '/admin/login', DEMO_ADMIN, /\/admin\//), menus: ['/admin', '/admin/user/list', '/admin/contract/list', '/admin/hashtag/list', '/admin/category/list', '/admin/logout'] },
];

async function signIn(page: Page, path: string, account: { email: string; password: string }, landed: RegExp): Promise<void> {
  await page.goto(path);
  await page.getByLabel('メールアドレス').fill(account.email);
  await page.getByLabel('パスワード').fill(account.password);
  await page.getByRole('button', { name: 'ログイン' }).click();
  // The sign-in page's own address is inside the area too: wait until it has been left.
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));
  await expect(page).toHaveURL(landed);
}

/**
 * Every link of the header, the footer and the menus (global, my page, admin, lawyer) on the page as
 * it is shown, read from the DOM so a link added to any of them is walked too.
 */
async function menuLinks(page: Page): Promise<string[]> {
  await expect(page.locator('header a[href]').first()).toBeVisible();
  await expect(page.locator('footer').first()).toBeVisible();
  await expect(page.locator('.ant-skeleton-active')).toHaveCount(0);
  const hrefs = await page.locator('header a[href], footer a[href], nav a[href], aside nav a[href]').evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).href));
  return [...new Set(hrefs)];
}

/** What is wrong with the page now on screen, if anything: the unknown page, a placeholder, or no content. */
async function problemWith(page: Page, status: number | undefined): Promise<string | null> {
  if (status !== undefined && status >= 400) return `answered ${status}`;
  const heading = page.locator('h1').first();
  try {
    await expect(heading).toBeVisible({ timeout: 15_000 });
  } catch {
    return 'shows no main heading';
  }
  // Content that is still loading is judged once it has arrived.
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton-active, [data-page-loading]')).toHaveCount(0, { timeout: 15_000 }).catch(() => undefined);
  if ((await page.getByText("Sorry, we couldn't find page").count()) > 0) return 'shows the unknown page';
  if ((await page.getByText(/準備中|Coming soon/i).count()) > 0) return 'shows a placeholder';
  const title = ((await heading.textContent()) ?? '').trim();
  if (title === '') return 'has an empty main heading';
  const text = ((await page.locator('main').first().textContent()) ?? '').trim();
  if (text.length <= title.length + 10) return `has no content under its heading 「${title}」`;
  return null;
}

async function walk(browser: Browser, role: (typeof ROLES)[number], baseURL: string): Promise<{ visited: string[]; problems: string[] }> {
  const page = await (await browser.newContext({ locale: 'ja-JP', viewport: { width: 1280, height: 900 } })).newPage();
  await role.signIn?.(page);
  await page.goto(role.start);
  const links = await menuLinks(page);
  const origin = new URL(baseURL).origin;
  const internal = links.filter((href) => new URL(href).origin === origin);
  const external = links.filter((href) => new URL(href).origin !== origin);
  const problems: string[] = [];
  for (const href of external) {
    if (!href.startsWith('https://')) problems.push(`${role.role}: external link ${href} is not https`);
  }
  // Signing out ends the walk's session: those links come last.
  const paths = internal.map((href) => new URL(href).pathname + new URL(href).search);
  const ordered = [...paths.filter((path) => !path.includes('logout')), ...paths.filter((path) => path.includes('logout'))];
  for (const path of ordered) {
    const response = await page.goto(path);
    const problem = await problemWith(page, response?.status());
    if (problem) problems.push(`${role.role}: ${path} ${problem}`);
  }
  await page.context().close();
  return { visited: ordered, problems };
}

test.describe('Menu walk', () => {
  for (const role of ROLES) {
    test(`every header, footer and menu link a ${role.role} sees leads to a page with content`, async ({ browser, baseURL }) => {
      test.setTimeout(240_000);
      const { visited, problems } = await walk(browser, role, baseURL as string);
      // The walk found the role's own menu, not only the shared header and footer.
      expect(visited).toEqual(expect.arrayContaining(role.menus));
      expect(problems).toEqual([]);
    });
  }
});
