import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';

interface LawyerAreaProps {
  notFound: ReactNode;
}

/** Route table of the lawyer area, loaded as its own chunk. */
export default function LawyerArea({ notFound }: LawyerAreaProps) {
  return (
    <Routes>
      <Route path="*" element={notFound} />
    </Routes>
  );
}
