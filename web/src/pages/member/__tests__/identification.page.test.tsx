import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '../../../features/session/stores/session.store';
import { COUNTERS, aMe, aProfile } from '../../../test-utils/member-fixtures';
import { mockApi, ok } from '../../../test-utils/mock-api';
import { renderApp } from '../../../test-utils/render-app';

const BASE = {
  'GET /api/me': () => ok(aMe()),
  'GET /api/todolist-news-unread': () => ok(COUNTERS),
  'GET /api/master/regions': () => ok([]),
};

describe('Identity document page', () => {
  beforeEach(() => useSessionStore.setState({ strategy: 'member', token: 'member-token' }));
  afterEach(() => {
    vi.unstubAllGlobals();
    useSessionStore.setState({ strategy: 'guest', token: null });
  });

  it.each([
    [2, '確認待ち', '本人確認書類を確認しています'],
    [3, '確認済み', '本人確認が完了しています'],
  ])('replaces the upload form with the status at status %i', async (status, label, text) => {
    mockApi({ ...BASE, 'GET /api/mypage/user-info/5': () => ok(aProfile({ identification_verify_status: status as 2 | 3 })) });
    renderApp('/mypage/profile/edit/honnin');
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByText(label)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '本人確認書類を提出する' })).not.toBeInTheDocument();
  });

  it('shows the reason of a rejection and takes new documents', async () => {
    mockApi({
      ...BASE,
      'GET /api/mypage/user-info/5': () =>
        ok(aProfile({ identification_verify_status: 4, identification_reject_reason: '書類の文字が読み取れませんでした。' })),
    });
    renderApp('/mypage/profile/edit/honnin');
    expect(await screen.findByText('差し戻し')).toBeInTheDocument();
    expect(screen.getByText('理由：書類の文字が読み取れませんでした。')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '本人確認書類を提出する' })).toBeInTheDocument();
    expect(screen.getByText(/運転免許証、マイナンバーカード（表面のみ）、パスポート/)).toBeInTheDocument();
  });

  it('sends the files as multipart, then shows the wait and refreshes the counters', async () => {
    let status: 1 | 2 = 1;
    const api = mockApi({
      ...BASE,
      'GET /api/mypage/user-info/5': () => ok(aProfile({ identification_verify_status: status })),
      'POST /api/mypage/user/upload-identification': () => {
        status = 2;
        return ok({ identification_verify_status: 2 });
      },
    });
    const { container } = renderApp('/mypage/profile/edit/honnin');
    expect(await screen.findByText('未提出')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET', '/api/todolist-news-unread').length).toBeGreaterThan(0));
    const countersBefore = api.callsTo('GET', '/api/todolist-news-unread').length;

    const user = userEvent.setup();
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, [
      new File(['front'], 'license-front.jpg', { type: 'image/jpeg' }),
      new File(['back'], 'license-back.pdf', { type: 'application/pdf' }),
    ]);
    await user.click(await screen.findByRole('button', { name: '本人確認書類を提出する' }));

    expect(await screen.findByText('本人確認書類を確認しています')).toBeInTheDocument();
    const [upload] = api.callsTo('POST', '/api/mypage/user/upload-identification');
    expect(upload?.headers.get('Authorization')).toBe('Bearer member-token');
    expect(upload?.headers.has('Content-Type')).toBe(false);
    expect((upload?.body as FormData).getAll('files').map((file) => (file as File).name)).toEqual([
      'license-front.jpg',
      'license-back.pdf',
    ]);
    await waitFor(() => expect(api.callsTo('GET', '/api/todolist-news-unread').length).toBeGreaterThan(countersBefore));
  });
});
