import type { ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { adminMenu } from '../../features/back-office/back-office-menu';
import { ComingSoon } from '../../features/back-office/components/coming-soon';
import { AdminShell } from './admin-shell';
import { AuditPage } from './audit.page';
import { CategoryListPage } from './category-list.page';
import { AdminContractListPage } from './contract-list.page';
import { ContactListPage } from './contact-list.page';
import { FeeRatesPage } from './fee-rates.page';
import { HashtagListPage } from './hashtag-list.page';
import { LawyerListPage } from './lawyer-list.page';
import { NewsListPage } from './news-list.page';
import { PropertyListPage } from './property-list.page';
import { UserDetailPage } from './user-detail.page';
import { UserListPage } from './user-list.page';

interface AdminAreaProps {
  notFound: ReactNode;
}

const BUILT = new Set(['/admin/user/list', '/admin/lawyer/list', '/admin/property/list', '/admin/category/list', '/admin/hashtag/list', '/admin/fee-rates', '/admin/contact/list', '/admin/news/list', '/admin/contract/list', '/admin/audit']);
const COMING_SOON = adminMenu().filter((item) => !BUILT.has(item.path));

/** Route table of the admin area, loaded as its own chunk. */
export default function AdminArea({ notFound }: AdminAreaProps) {
  return (
    <Routes>
      <Route element={<AdminShell />}>
        <Route index element={<Navigate to="user/list" replace />} />
        <Route path="user/list" element={<UserListPage />} />
        <Route path="user/:id" element={<UserDetailPage />} />
        <Route path="lawyer/list" element={<LawyerListPage />} />
        <Route path="property/list" element={<PropertyListPage />} />
        <Route path="fee-rates" element={<FeeRatesPage />} />
        <Route path="contract/list" element={<AdminContractListPage />} />
        <Route path="contact/list" element={<ContactListPage />} />
        <Route path="news/list" element={<NewsListPage />} />
        <Route path="audit" element={<AuditPage />} />
        {/* Reached by URL in phase 1; the menu shows them with the phase-2 flag. */}
        <Route path="category/list" element={<CategoryListPage />} />
        <Route path="hashtag/list" element={<HashtagListPage />} />
        {COMING_SOON.map((item) => (
          <Route key={item.path} path={item.path.slice('/admin/'.length)} element={<ComingSoon title={item.label} />} />
        ))}
      </Route>
      <Route path="*" element={notFound} />
    </Routes>
  );
}
