import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../features/session/stores/session.store';
import type { Allow, Strategy } from '../../features/session/strategy';
import { RouteGuard } from '../route-guard';

function renderGuarded(allow: Allow, strategy: Strategy) {
  if (strategy === 'guest') useSessionStore.getState().signOut();
  else useSessionStore.getState().signIn(strategy, 'token');
  return render(
    <MemoryRouter>
      <RouteGuard allow={allow}>
        <p>保護されたページ</p>
      </RouteGuard>
    </MemoryRouter>,
  );
}

describe('Route guard', () => {
  beforeEach(() => useSessionStore.getState().signOut());

  it('lets everyone through a page that allows all', () => {
    for (const strategy of ['guest', 'member', 'admin', 'lawyer'] as const) {
      const { unmount } = renderGuarded('all', strategy);
      expect(screen.getByText('保護されたページ')).toBeInTheDocument();
      unmount();
    }
  });

  it('lets only the named strategy through a page that names one', () => {
    renderGuarded('admin', 'admin');
    expect(screen.getByText('保護されたページ')).toBeInTheDocument();
  });

  it.each(['guest', 'member', 'lawyer'] as const)('shows 403 Unauthorized to a %s on an admin page', (strategy) => {
    renderGuarded('admin', strategy);
    expect(screen.queryByText('保護されたページ')).not.toBeInTheDocument();
    expect(screen.getByText(/403/)).toBeInTheDocument();
    expect(screen.getByText(/Unauthorized/)).toBeInTheDocument();
  });

  it('lets any strategy of a list through, and no other', () => {
    const { unmount } = renderGuarded(['member', 'admin'], 'member');
    expect(screen.getByText('保護されたページ')).toBeInTheDocument();
    unmount();
    renderGuarded(['member', 'admin'], 'lawyer');
    expect(screen.queryByText('保護されたページ')).not.toBeInTheDocument();
    expect(screen.getByText(/Unauthorized/)).toBeInTheDocument();
  });
});
