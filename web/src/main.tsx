import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { useSessionStore } from './features/session/stores/session.store';
import { setApiTokenProvider } from './lib/api-client';
import { createQueryClient } from './lib/query-client';
import { createAppRoutes } from './app/app-routes';
import { Providers } from './app/providers';
import './app/global.css';

setApiTokenProvider(() => useSessionStore.getState().token);

const router = createBrowserRouter(createAppRoutes());
const queryClient = createQueryClient();

const container = document.getElementById('root');
if (!container) throw new Error('#root element is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
