import type { ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { LAWYER_MENU } from '../../features/back-office/back-office-menu';
import { ComingSoon } from '../../features/back-office/components/coming-soon';
import { LawyerShell } from './lawyer-shell';
import { ProfileEditPage } from './profile-edit.page';

interface LawyerAreaProps {
  notFound: ReactNode;
}

const COMING_SOON = LAWYER_MENU.filter((item) => item.path !== '/lawyer/profile/edit');

/** Route table of the lawyer area, loaded as its own chunk. */
export default function LawyerArea({ notFound }: LawyerAreaProps) {
  return (
    <Routes>
      <Route element={<LawyerShell />}>
        <Route index element={<Navigate to="contract/list" replace />} />
        <Route path="profile/edit" element={<ProfileEditPage />} />
        {COMING_SOON.map((item) => (
          <Route key={item.path} path={item.path.slice('/lawyer/'.length)} element={<ComingSoon title={item.label} />} />
        ))}
      </Route>
      <Route path="*" element={notFound} />
    </Routes>
  );
}
