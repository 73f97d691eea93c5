import { screen, within, waitFor } from '@testing-library/react';
import { useSessionStore } from '../../../features/session/stores/session.store';
import { COUNTERS, aMe } from '../../../test-utils/member-fixtures';
import { mockApi, ok } from '../../../test-utils/mock-api';
import { renderApp } from '../../../test-utils/render-app';

const TODOS = {
  data: [
    { id: 1, type: 2, category: 1, title: '本人確認書類を提出してください', content: '', thread_id: null, status: 0, created_at: '2024-05-01T09:00:00+09:00' },
  ],
  current_page: 1,
  last_page: 1,
  per_page: 10,
  total: 1,
};

describe('Member dashboard', () => {
  beforeEach(() => useSessionStore.setState({ strategy: 'member', token: 'member-token' }));
  afterEach(() => {
    vi.unstubAllGlobals();
    useSessionStore.setState({ strategy: 'guest', token: null });
  });

  it('greets the member and shows the next steps and the open to-dos', async () => {
    mockApi({
      'GET /api/me': () => ok(aMe({ identification_verify_status: 3, profile_completed: false })),
      'GET /api/todolist-news-unread': () => ok(COUNTERS),
      'GET /api/todo-list/list': () => ok(TODOS),
      'GET /api/master/regions': () => ok([]),
    });
    renderApp('/mypage');
    const greeting = (await screen.findByText(/さん、こんにちは。/)).closest('span') as HTMLElement;
    expect(greeting).toHaveTextContent('はなこ');
    expect(within(greeting).getByRole('img', { name: '本人確認済み' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '会員情報を入力する' })).toHaveAttribute('href', '/mypage/profile/edit');
    expect(screen.getByText('本人確認が完了しています。')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /本人確認書類を提出してください/ })).toHaveAttribute(
      'href',
      '/mypage/profile/edit/honnin',
    );
    await waitFor(() => expect(document.title).toBe('マイページ | いえとち直売所'));
  });
});
