import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { createQueryClient } from './lib/query-client';
import { createAppRoutes } from './app/app-routes';
import { Providers } from './app/providers';
import { primeQueryClient, readQueryState } from './app/query-state';
import { useSessionStore } from './features/session/stores/session.store';
import './app/global.css';

const router = createBrowserRouter(createAppRoutes());
const queryClient = createQueryClient();

const container = document.getElementById('root');
if (!container) throw new Error('#root element is missing from index.html');

// A page the server rendered carries the answers it was made from: the first render here reads them.
const serverState = readQueryState(document);
if (serverState) primeQueryClient(queryClient, serverState);

const app = (
  <StrictMode>
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>
);

// The server renders every page as a guest sees it: a signed-in visitor's page differs (the header,
// the favourite button), so theirs is rendered anew over it rather than hydrated, as is a page the
// server did not render at all.
if (serverState && useSessionStore.getState().token === null) hydrateRoot(container, app);
else createRoot(container).render(app);
