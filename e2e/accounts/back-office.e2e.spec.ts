import { expect, test } from '@playwright/test';
import { DEMO_ADMIN, signInAdmin } from '../support/back-office';
import { followMailedLink } from '../support/mailbox';
import { signUpMember } from '../support/members';
import { shot } from '../support/screenshots';

const SELLER_NICKNAME = '里山の家の売主';

test.describe('Back office', () => {
  test('an admin acts as a member, cannot touch the sign-in details, returns to the member list, and the history shows it', async ({ browser }) => {
    const admin = await signInAdmin(browser);
    await admin.getByLabel('ニックネーム').fill(SELLER_NICKNAME);
    await admin.getByRole('button', { name: /検索/ }).click();
    await expect(admin.getByRole('cell', { name: `${SELLER_NICKNAME} 本人確認済み`, exact: true })).toBeVisible();
    await admin.getByRole('button', { name: /代理ログイン/ }).first().click();
    await admin.locator('.ant-popconfirm').getByRole('button', { name: '代理ログインする' }).click();

    await expect(admin).toHaveURL(/\/mypage$/);
    await expect(admin.getByText(`${SELLER_NICKNAME}`).first()).toBeVisible();
    const back = admin.getByRole('button', { name: /代理ログインを終了/ });
    await expect(back).toBeVisible();
    await shot(admin, 'impersonation-mypage');

    await admin.goto('/mypage/profile/edit');
    await expect(admin.getByText('メールアドレス・パスワードの変更と退会はできません')).toBeVisible();
    await expect(admin.getByRole('button', { name: '退会する' })).toHaveCount(0);
    await shot(admin, 'impersonation-profile-edit');

    await admin.getByRole('button', { name: /代理ログインを終了/ }).click();
    await expect(admin).toHaveURL(/\/admin\/user\/list/);
    await expect(admin.getByRole('button', { name: /代理ログインを終了/ })).toHaveCount(0);
    await expect(admin.getByText(`${DEMO_ADMIN.name} 様`)).toBeVisible();

    await admin.getByLabel('ニックネーム').fill(SELLER_NICKNAME);
    await admin.getByRole('button', { name: /検索/ }).click();
    await admin.getByRole('link', { name: '詳細' }).first().click();
    const started = admin.getByRole('row', { name: /管理者による代理ログイン/ }).first();
    await expect(started).toContainText(`${DEMO_ADMIN.name}（管理者）`);
    await expect(started).toContainText(`代理: ${SELLER_NICKNAME}（会員）`);
    await expect(admin.getByRole('row', { name: /代理ログインの終了（管理者が終了）/ }).first()).toBeVisible();
    await shot(admin, 'impersonation-history');
    await admin.context().close();
  });

  test('an admin invites a lawyer, who registers from the mailed link and keeps a profile', async ({ browser, page }) => {
    const email = `shihoshoshi.${Date.now().toString(36)}@example.jp`;
    const admin = await signInAdmin(browser);
    await admin.goto('/admin/lawyer/list');
    await admin.getByLabel('招待するメールアドレス').fill(email);
    await admin.getByRole('button', { name: /招待メールを送る/ }).click();
    await expect(admin.getByText(`${email} に招待メールを送信しました。`)).toBeVisible();
    await shot(admin, 'lawyer-invited');

    await followMailedLink(page, email, '司法書士アカウント登録のご案内', /\/lawyer\/register/);
    await expect(page.getByRole('heading', { name: '司法書士アカウントの登録' })).toBeVisible();
    await page.getByLabel('氏名').fill('登記 一郎');
    await page.getByLabel('事務所名').fill('登記司法書士事務所');
    await page.getByLabel('パスワード', { exact: true }).fill('tokki-jimusho-2026');
    await page.getByLabel('パスワード（確認）').fill('tokki-jimusho-2026');
    await shot(page, 'lawyer-register');
    await page.getByRole('button', { name: /登録/ }).click();

    await expect(page).toHaveURL(/\/lawyer\/profile\/edit/);
    await page.getByLabel('登録番号').fill('12345');
    await page.getByRole('button', { name: /保存/ }).click();
    await expect(page.getByText('プロフィールを保存しました。')).toBeVisible();
    await shot(page, 'lawyer-profile');

    await admin.reload();
    const row = admin.getByRole('row', { name: new RegExp(email.replace(/\./g, '\\.')) });
    await expect(row).toContainText('登記司法書士事務所');
    await expect(row).toContainText(email);
    await admin.context().close();

    await page.goto('/lawyer/logout');
    await expect(page.getByText('ログアウトしました')).toBeVisible();
    await page.goto('/lawyer/profile/edit');
    await expect(page).toHaveURL(/\/lawyer\/login/);
  });

  test('a member who forgot the password sets a new one from the mailed link and signs in with it', async ({ page, request }) => {
    const email = `wasureta.${Date.now().toString(36)}@example.jp`;
    const oldPassword = 'mukashi-no-aikotoba';
    const newPassword = 'atarashii-aikotoba-2026';
    await signUpMember(request, email, oldPassword, 'わすれんぼう');
    await page.goto('/forgot');
    await page.getByLabel('ご登録のメールアドレス').fill(email);
    await page.getByRole('button', { name: /送信/ }).click();
    await expect(page.getByText('メールを送信しました')).toBeVisible();

    await followMailedLink(page, email, 'パスワード再設定のご案内', /\/password\/reset/);
    await page.getByLabel('新しいパスワード', { exact: true }).fill(newPassword);
    await page.getByLabel('新しいパスワード（確認）').fill(newPassword);
    await page.getByRole('button', { name: /再設定|変更/ }).click();
    await expect(page.getByText('パスワードを再設定しました')).toBeVisible();
    await shot(page, 'password-reset-done');

    await page.goto('/login');
    await page.getByLabel('メールアドレス').fill(email);
    await page.getByLabel('パスワード').fill(oldPassword);
    await page.getByRole('button', { name: 'ログイン' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await page.getByLabel('パスワード').fill(newPassword);
    await page.getByRole('button', { name: 'ログイン' }).click();
    await expect(page).toHaveURL(/\/mypage/);
  });
});
