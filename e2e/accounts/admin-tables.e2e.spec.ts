import { expect, test, type Page } from '@playwright/test';
import { DEMO_ADMIN } from '../support/back-office';
import { shot } from '../support/screenshots';

/** The laptop screen most of the office uses. */
const LAPTOP = { width: 1366, height: 768 };

test.use({ viewport: LAPTOP });

const LISTS = [
  { path: '/admin/user/list', heading: '会員一覧' },
  { path: '/admin/property/list', heading: '物件一覧' },
  { path: '/admin/lawyer/list', heading: '司法書士' },
  { path: '/admin/contact/list', heading: 'お問い合わせ' },
  { path: '/admin/news/list', heading: 'お知らせ' },
  { path: '/admin/contract/list', heading: '契約一覧' },
  { path: '/admin/fee-rates', heading: '税率の管理' },
  { path: '/admin/category/list', heading: 'カテゴリー（地目）' },
  { path: '/admin/hashtag/list', heading: 'ハッシュタグ' },
] as const;

/**
 * What keeps a column from being read on this screen, for every table on the page: the page
 * itself wider than the window; a header cut off; a column outside the table's visible box that its
 * own sideways scroll cannot bring into view clear of the fixed columns; and, in a table that does
 * scroll, a row whose name or actions scroll out of view with the rest.
 */
async function columnProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const root = document.scrollingElement ?? document.documentElement;
    if (root.scrollWidth > window.innerWidth) problems.push(`the page is ${root.scrollWidth}px wide in a ${window.innerWidth}px window`);
    const sticky = (cell: Element) => getComputedStyle(cell).position === 'sticky';
    document.querySelectorAll('.ant-table-wrapper').forEach((wrapper, tableIndex) => {
      const headers = (Array.from(wrapper.querySelectorAll('thead > tr:first-child > th')) as HTMLTableCellElement[]).filter((th) => th.textContent?.trim());
      if (headers.length === 0) return;
      const scroller = headers[0].closest('.ant-table-content, .ant-table-header') as HTMLElement | null;
      if (!scroller) return;
      const name = (th: Element) => `table ${tableIndex + 1} column 「${th.textContent?.trim()}」`;
      const box = scroller.getBoundingClientRect();
      const left = Math.max(box.left, 0);
      const right = Math.min(box.right, window.innerWidth);
      const scrolls = scroller.scrollWidth > scroller.clientWidth + 1;
      const fixedLeft = headers.filter((th) => sticky(th) && th.getBoundingClientRect().left < box.left + box.width / 2);
      const fixedRight = headers.filter((th) => sticky(th) && !fixedLeft.includes(th));
      const fixedLeftEdge = Math.max(left, ...fixedLeft.map((th) => th.getBoundingClientRect().right));
      const fixedRightEdge = Math.min(right, ...fixedRight.map((th) => th.getBoundingClientRect().left));
      if (scrolls && !sticky(headers[0])) problems.push(`${name(headers[0])} scrolls away while the table scrolls sideways`);
      for (const th of headers) {
        // Measured on the words themselves: a fixed column's shadow is drawn outside its cell.
        const words = document.createRange();
        words.selectNodeContents(th);
        const wordsBox = words.getBoundingClientRect();
        const cell = th.getBoundingClientRect();
        if (wordsBox.left < cell.left - 1 || wordsBox.right > cell.right + 1) problems.push(`${name(th)} has its header cut off`);
        const actions = th.textContent?.trim() === '操作';
        if (sticky(th) || (actions && !scrolls)) {
          const rect = th.getBoundingClientRect();
          if (rect.left < left - 1 || rect.right > right + 1) problems.push(`${name(th)} is outside the window (${Math.round(rect.left)}-${Math.round(rect.right)})`);
          continue;
        }
        if (actions) {
          problems.push(`${name(th)} scrolls away while the table scrolls sideways`);
          continue;
        }
        scroller.scrollLeft = Math.max(0, th.offsetLeft - (fixedLeftEdge - left));
        const rect = th.getBoundingClientRect();
        if (rect.left < fixedLeftEdge - 1 || rect.right > fixedRightEdge + 1) {
          problems.push(`${name(th)} cannot be brought into view (${Math.round(rect.left)}-${Math.round(rect.right)} in ${Math.round(fixedLeftEdge)}-${Math.round(fixedRightEdge)})`);
        }
        scroller.scrollLeft = 0;
      }
    });
    return problems;
  });
}

test.describe('Admin tables on a 1366 px laptop', () => {
  test('every admin list shows every column, in view or in its own sideways scroll, with the row\'s name and actions kept in view', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/admin/login');
    await page.getByLabel('メールアドレス').fill(DEMO_ADMIN.email);
    await page.getByLabel('パスワード').fill(DEMO_ADMIN.password);
    await page.getByRole('button', { name: 'ログイン' }).click();
    await expect(page).toHaveURL(/\/admin\/user\/list/);

    const found: Record<string, string[]> = {};
    for (const list of LISTS) {
      await page.goto(list.path);
      await expect(page.getByRole('heading', { level: 1, name: list.heading })).toBeVisible();
      await expect(page.locator('.ant-table-wrapper thead th').first()).toBeVisible();
      await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
      await shot(page, `admin-1366${list.path.replaceAll('/', '-')}`);
      found[list.path] = await columnProblems(page);
    }

    await page.goto('/admin/user/list');
    await expect(page.getByRole('link', { name: /の詳細$/ }).first()).toBeVisible();
    await page.getByRole('link', { name: /の詳細$/ }).first().click();
    await expect(page).toHaveURL(/\/admin\/user\/[^/]+$/);
    await expect(page.locator('.ant-table-wrapper thead th').first()).toBeVisible();
    await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
    await shot(page, 'admin-1366-user-detail');
    found['/admin/user/{id}'] = await columnProblems(page);

    expect(found).toEqual(Object.fromEntries(Object.keys(found).map((path) => [path, []])));
  });
});
