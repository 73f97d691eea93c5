import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AntDesignRoot } from '../app/ant-design-root';
import { Providers } from '../app/providers';
import { createQueryClient } from '../lib/query-client';

/** Shows where a navigation landed, for assertions. */
export function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

interface RenderPageOptions {
  path?: string;
  /** The route pattern the page is mounted at; `*` by default. */
  pattern?: string;
}

/**
 * Renders one page with the app's providers, inside Ant Design's root as the route table puts a page
 * that uses it; any other path shows the location it reached.
 */
export function renderPage(page: ReactElement, { path = '/', pattern = '*' }: RenderPageOptions = {}) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } });
  const view = render(
    <Providers queryClient={queryClient}>
      <AntDesignRoot>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={pattern} element={page} />
            {pattern === '*' ? null : <Route path="*" element={<LocationProbe />} />}
          </Routes>
        </MemoryRouter>
      </AntDesignRoot>
    </Providers>,
  );
  return { ...view, queryClient };
}
