import type { ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { LawyerContractListPage } from './contract-list.page';
import { LawyerShell } from './lawyer-shell';
import { LawyerPropertyListPage } from './property-list.page';
import { LawyerUserListPage } from './user-list.page';
import { ProfileEditPage } from './profile-edit.page';

interface LawyerAreaProps {
  notFound: ReactNode;
}

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
      </Route>
      <Route path="*" element={notFound} />
    </Routes>
  );
}
