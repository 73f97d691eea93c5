import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createAppRoutes } from '../app/app-routes';
import { Providers } from '../app/providers';
import { useImpersonationStore } from '../features/impersonation/stores/impersonation.store';
import type { Strategy } from '../features/session/strategy';
import { useSessionStore } from '../features/session/stores/session.store';
import { createQueryClient } from '../lib/query-client';

/**
 * The whole app at `path`, as a browser would open it; with `strategy`, signed in as that role
 * (token `<strategy>-token`), else with whatever session the test set up.
 */
export function renderApp(path: string, strategy?: Strategy) {
  if (strategy) useSessionStore.setState({ strategy, token: strategy === 'guest' ? null : `${strategy}-token` });
  const router = createMemoryRouter(createAppRoutes(), { initialEntries: [path] });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false, refetchOnWindowFocus: false } });
  const view = render(
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, router, queryClient };
}

export function resetStores(): void {
  useSessionStore.setState({ strategy: 'guest', token: null });
  useImpersonationStore.setState({ masterToken: null, active: false });
}
