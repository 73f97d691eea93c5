import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createAppRoutes } from '../app-routes';
import { Providers } from '../providers';
import { createQueryClient } from '../../lib/query-client';
import { useSessionStore } from '../../features/session/stores/session.store';

function renderAt(path: string) {
  const router = createMemoryRouter(createAppRoutes(), { initialEntries: [path] });
  return render(
    <Providers queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
}

describe('app routes', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('offline'))));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    useSessionStore.setState({ strategy: 'guest', token: null });
  });

  it('sends a guest at a member page to the login page', async () => {
    renderAt('/mypage/profile/edit');
    expect(await screen.findByRole('heading', { level: 1, name: 'ログイン' })).toBeInTheDocument();
    expect(screen.getByText('このページをご覧いただくには、ログインが必要です。')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'このページを表示する権限がありません' })).not.toBeInTheDocument();
  });

  it('shows the unknown page inside an allowed area that has no such page', async () => {
    useSessionStore.setState({ strategy: 'admin', token: 'token' });
    renderAt('/admin/no/such/page');
    expect(await screen.findByText("Sorry, we couldn't find page")).toBeInTheDocument();
  });

  it('shows the unknown page for an unmatched public path', async () => {
    renderAt('/no/such/page');
    expect(await screen.findByText("Sorry, we couldn't find page")).toBeInTheDocument();
  });

  it('sets the document title of a static page', async () => {
    renderAt('/terms');
    expect(await screen.findByRole('heading', { level: 1, name: '利用規約' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('利用規約 | いえとち直売所'));
  });
});
