import { screen, waitFor } from '@testing-library/react';
import { useSessionStore } from '../../../features/session/stores/session.store';
import { aMe } from '../../../test-utils/member-fixtures';
import { mockApi, ok } from '../../../test-utils/mock-api';
import { renderApp } from '../../../test-utils/render-app';

describe('Sign-up completion', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    useSessionStore.setState({ strategy: 'guest', token: null });
  });

  it('tells the server once that the sign-up is done and offers the next steps', async () => {
    useSessionStore.setState({ strategy: 'member', token: 'new-member' });
    const api = mockApi({
      'GET /api/me': () => ok(aMe({ id: '12' })),
      'PATCH /api/signup/done/12': () => ok({ id: 12 }),
      'GET /api/todolist-news-unread': () => ok({}),
      'GET /api/master/regions': () => ok([]),
    });
    renderApp('/signup/complete');
    expect(await screen.findByText('会員登録が完了しました')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /会員情報を入力する/ })).toHaveAttribute('href', '/mypage/profile/edit');
    expect(screen.getByRole('link', { name: /本人確認書類を提出する/ })).toHaveAttribute('href', '/mypage/profile/edit/honnin');
    await waitFor(() => expect(api.callsTo('PATCH', '/api/signup/done/12')).toHaveLength(1));
  });
});
