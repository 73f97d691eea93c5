import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '../../../features/session/stores/session.store';
import { COUNTERS, aMe } from '../../../test-utils/member-fixtures';
import { fail, mockApi, ok } from '../../../test-utils/mock-api';
import type { ApiCall } from '../../../test-utils/mock-api';
import { PROPERTY_MASTERS, aProperty } from '../../../test-utils/property-fixtures';
import { renderApp } from '../../../test-utils/render-app';

const COMMON = {
  'GET /api/me': () => ok(aMe()),
  'GET /api/todolist-news-unread': () => ok(COUNTERS),
  'GET /api/master/prefectures': () => ok(PROPERTY_MASTERS.prefectures),
  'GET /api/master/grounds': () => ok(PROPERTY_MASTERS.grounds),
  'GET /api/master/hash-tag-list': () => ok(PROPERTY_MASTERS.hashtags),
  'GET /api/master/yes-no-chart/list': () => ok(PROPERTY_MASTERS.questions),
};

describe('Property edit page', () => {
  beforeEach(() => useSessionStore.setState({ strategy: 'member', token: 'member-token' }));
  afterEach(() => {
    vi.unstubAllGlobals();
    useSessionStore.setState({ strategy: 'guest', token: null });
  });

  it('saves one group of a listed property without touching the registration step', async () => {
    const api = mockApi({
      ...COMMON,
      'GET /api/property/edit/p7': () => ok(aProperty({ status_id: 2, status: '掲載中', registration_step: 5, floor_plan: '4DK' })),
      'POST /api/property/edit/p7': (call: ApiCall) => ok(aProperty({ status_id: 2, status: '掲載中', ...(call.body as object) })),
    });
    renderApp('/mypage/property/edit/p7');
    const user = userEvent.setup();

    expect(await screen.findByText(/この物件は「掲載中」です/)).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: '物件の詳細' }));
    const floorPlan = screen.getByLabelText('間取り');
    expect(floorPlan).toHaveValue('4DK');
    fireEvent.change(floorPlan, { target: { value: '5LDK' } });
    await user.click(screen.getByRole('button', { name: /物件の詳細を保存する/ }));

    expect(await screen.findByText('物件情報を保存しました。')).toBeInTheDocument();
    const body = api.callsTo('POST', '/api/property/edit/p7')[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({ floor_plan: '5LDK', is_building: true });
    expect(body).not.toHaveProperty('registration_step');
    expect(body).not.toHaveProperty('name');
  });

  it('shows the seller the sale support service with its price, as the option call states it', async () => {
    mockApi({
      ...COMMON,
      'GET /api/property/edit/p7': () => ok(aProperty({ status_id: 2, status: '掲載中', registration_step: 5 })),
      'GET /api/option/detail/1': () =>
        ok({ id: 1, name: '売却サポートサービス', description: '登記まで司法書士がお手伝いします。', price: 55000, active: true, updated_at: '2026-11-19T00:00:00.000Z' }),
    });
    renderApp('/mypage/property/edit/p7');
    const user = userEvent.setup();
    expect(await screen.findByText(/この物件は「掲載中」です/)).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: '物件の詳細' }));
    expect(await screen.findByText(/料金：55,000円（税込）/)).toBeInTheDocument();
    expect(screen.getByText(/登記まで司法書士がお手伝いします。/)).toBeInTheDocument();
  });

  it('puts a refused save under its field', async () => {
    mockApi({
      ...COMMON,
      'GET /api/property/edit/p7': () => ok(aProperty()),
      'POST /api/property/edit/p7': () =>
        fail(422, '入力内容に誤りがあります。確認してください', { errors: { name: ['物件名は100文字以内で入力してください。'] } }),
    });
    renderApp('/mypage/property/edit/p7');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /基本情報を保存する/ }));
    const message = await screen.findByText('物件名は100文字以内で入力してください。');
    expect(within(message.closest('.ant-form-item') as HTMLElement).getByLabelText('物件名')).toBeInTheDocument();
  });

  it('says so when the listing cannot be edited', async () => {
    mockApi({ ...COMMON, 'GET /api/property/edit/p8': () => fail(404, '物件が見つかりません。') });
    renderApp('/mypage/property/edit/p8');
    expect(await screen.findByText('この物件は編集できません')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('link', { name: '出品物件の管理へ戻る' })).toHaveAttribute('href', '/mypage/property'));
  });
});
