import { expect, test } from '@playwright/test';
import { signInAdmin } from '../support/back-office';
import { followMailedLink } from '../support/mailbox';
import { shot } from '../support/screenshots';

/** A 1×1 PNG standing in for a photo of a driving licence. */
const LICENCE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const stamp = Date.now().toString(36);
const email = `newcomer.${stamp}@example.jp`;
const nickname = `里山さがし${stamp.slice(-4)}`;
const password = 'inaka-no-ie-2026';

test.describe('Accounts', () => {
  test('a newcomer signs up from the mailed link, fills in the profile and submits an identity document; an admin approves it and the badge shows', async ({ page, browser }) => {
    await page.goto('/signup');
    await page.getByLabel('メールアドレス').fill(email);
    await page.getByRole('button', { name: /送信/ }).click();
    await expect(page.getByText(`${email} 宛てに会員登録用のリンクをお送りしました。`)).toBeVisible();
    await shot(page, 'signup-mail-sent');

    await followMailedLink(page, email, '会員登録のご案内', /\/signup\?token=/, 'dev-mailbox');
    await expect(page).toHaveURL(/\/signup\?token=/);
    await page.getByLabel('ニックネーム').fill(nickname);
    await page.getByLabel('パスワード', { exact: true }).fill(password);
    await page.getByLabel('パスワード（確認）').fill(password);
    await page.getByLabel('売却を検討している').check();
    await shot(page, 'signup-form');
    await page.getByRole('button', { name: /登録/ }).click();
    await expect(page.getByText('ご登録ありがとうございます。')).toBeVisible();
    await shot(page, 'signup-done');

    await page.goto('/mypage/todo/list');
    await expect(page.getByText('会員情報を登録してください')).toBeVisible();
    await expect(page.getByText('本人確認書類を提出してください')).toBeVisible();
    await shot(page, 'todo-list-new-member');

    await page.goto('/mypage/profile/edit');
    await page.getByLabel('姓', { exact: true }).fill('山田');
    await page.getByLabel('名', { exact: true }).fill('花子');
    await page.getByLabel('セイ（フリガナ）').fill('ヤマダ');
    await page.getByLabel('メイ（フリガナ）').fill('ハナコ');
    await page.locator('#profile_zipcode').fill('3890111');
    await page.getByRole('button', { name: /住所を検索/ }).click();
    await expect(page.getByLabel('市区町村')).not.toHaveValue('');
    await page.getByLabel('町域・番地').fill('長倉1-2-3');
    await page.getByLabel('電話番号（携帯）（市外局番）').fill('090');
    await page.getByLabel('電話番号（携帯）（市内局番）').fill('1234');
    await page.getByLabel('電話番号（携帯）（加入者番号）').fill('5678');
    await page.getByRole('button', { name: '会員情報を保存する' }).click();
    await expect(page.getByText('会員情報を保存しました。')).toBeVisible();
    await shot(page, 'profile-edit-saved');

    await page.goto('/mypage/profile/edit/honnin');
    await page.locator('input[type=file]').setInputFiles({ name: 'licence.png', mimeType: 'image/png', buffer: LICENCE_PNG });
    await page.getByRole('button', { name: /提出/ }).click();
    await expect(page.getByText('確認待ち').first()).toBeVisible();
    await shot(page, 'identification-pending');

    await page.goto('/mypage/todo/list');
    await expect(page.getByText('本人確認書類を確認しています')).toBeVisible();
    await expect(page.getByText('会員情報を登録してください')).toHaveCount(0);

    const admin = await signInAdmin(browser);
    await admin.getByLabel('ニックネーム').fill(nickname);
    await admin.getByRole('button', { name: /検索/ }).click();
    await expect(admin.getByRole('cell', { name: nickname, exact: true })).toBeVisible();
    await shot(admin, 'admin-user-list');
    await admin.getByRole('link', { name: '詳細' }).first().click();
    await expect(admin.getByRole('img', { name: /本人確認書類/ }).first()).toBeVisible();
    await shot(admin, 'admin-user-detail');
    await admin.getByRole('button', { name: '承認する' }).click();
    await admin.locator('.ant-popconfirm').getByRole('button', { name: '承認する' }).click();
    await expect(admin.getByText('本人確認を承認しました。')).toBeVisible();
    await expect(admin.getByText('本人確認の承認')).toBeVisible();
    await shot(admin, 'admin-user-approved');
    await admin.context().close();

    await page.goto('/mypage');
    await expect(page.getByLabel('本人確認済み').first()).toBeVisible();
    await shot(page, 'mypage-verified');
    await page.goto('/mypage/todo/list');
    await expect(page.getByText('本人確認書類を確認しています')).toHaveCount(0);
    await expect(page.getByText('やることはありません').or(page.getByText('未対応のやることはありません'))).toBeVisible();
  });
});
