import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { useSiteSettings } from '../../features/site-settings/api/use-site-settings.query';
import { PageLoading } from '../../app/page-loading';
import { AdminShell } from './admin-shell';
import { ArticleListPage } from './article-list.page';
import { AuditPage } from './audit.page';
import { CategoryListPage } from './category-list.page';
import { AdminContractListPage } from './contract-list.page';
import { ContactListPage } from './contact-list.page';
import { DashboardPage } from './dashboard.page';
import { FeeRatesPage } from './fee-rates.page';
import { HashtagListPage } from './hashtag-list.page';
import { LawyerListPage } from './lawyer-list.page';
import { NewsListPage } from './news-list.page';
import { OptionListPage } from './option-list.page';
import { PropertyListPage } from './property-list.page';
import { SliderListPage } from './slider-list.page';
import { UserDetailPage } from './user-detail.page';
import { UserListPage } from './user-list.page';

interface AdminAreaProps {
  notFound: ReactNode;
}

/** A phase-2 screen: the unknown page while the server's PHASE2 setting is off, as its calls are closed too. */
function Phase2Only({ children, notFound }: { children: ReactNode; notFound: ReactNode }) {
  const settings = useSiteSettings();
  if (settings.isPending) return <PageLoading />;
  return settings.data?.phase2 ? children : notFound;
}

/** Route table of the admin area, loaded as its own chunk. */
export default function AdminArea({ notFound }: AdminAreaProps) {
  return (
    <Routes>
      <Route element={<AdminShell />}>
        <Route index element={<DashboardPage />} />
        <Route path="user/list" element={<UserListPage />} />
        <Route path="user/:id" element={<UserDetailPage />} />
        <Route path="lawyer/list" element={<LawyerListPage />} />
        <Route path="property/list" element={<PropertyListPage />} />
        <Route path="fee-rates" element={<FeeRatesPage />} />
        <Route path="contract/list" element={<AdminContractListPage />} />
        <Route path="contact/list" element={<ContactListPage />} />
        <Route path="news/list" element={<NewsListPage />} />
        <Route path="article/list" element={<ArticleListPage />} />
        <Route path="audit" element={<AuditPage />} />
        <Route path="slider/list" element={<SliderListPage />} />
        <Route path="option/list" element={<OptionListPage />} />
        <Route path="category/list" element={<Phase2Only notFound={notFound}><CategoryListPage /></Phase2Only>} />
        <Route path="hashtag/list" element={<Phase2Only notFound={notFound}><HashtagListPage /></Phase2Only>} />
      </Route>
      <Route path="*" element={notFound} />
    </Routes>
  );
}
