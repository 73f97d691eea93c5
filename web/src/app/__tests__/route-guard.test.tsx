import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { Providers } from '../providers';
import { RouteGuard } from '../route-guard';
import { createQueryClient } from '../../lib/query-client';
import type { Allow, Strategy } from '../../features/session/strategy';
import { useSessionStore } from '../../features/session/stores/session.store';

function LoginProbe() {
  const location = useLocation();
  return <p>ログイン画面 {`${location.pathname}${location.search}`}</p>;
}

function renderGuarded(allow: Allow, strategy: Strategy, path = '/page') {
  useSessionStore.setState({ strategy, token: strategy === 'guest' ? null : 'token' });
  return render(
    <Providers queryClient={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/login" element={<LoginProbe />} />
          <Route
            path="*"
            element={
              <RouteGuard allow={allow}>
                <p>保護された内容</p>
              </RouteGuard>
            }
          />
        </Routes>
      </MemoryRouter>
    </Providers>,
  );
}

function expectForbidden() {
  expect(screen.queryByText('保護された内容')).not.toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'このページを表示する権限がありません' })).toBeInTheDocument();
  expect(screen.getByText('お手数ですが、トップページからお探しください。')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /トップページへ戻る/ })).toHaveAttribute('href', '/');
}

describe('RouteGuard', () => {
  afterEach(() => useSessionStore.setState({ strategy: 'guest', token: null }));

  describe("allow 'all'", () => {
    it.each<Strategy>(['guest', 'member', 'admin', 'lawyer'])('renders the page for %s', (strategy) => {
      renderGuarded('all', strategy);
      expect(screen.getByText('保護された内容')).toBeInTheDocument();
    });
  });

  describe('allow one strategy', () => {
    it('renders the page for that strategy', () => {
      renderGuarded('member', 'member');
      expect(screen.getByText('保護された内容')).toBeInTheDocument();
    });

    it.each<Strategy>(['admin', 'lawyer'])('shows 403 to %s', (strategy) => {
      renderGuarded('member', strategy);
      expectForbidden();
    });

    it('sends a guest on a member page to the login, with the way back', () => {
      renderGuarded('member', 'guest', '/mypage/todo/list?status=done');
      expect(screen.queryByText('保護された内容')).not.toBeInTheDocument();
      expect(
        screen.getByText(`ログイン画面 /login?redirect=${encodeURIComponent('/mypage/todo/list?status=done')}`),
      ).toBeInTheDocument();
    });

    it('still shows 403 to a guest on a staff page', () => {
      renderGuarded('admin', 'guest');
      expectForbidden();
    });
  });

  describe('allow a list of strategies', () => {
    const allow: Allow = ['admin', 'lawyer'];

    it.each<Strategy>(['admin', 'lawyer'])('renders the page for %s', (strategy) => {
      renderGuarded(allow, strategy);
      expect(screen.getByText('保護された内容')).toBeInTheDocument();
    });

    it.each<Strategy>(['guest', 'member'])('shows 403 to %s', (strategy) => {
      renderGuarded(allow, strategy);
      expectForbidden();
    });
  });
});
