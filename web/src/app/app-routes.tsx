import { Suspense } from 'react';
import type { ReactNode } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { NotFoundPage } from '../pages/public/not-found.page';
import { RouteErrorPage } from '../pages/public/route-error.page';
import { DefaultLayout } from './layouts/default.layout';
import { GreenLayout } from './layouts/green.layout';
import { LightLayout } from './layouts/light.layout';
import { PropertyLayout } from './layouts/property.layout';
import { PageLoading } from './page-loading';
import { RouteGuard } from './route-guard';
import { ImpersonationReturnContainer } from './impersonation-return.container';
import { LiveDealUpdates } from './live-deal-updates.container';
import { WithAntDesign } from './with-ant-design';
import { areaRoutes, backOfficeEntryRoutes, notFoundRoute, publicRoutes } from './route-table';
import type { AppRoute, LayoutName } from './route-table';

function withLayout(layout: LayoutName, content: ReactNode): ReactNode {
  switch (layout) {
    case 'default':
      return <DefaultLayout>{content}</DefaultLayout>;
    case 'property':
      return <PropertyLayout>{content}</PropertyLayout>;
    case 'light':
      return <LightLayout>{content}</LightLayout>;
    case 'green':
      return <GreenLayout>{content}</GreenLayout>;
    case 'area':
      return content;
    default: {
      const unknownLayout: never = layout;
      return unknownLayout;
    }
  }
}

function pageRoute({ path, allow, layout, Page, antd }: AppRoute): RouteObject {
  return {
    path,
    element: (
      <RouteGuard allow={allow}>
        {withLayout(
          layout,
          <Suspense fallback={<PageLoading />}>
            {antd === false ? (
              <Page />
            ) : (
              <WithAntDesign>
                <Page />
              </WithAntDesign>
            )}
          </Suspense>,
        )}
      </RouteGuard>
    ),
  };
}

function RootShell() {
  return (
    <>
      <ScrollRestoration />
      {/* Above every page, so its banner sits at the top of the member screens. */}
      <ImpersonationReturnContainer />
      <LiveDealUpdates />
      <Outlet />
    </>
  );
}

export function createAppRoutes(): RouteObject[] {
  const notFound = (
    <GreenLayout>
      <NotFoundPage />
    </GreenLayout>
  );
  return [
    {
      element: <RootShell />,
      errorElement: (
        <GreenLayout>
          <RouteErrorPage />
        </GreenLayout>
      ),
      children: [
        ...publicRoutes.map(pageRoute),
        ...backOfficeEntryRoutes.map(pageRoute),
        ...areaRoutes.map(({ path, allow, guestRedirect, Area }) => ({
          path,
          element: (
            <RouteGuard allow={allow} guestRedirect={guestRedirect}>
              <Suspense fallback={<PageLoading />}>
                <WithAntDesign>
                  <Area notFound={notFound} />
                </WithAntDesign>
              </Suspense>
            </RouteGuard>
          ),
        })),
        pageRoute(notFoundRoute),
      ],
    },
  ];
}
