import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';

interface AdminAreaProps {
  notFound: ReactNode;
}

/** Route table of the admin area, loaded as its own chunk. */
export default function AdminArea({ notFound }: AdminAreaProps) {
  return (
    <Routes>
      <Route path="*" element={notFound} />
    </Routes>
  );
}
