import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, fakeApi, ok } from '../../../test-utils/fake-api';
import { renderApp, resetStores } from '../../../test-utils/render-app';

import type { AdminUser, HistoryEntry } from '../../../features/users-admin/api/users-admin.api';

const MEMBER_ID = '0db7b66d-b7a8-4249-9702-e19624bd7fc3';
const ADMIN_ID = '00000000-0000-4000-8000-000000000001';
const USER: AdminUser = {
  id: MEMBER_ID,
  nickname: 'はなこ',
  email: 'hanako@example.jp',
  name_last: '山田',
  name_first: '花子',
  name_last_kana: 'ヤマダ',
  name_first_kana: 'ハナコ',
  zipcode: '3800801',
  prefecture_id: 20,
  city: '長野市',
  block: '箱清水1-2-3',
  building_name: null,
  sex_id: 2,
  birth_year: 1980,
  company_name: null,
  hobby_ids: [2],
  class: 1,
  corporate_number: null,
  homebuilder_number: null,
  tel_home: null,
  tel_mobile: '090-1234-5678',
  identification_verify_status: 2,
  identification_reject_reason: null,
  registered_at: '2024-04-01T00:30:00.000Z',
  status: 'active',
  documents: [
    { id: 'doc-1', content_type: 'image/png', size: 204800, uploaded_at: '2024-04-02T01:00:00.000Z' },
    { id: 'doc-2', content_type: 'application/pdf', size: 3145728, uploaded_at: '2024-04-02T01:01:00.000Z' },
  ],
};

const HISTORY: HistoryEntry[] = [
  {
    position: 10,
    type: 'MemberSignedUp',
    label: '会員登録',
    recorded_at: '2024-04-01T00:30:00.000Z',
    actor: { id: MEMBER_ID, role: 'member', name: 'はなこ' },
    on_behalf_of: null,
    acted_for_note: null,
  },
  {
    position: 12,
    type: 'ProfileUpdated',
    label: 'プロフィール更新',
    recorded_at: '2024-04-03T02:00:00.000Z',
    actor: { id: ADMIN_ID, role: 'admin', name: '管理 太郎' },
    on_behalf_of: { id: MEMBER_ID, role: 'member', name: 'はなこ' },
    acted_for_note: '管理者 管理 太郎 が代理で操作',
  },
];

function detailApi(overrides: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    'GET /api/admin/me': ok({ id: ADMIN_ID, name: '管理 太郎', email: 'admin@example.jp' }),
    'GET /api/master/prefectures': ok([{ id: 20, prefecture_id: 20, name: '長野県', name_en: 'nagano', area_id: 5, cities: [] }]),
    'GET /api/master/hobby/list': ok([
      { id: 1, name: '釣り', image_no: 1 },
      { id: 2, name: '家庭菜園', image_no: 2 },
    ]),
    [`GET /api/admin/user-info/${MEMBER_ID}`]: ok(USER),
    [`GET /api/admin/user/${MEMBER_ID}/history`]: ok(HISTORY),
    [`GET /api/admin/user/${MEMBER_ID}/identification/doc-1`]: () => ({ blob: new Blob(['png'], { type: 'image/png' }) }),
    [`GET /api/admin/user/${MEMBER_ID}/identification/doc-2`]: () => ({ blob: new Blob(['%PDF'], { type: 'application/pdf' }) }),
    [`PATCH /api/admin/user/identification/confirm/${MEMBER_ID}`]: ok({ identification_verify_status: 3 }),
    [`PATCH /api/admin/reject/identification/${MEMBER_ID}`]: ok({ identification_verify_status: 4 }),
    ...overrides,
  });
}

describe('admin member detail', () => {
  let urls = 0;
  beforeEach(() => {
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => `blob:document-${++urls}`), revokeObjectURL: vi.fn() }));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    resetStores();
  });

  it('shows the profile with the prefecture and hobby names', async () => {
    detailApi();
    renderApp(`/admin/user/${MEMBER_ID}`, 'admin');
    expect(await screen.findByRole('heading', { name: '会員詳細：はなこ' })).toBeInTheDocument();
    expect(await screen.findByText('〒380-0801 長野県 長野市 箱清水1-2-3')).toBeInTheDocument();
    expect(await screen.findByText('家庭菜園')).toBeInTheDocument();
    expect(screen.getByText('女性')).toBeInTheDocument();
  });

  it('fetches each document with the bearer token and shows images inline and PDFs embedded', async () => {
    const api = detailApi();
    renderApp(`/admin/user/${MEMBER_ID}`, 'admin');
    const image = await screen.findByRole('img', { name: '本人確認書類1' });
    expect(image.getAttribute('src')).toMatch(/^blob:document-/);
    const pdfLink = await screen.findByText(/本人確認書類2を新しいタブで開く/);
    expect(pdfLink.closest('a')?.getAttribute('href')).toMatch(/^blob:document-/);
    for (const id of ['doc-1', 'doc-2']) {
      expect(api.find('GET', `/api/admin/user/${MEMBER_ID}/identification/${id}`)[0]?.headers.get('Authorization')).toBe('Bearer admin-token');
    }
  });

  it('will not send back the documents without a reason', async () => {
    const api = detailApi();
    const user = userEvent.setup({ delay: null });
    renderApp(`/admin/user/${MEMBER_ID}`, 'admin');
    await user.click(await screen.findByRole('button', { name: /差し戻す/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: '差し戻す' }));
    expect(await within(dialog).findByText('差し戻しの理由を入力してください。')).toBeInTheDocument();
    expect(api.find('PATCH', `/api/admin/reject/identification/${MEMBER_ID}`)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('差し戻しの理由'), '書類の文字が読み取れません。');
    await user.click(within(dialog).getByRole('button', { name: '差し戻す' }));
    await vi.waitFor(() => expect(api.find('PATCH', `/api/admin/reject/identification/${MEMBER_ID}`)).toHaveLength(1));
    expect(api.find('PATCH', `/api/admin/reject/identification/${MEMBER_ID}`)[0]?.body).toEqual({ reason: '書類の文字が読み取れません。' });
    expect(await screen.findByText('本人確認書類を差し戻しました。')).toBeInTheDocument();
  });

  it('approves the identification after a confirmation', async () => {
    const api = detailApi();
    const user = userEvent.setup({ delay: null });
    renderApp(`/admin/user/${MEMBER_ID}`, 'admin');
    await user.click(await screen.findByRole('button', { name: /承認する/ }));
    const popup = (await screen.findByText('この会員の本人確認を「確認済み」にします。よろしいですか？')).closest(
      '.ant-popover',
    ) as HTMLElement;
    await user.click(within(popup).getByText('承認する').closest('button') as HTMLElement);
    await vi.waitFor(() => expect(api.find('PATCH', `/api/admin/user/identification/confirm/${MEMBER_ID}`)).toHaveLength(1));
    expect(await screen.findByText('本人確認を承認しました。')).toBeInTheDocument();
  });

  it('shows the account history newest first, with who acted and for whom', async () => {
    detailApi();
    renderApp(`/admin/user/${MEMBER_ID}`, 'admin');
    const latest = (await screen.findByText('プロフィール更新')).closest('tr') as HTMLElement;
    expect(within(latest).getByText('管理 太郎（管理者）')).toBeInTheDocument();
    expect(within(latest).getByText('代理: はなこ（会員）')).toBeInTheDocument();
    const rows = latest.parentElement?.querySelectorAll('tr:not([aria-hidden])') ?? [];
    expect(rows[0]).toBe(latest);
    const first = screen.getByText('会員登録').closest('tr') as HTMLElement;
    expect(within(first).getByText('はなこ（会員）')).toBeInTheDocument();
  });

  it('keeps the server messages under the fields when saving fails', async () => {
    const api = detailApi({
      [`PATCH /api/admin/user/update-basic/${MEMBER_ID}`]: fail(422, '入力内容に誤りがあります。', {
        nickname: ['このニックネームは既に使われています。'],
      }),
    });
    const user = userEvent.setup({ delay: null });
    renderApp(`/admin/user/${MEMBER_ID}`, 'admin');
    await user.click(await screen.findByRole('button', { name: /編集する/ }));
    const form = await screen.findByRole('form', { name: '会員情報の編集' });
    await user.click(within(form).getByRole('button', { name: '保存する' }));
    expect(await within(form).findByText('このニックネームは既に使われています。')).toBeInTheDocument();
    const sent = api.find('PATCH', `/api/admin/user/update-basic/${MEMBER_ID}`)[0]?.body as Record<string, unknown>;
    expect(sent).toMatchObject({ nickname: 'はなこ', prefecture_id: 20, tel_mobile: '090-1234-5678', hobby_ids: [2], class: 1 });
    expect(sent).not.toHaveProperty('email');
  });

  it('lists the member’s deals in a read-only 取引 section', async () => {
    detailApi({
      [`GET /api/admin/user/${MEMBER_ID}/deals`]: ok([
        {
          id: '7c4f1a2b-0000-5000-8000-000000000003',
          property_id: 'p-1',
          role: 'buyer',
          partner_id: 'p',
          partner_nickname: 'みどり農園',
          property_name: '里山の古民家と畑',
          property_price: 3_800_000,
          property_thumb_image: null,
          status_id: 1,
          status_name: '問い合わせ中',
          midoku_count: 0,
          partner_read_up_to: 0,
          pinned_at: null,
          last_activity_at: '2026-11-20T01:00:00.000Z',
          last_message_preview: null,
        },
      ]),
    });
    renderApp(`/admin/user/${MEMBER_ID}`, 'admin');
    expect(await screen.findByRole('link', { name: '里山の古民家と畑' })).toBeInTheDocument();
    expect(screen.getByText('取引')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '里山の古民家と畑の取引を閲覧' })).toBeInTheDocument();
  });

  it('shows the member timeline with what changed, a link to replay the account, and its downloads', async () => {
    detailApi({
      [`GET /api/audit/timeline/member/${MEMBER_ID}`]: ok({
        kind: 'member',
        id: MEMBER_ID,
        title: '会員の経過',
        entries: [
          {
            position: 1,
            stream_id: `account-${MEMBER_ID}`,
            stream_label: '会員アカウント',
            type: 'MemberRegistered',
            label: '会員登録がありました',
            recorded_at: '2024-04-01T00:00:00.000Z',
            recorded_at_jst: '2024/04/01 09:00:00',
            actor: { id: MEMBER_ID, role: 'member', role_name: '会員', name: 'はなこ' },
            on_behalf_of: null,
            on_behalf_note: null,
            changes: [{ field: 'nickname', label: 'ニックネーム', before: null, after: 'はなこ' }],
            changes_text: 'ニックネーム: （なし） → はなこ',
          },
        ],
      }),
    });
    renderApp(`/admin/user/${MEMBER_ID}`, 'admin');
    const row = (await screen.findByText('会員登録がありました')).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('2024/04/01 09:00:00');
    expect(row).toHaveTextContent('はなこ（会員）');
    expect(row).toHaveTextContent('ニックネーム: （なし） → はなこ');
    expect(screen.getByRole('link', { name: 'アカウントの時点を再現する' })).toHaveAttribute('href', `/admin/audit?stream=account-${MEMBER_ID}`);
    expect(screen.getByRole('button', { name: /CSVでダウンロード/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /PDFでダウンロード/ })).toBeInTheDocument();
  });
});
