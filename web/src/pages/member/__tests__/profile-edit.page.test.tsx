import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '../../../features/session/stores/session.store';
import { COUNTERS, aMe, aProfile } from '../../../test-utils/member-fixtures';
import { fail, mockApi, ok } from '../../../test-utils/mock-api';
import { renderApp } from '../../../test-utils/render-app';

const COMMON = {
  'GET /api/todolist-news-unread': () => ok(COUNTERS),
  'GET /api/mypage/user-info/5': () => ok(aProfile()),
  'GET /api/master/prefectures': () => ok([{ id: 20, name: '長野県', cities: [{ code: '20202', name: '松本市' }] }]),
  'GET /api/master/hobby/list': () => ok([{ id: 1, name: '家庭菜園', image_no: 1 }]),
  'GET /api/master/regions': () => ok([]),
};

describe('Profile edit page', () => {
  beforeEach(() => useSessionStore.setState({ strategy: 'member', token: 'member-token' }));
  afterEach(() => {
    vi.unstubAllGlobals();
    useSessionStore.setState({ strategy: 'guest', token: null });
  });

  it('offers e-mail, password and withdrawal to the member in person', async () => {
    mockApi({ ...COMMON, 'GET /api/me': () => ok(aMe()) });
    renderApp('/mypage/profile/edit');
    expect(await screen.findByText('メールアドレスの変更')).toBeInTheDocument();
    expect(screen.getByText('パスワードの変更')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '退会する' })).toBeInTheDocument();
  });

  it('tells a verified member that changing what the documents vouch for sends the verification back to review', async () => {
    mockApi({ ...COMMON, 'GET /api/me': () => ok(aMe()), 'GET /api/mypage/user-info/5': () => ok(aProfile({ identification_verify_status: 3 })) });
    renderApp('/mypage/profile/edit');
    expect(await screen.findByText(/氏名・会社名・住所・生まれ年を変更すると/)).toHaveTextContent('本人確認は「確認待ち」に戻ります');
  });

  it('says nothing of it to a member not verified', async () => {
    mockApi({ ...COMMON, 'GET /api/me': () => ok(aMe()), 'GET /api/mypage/user-info/5': () => ok(aProfile({ identification_verify_status: 1 })) });
    renderApp('/mypage/profile/edit');
    expect(await screen.findByLabelText('セイ（フリガナ）')).toBeInTheDocument();
    expect(screen.queryByText(/氏名・会社名・住所・生まれ年を変更すると/)).toBeNull();
  });

  it('hides them while an admin acts on behalf of the member', async () => {
    mockApi({ ...COMMON, 'GET /api/me': () => ok(aMe({ impersonator: { id: '00000000-0000-4000-8000-000000000001', name: '運営 一郎' } })) });
    renderApp('/mypage/profile/edit');
    expect(await screen.findByText('メールアドレス・パスワードの変更と退会はできません')).toBeInTheDocument();
    expect(screen.getByText(/管理者（運営 一郎）が会員に代わって操作している/)).toBeInTheDocument();
    expect(await screen.findByLabelText('セイ（フリガナ）')).toBeInTheDocument();
    expect(screen.queryByText('メールアドレスの変更')).not.toBeInTheDocument();
    expect(screen.queryByText('パスワードの変更')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '退会する' })).not.toBeInTheDocument();
  });

  it('saves the profile, says so and asks for the counters again', async () => {
    const api = mockApi({
      ...COMMON,
      'GET /api/me': () => ok(aMe()),
      'PATCH /api/mypage/user/update-basic/5': () => ok(aProfile({ tel_home: '0263-12-3456' })),
    });
    renderApp('/mypage/profile/edit');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('電話番号（自宅）（市外局番）'), '0263');
    await user.type(screen.getByLabelText('電話番号（自宅）（市内局番）'), '12');
    await user.type(screen.getByLabelText('電話番号（自宅）（加入者番号）'), '3456');
    await waitFor(() => expect(api.callsTo('GET', '/api/todolist-news-unread').length).toBeGreaterThan(0));
    const countersBefore = api.callsTo('GET', '/api/todolist-news-unread').length;
    await user.click(screen.getByRole('button', { name: '会員情報を保存する' }));

    expect(await screen.findByText('会員情報を保存しました。')).toBeInTheDocument();
    expect(api.callsTo('PATCH', '/api/mypage/user/update-basic/5')[0]?.body).toMatchObject({
      tel_home: '0263-12-3456',
      name_last_kana: 'サトウ',
    });
    await waitFor(() => expect(api.callsTo('GET', '/api/todolist-news-unread').length).toBeGreaterThan(countersBefore));
  });

  it('puts the server messages under the fields when the save is refused', async () => {
    mockApi({
      ...COMMON,
      'GET /api/me': () => ok(aMe()),
      'PATCH /api/mypage/user/update-basic/5': () =>
        fail(422, '入力内容に誤りがあります。確認してください', {
          errors: { name_last_kana: ['セイはカタカナで入力してください。'] },
        }),
    });
    renderApp('/mypage/profile/edit');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '会員情報を保存する' }));
    const message = await screen.findByText('セイはカタカナで入力してください。');
    expect(within(message.closest('.ant-form-item') as HTMLElement).getByLabelText('セイ（フリガナ）')).toBeInTheDocument();
  });

  it('withdraws after the confirmation, signs out and goes home', async () => {
    const api = mockApi({ ...COMMON, 'GET /api/me': () => ok(aMe()), 'POST /api/withdraw': () => ok(null) });
    const { router } = renderApp('/mypage/profile/edit');
    const user = userEvent.setup();
    const withdrawCard = (await screen.findByRole('button', { name: '退会する' })).closest('.ant-card') as HTMLElement;
    await user.type(within(withdrawCard).getByLabelText('退会の理由（任意）'), '引っ越しのため');
    await user.type(within(withdrawCard).getByLabelText('現在のパスワード'), 'password123');
    await user.click(within(withdrawCard).getByRole('button', { name: '退会する' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('本当に退会しますか？')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '退会する' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(api.callsTo('POST', '/api/withdraw')[0]?.body).toEqual({ password: 'password123', reason: '引っ越しのため' });
    await waitFor(() => expect(useSessionStore.getState()).toMatchObject({ strategy: 'guest', token: null }));
    expect(router.state.location.pathname).toBe('/');
    expect(await screen.findByText('退会の手続きが完了しました。これまでのご利用ありがとうございました。')).toBeInTheDocument();
  });

  it('keeps the session going with the token of a password change', async () => {
    mockApi({
      ...COMMON,
      'GET /api/me': () => ok(aMe()),
      'POST /api/password/change': () => ok({ access_token: 'after-change', token_type: 'Bearer', expires_in: 900, role: 'member' }),
    });
    renderApp('/mypage/profile/edit');
    const user = userEvent.setup();
    const card = (await screen.findByText('パスワードの変更')).closest('.ant-card') as HTMLElement;
    await user.type(within(card).getByLabelText('現在のパスワード'), 'old-password');
    await user.type(within(card).getByLabelText('新しいパスワード'), 'new-password');
    await user.type(within(card).getByLabelText('新しいパスワード（確認）'), 'new-password');
    await user.click(within(card).getByRole('button', { name: 'パスワードを変更する' }));
    expect(await screen.findByText('パスワードを変更しました。')).toBeInTheDocument();
    expect(useSessionStore.getState()).toMatchObject({ strategy: 'member', token: 'after-change' });
  });

  it('offers the switch for mail about new messages, showing the saved setting', async () => {
    mockApi({ ...COMMON, 'GET /api/me': () => ok(aMe()), 'GET /api/mypage/notification-settings': () => ok({ message_mail: false }) });
    renderApp('/mypage/profile/edit');
    const control = await screen.findByRole('switch', { name: '新しいメッセージのメール通知' });
    await waitFor(() => expect(control).toBeEnabled());
    expect(control).not.toBeChecked();
  });
});
