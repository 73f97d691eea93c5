import { lazy } from 'react';
import type { ComponentType, ReactNode } from 'react';
import type { Allow } from '../features/session/strategy';
import { NotFoundPage } from '../pages/public/not-found.page';
import { TopPage } from '../pages/public/top.page';

export type LayoutName = 'default' | 'light' | 'green' | 'area';

export interface AppRoute {
  path: string;
  allow: Allow;
  layout: LayoutName;
  Page: ComponentType;
}

export interface AreaRoute {
  path: string;
  allow: Allow;
  Area: ComponentType<{ notFound: ReactNode }>;
}

const TermsPage = lazy(() => import('../pages/public/terms.page').then((module) => ({ default: module.TermsPage })));
const PrivacyPage = lazy(() => import('../pages/public/privacy.page').then((module) => ({ default: module.PrivacyPage })));
const LawPage = lazy(() => import('../pages/public/law.page').then((module) => ({ default: module.LawPage })));
const BrowserPage = lazy(() => import('../pages/public/browser.page').then((module) => ({ default: module.BrowserPage })));
const HelpPage = lazy(() => import('../pages/public/help.page').then((module) => ({ default: module.HelpPage })));
const AboutBuyerPage = lazy(() => import('../pages/public/about-buyer.page').then((module) => ({ default: module.AboutBuyerPage })));
const AboutSellerPage = lazy(() => import('../pages/public/about-seller.page').then((module) => ({ default: module.AboutSellerPage })));

export const publicRoutes: readonly AppRoute[] = [
  { path: '/', allow: 'all', layout: 'default', Page: TopPage },
  { path: '/about/buyer', allow: 'all', layout: 'default', Page: AboutBuyerPage },
  { path: '/about/seller', allow: 'all', layout: 'default', Page: AboutSellerPage },
  { path: '/help', allow: 'all', layout: 'default', Page: HelpPage },
  { path: '/terms', allow: 'all', layout: 'default', Page: TermsPage },
  { path: '/privacy', allow: 'all', layout: 'default', Page: PrivacyPage },
  { path: '/law', allow: 'all', layout: 'default', Page: LawPage },
  { path: '/browser', allow: 'all', layout: 'light', Page: BrowserPage },
];

export const areaRoutes: readonly AreaRoute[] = [
  { path: '/mypage/*', allow: 'member', Area: lazy(() => import('../pages/member/member.area')) },
  { path: '/admin/*', allow: 'admin', Area: lazy(() => import('../pages/admin/admin.area')) },
  { path: '/lawyer/*', allow: 'lawyer', Area: lazy(() => import('../pages/lawyer/lawyer.area')) },
];

export const notFoundRoute: AppRoute = { path: '*', allow: 'all', layout: 'green', Page: NotFoundPage };
