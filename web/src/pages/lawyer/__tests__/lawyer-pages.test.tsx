import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, fakeApi, ok } from '../../../test-utils/fake-api';
import { renderApp, resetStores } from '../../../test-utils/render-app';

const LAWYER = {
  id: 3,
  email: 'shoshi@example.jp',
  name: '登記 一郎',
  name_kana: 'トウキ イチロウ',
  office_name: '登記事務所',
  registration_number: '長野 第123号',
  zipcode: '3800801',
  address: '長野県長野市箱清水1-2-3',
  tel: '026-123-4567',
  registered_at: '2024-04-01T00:00:00.000Z',
};

describe('lawyer pages', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    resetStores();
  });

  it('saves the profile and keeps server messages under their fields', async () => {
    const api = fakeApi({
      'GET /api/lawyer/me': ok(LAWYER),
      'PATCH /api/lawyer/update': fail(422, '入力内容に誤りがあります。', { registration_number: ['登録番号の形式が正しくありません。'] }),
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/lawyer/profile/edit', 'lawyer');
    expect(await screen.findByDisplayValue('長野 第123号')).toBeInTheDocument();
    expect(screen.getAllByText(/登記 一郎/).length).toBeGreaterThan(0);
    await user.click(screen.getByText('保存する').closest('button') as HTMLElement);

    expect(await screen.findByText('登録番号の形式が正しくありません。')).toBeInTheDocument();
    expect(api.find('PATCH', '/api/lawyer/update')[0]?.body).toEqual({
      name: '登記 一郎',
      name_kana: 'トウキ イチロウ',
      office_name: '登記事務所',
      registration_number: '長野 第123号',
      zipcode: '3800801',
      address: '長野県長野市箱清水1-2-3',
      tel: '026-123-4567',
    });
  });

  it('always reports the password mail as sent', async () => {
    const api = fakeApi({ 'POST /api/lawyer/forgot/input': fail(500, 'エラー') });
    const user = userEvent.setup({ delay: null });
    renderApp('/lawyer/forgot');
    await user.type(await screen.findByLabelText('メールアドレス'), 'unknown@example.jp');
    await user.click(screen.getByRole('button', { name: '再設定メールを送信する' }));
    expect(await screen.findByText('再設定のご案内をお送りしました')).toBeInTheDocument();
    expect(api.find('POST', '/api/lawyer/forgot/input')[0]?.body).toEqual({ email: 'unknown@example.jp' });
  });

  it('resets the password with the token from the link', async () => {
    const api = fakeApi({ 'POST /api/lawyer/password/reset': ok(null) });
    const user = userEvent.setup({ delay: null });
    renderApp('/lawyer/password/reset?token=reset-1');
    await user.type(await screen.findByLabelText('新しいパスワード'), 'new-password-1');
    await user.type(screen.getByLabelText('新しいパスワード（確認）'), 'new-password-1');
    await user.click(screen.getByRole('button', { name: 'パスワードを再設定する' }));
    expect(await screen.findByText('パスワードを再設定しました')).toBeInTheDocument();
    expect(api.find('POST', '/api/lawyer/password/reset')[0]?.body).toEqual({
      token: 'reset-1',
      password: 'new-password-1',
      password_confirmation: 'new-password-1',
    });
  });
});
