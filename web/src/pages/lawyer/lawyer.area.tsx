import type { ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { LAWYER_MENU } from '../../features/back-office/back-office-menu';
import { ComingSoon } from '../../features/back-office/components/coming-soon';
import { LawyerContractListPage } from './contract-list.page';
import { LawyerShell } from './lawyer-shell';
import { LawyerPropertyListPage } from './property-list.page';
import { LawyerUserListPage } from './user-list.page';
import { ProfileEditPage } from './profile-edit.page';

interface LawyerAreaProps {
  notFound: ReactNode;
}

const BUILT = new Set(['/lawyer/profile/edit', '/lawyer/contract/list', '/lawyer/user/list', '/lawyer/property/list']);
const COMING_SOON = LAWYER_MENU.filter((item) => !BUILT.has(item.path));

/** Route table of the lawyer area, loaded as its own chunk. */
export default function LawyerArea({ notFound }: LawyerAreaProps) {
  return (
    <Routes>
      <Route element={<LawyerShell />}>
        <Route index element={<Navigate to="contract/list" replace />} />
        <Route path="profile/edit" element={<ProfileEditPage />} />
        <Route path="contract/list" element={<LawyerContractListPage />} />
        <Route path="user/list" element={<LawyerUserListPage />} />
        <Route path="property/list" element={<LawyerPropertyListPage />} />
        {COMING_SOON.map((item) => (
          <Route key={item.path} path={item.path.slice('/lawyer/'.length)} element={<ComingSoon title={item.label} />} />
        ))}
      </Route>
      <Route path="*" element={notFound} />
    </Routes>
  );
}
