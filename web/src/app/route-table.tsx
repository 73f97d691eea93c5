import { lazy } from 'react';
import type { ComponentType, ReactNode } from 'react';
import type { Allow } from '../features/session/strategy';
import { NotFoundPage } from '../pages/public/not-found.page';

export type LayoutName = 'default' | 'property' | 'light' | 'green' | 'area';

export interface AppRoute {
  path: string;
  allow: Allow;
  layout: LayoutName;
  Page: ComponentType;
  /** False for pages that use no Ant Design: they render outside its root and never load it. */
  antd?: false;
}

export interface AreaRoute {
  path: string;
  allow: Allow;
  /** A guest is sent here to sign in instead of seeing the 403 screen. */
  guestRedirect?: string;
  Area: ComponentType<{ notFound: ReactNode }>;
}

// The top page is lazy like the others, so the search, listing and list pages do not load its slides
// and search box.
const TopPage = lazy(() => import('../pages/public/top.page').then((module) => ({ default: module.TopPage })));
const TermsPage = lazy(() => import('../pages/public/terms.page').then((module) => ({ default: module.TermsPage })));
const PrivacyPage = lazy(() => import('../pages/public/privacy.page').then((module) => ({ default: module.PrivacyPage })));
const LawPage = lazy(() => import('../pages/public/law.page').then((module) => ({ default: module.LawPage })));
const BrowserPage = lazy(() => import('../pages/public/browser.page').then((module) => ({ default: module.BrowserPage })));
const HelpPage = lazy(() => import('../pages/public/help.page').then((module) => ({ default: module.HelpPage })));
const MunicipalPage = lazy(() => import('../pages/public/municipal.page').then((module) => ({ default: module.MunicipalPage })));
const AboutBuyerPage = lazy(() => import('../pages/public/about-buyer.page').then((module) => ({ default: module.AboutBuyerPage })));
const AboutSellerPage = lazy(() => import('../pages/public/about-seller.page').then((module) => ({ default: module.AboutSellerPage })));
const LoginPage = lazy(() => import('../pages/public/login.page').then((module) => ({ default: module.LoginPage })));
const LogoutPage = lazy(() => import('../pages/public/logout.page').then((module) => ({ default: module.LogoutPage })));
const SignupPage = lazy(() => import('../pages/public/signup.page').then((module) => ({ default: module.SignupPage })));
const SignupCompletePage = lazy(() => import('../pages/public/signup-complete.page').then((module) => ({ default: module.SignupCompletePage })));
const ForgotPage = lazy(() => import('../pages/public/forgot.page').then((module) => ({ default: module.ForgotPage })));
const PasswordResetPage = lazy(() => import('../pages/public/password-reset.page').then((module) => ({ default: module.PasswordResetPage })));
const MailChangeConfirmPage = lazy(() => import('../pages/public/mail-change-confirm.page').then((module) => ({ default: module.MailChangeConfirmPage })));
const PropertySearchPage = lazy(() =>
  import('../pages/public/property-search.page').then((module) => ({ default: module.PropertySearchPage })),
);
const PropertyDetailPage = lazy(() =>
  import('../pages/public/property-detail.page').then((module) => ({ default: module.PropertyDetailPage })),
);
const PropertyListPage = lazy(() => import('../pages/public/property-list.page').then((module) => ({ default: module.PropertyListPage })));
const NewsListPage = lazy(() => import('../pages/public/news-list.page').then((module) => ({ default: module.NewsListPage })));
const NewsDetailPage = lazy(() => import('../pages/public/news-detail.page').then((module) => ({ default: module.NewsDetailPage })));
const ArticleListPage = lazy(() => import('../pages/public/article-list.page').then((module) => ({ default: module.ArticleListPage })));
const ArticleDetailPage = lazy(() => import('../pages/public/article-detail.page').then((module) => ({ default: module.ArticleDetailPage })));
const ContactPage = lazy(() => import('../pages/public/contact.page').then((module) => ({ default: module.ContactPage })));
const DevMailboxPage = lazy(() => import('../pages/public/dev-mailbox.page').then((module) => ({ default: module.DevMailboxPage })));

export const publicRoutes: readonly AppRoute[] = [
  { path: '/', allow: 'all', layout: 'default', Page: TopPage, antd: false },
  { path: '/about/buyer', allow: 'all', layout: 'default', Page: AboutBuyerPage },
  { path: '/about/seller', allow: 'all', layout: 'default', Page: AboutSellerPage },
  { path: '/property/search', allow: 'all', layout: 'property', Page: PropertySearchPage, antd: false },
  { path: '/property/detail/:id', allow: 'all', layout: 'property', Page: PropertyDetailPage, antd: false },
  { path: '/list/:first', allow: 'all', layout: 'property', Page: PropertyListPage, antd: false },
  { path: '/list/:first/:second', allow: 'all', layout: 'property', Page: PropertyListPage, antd: false },
  { path: '/help', allow: 'all', layout: 'default', Page: HelpPage },
  { path: '/municipal', allow: 'all', layout: 'default', Page: MunicipalPage },
  { path: '/news/list', allow: 'all', layout: 'default', Page: NewsListPage },
  { path: '/news/:id', allow: 'all', layout: 'default', Page: NewsDetailPage },
  { path: '/info/articles', allow: 'all', layout: 'default', Page: ArticleListPage },
  { path: '/info/articles/1698', allow: 'all', layout: 'default', Page: ArticleDetailPage },
  { path: '/info/articles/:id', allow: 'all', layout: 'default', Page: ArticleDetailPage },
  { path: '/contact', allow: 'all', layout: 'default', Page: ContactPage },
  { path: '/terms', allow: 'all', layout: 'default', Page: TermsPage },
  { path: '/privacy', allow: 'all', layout: 'default', Page: PrivacyPage },
  { path: '/law', allow: 'all', layout: 'default', Page: LawPage },
  { path: '/browser', allow: 'all', layout: 'light', Page: BrowserPage },
  { path: '/login', allow: 'all', layout: 'default', Page: LoginPage },
  { path: '/logout', allow: 'all', layout: 'default', Page: LogoutPage },
  { path: '/signup', allow: 'all', layout: 'default', Page: SignupPage },
  { path: '/signup/register/:token', allow: 'all', layout: 'default', Page: SignupPage },
  { path: '/signup/complete', allow: 'member', layout: 'default', Page: SignupCompletePage },
  { path: '/forgot', allow: 'all', layout: 'default', Page: ForgotPage },
  { path: '/password/reset', allow: 'all', layout: 'default', Page: PasswordResetPage },
  { path: '/mail/change/confirm', allow: 'all', layout: 'default', Page: MailChangeConfirmPage },
  { path: '/dev/mailbox', allow: 'all', layout: 'light', Page: DevMailboxPage },
];

const AdminLoginPage = lazy(() => import('../pages/admin/admin-login.page').then((module) => ({ default: module.AdminLoginPage })));
const AdminLogoutPage = lazy(() => import('../pages/admin/admin-logout.page').then((module) => ({ default: module.AdminLogoutPage })));
const LawyerLoginPage = lazy(() => import('../pages/lawyer/lawyer-login.page').then((module) => ({ default: module.LawyerLoginPage })));
const LawyerLogoutPage = lazy(() => import('../pages/lawyer/lawyer-logout.page').then((module) => ({ default: module.LawyerLogoutPage })));
const LawyerRegisterPage = lazy(() => import('../pages/lawyer/lawyer-register.page').then((module) => ({ default: module.LawyerRegisterPage })));
const LawyerForgotPage = lazy(() => import('../pages/lawyer/lawyer-forgot.page').then((module) => ({ default: module.LawyerForgotPage })));
const LawyerPasswordResetPage = lazy(() =>
  import('../pages/lawyer/lawyer-password-reset.page').then((module) => ({ default: module.LawyerPasswordResetPage })),
);

/** Back-office doors open to everyone; each is its own small chunk, apart from the area chunks. */
export const backOfficeEntryRoutes: readonly AppRoute[] = [
  { path: '/admin/login', allow: 'all', layout: 'area', Page: AdminLoginPage },
  { path: '/admin/logout', allow: 'all', layout: 'area', Page: AdminLogoutPage },
  { path: '/lawyer/login', allow: 'all', layout: 'area', Page: LawyerLoginPage },
  { path: '/lawyer/logout', allow: 'all', layout: 'area', Page: LawyerLogoutPage },
  { path: '/lawyer/register', allow: 'all', layout: 'area', Page: LawyerRegisterPage },
  { path: '/lawyer/forgot', allow: 'all', layout: 'area', Page: LawyerForgotPage },
  { path: '/lawyer/password/reset', allow: 'all', layout: 'area', Page: LawyerPasswordResetPage },
];

export const areaRoutes: readonly AreaRoute[] = [
  { path: '/mypage/*', allow: 'member', Area: lazy(() => import('../pages/member/member.area')) },
  { path: '/admin/*', allow: 'admin', guestRedirect: '/admin/login', Area: lazy(() => import('../pages/admin/admin.area')) },
  {
    path: '/lawyer/*',
    allow: 'lawyer',
    guestRedirect: '/lawyer/login',
    Area: lazy(() => import('../pages/lawyer/lawyer.area')),
  },
];

export const notFoundRoute: AppRoute = { path: '*', allow: 'all', layout: 'green', Page: NotFoundPage, antd: false };
