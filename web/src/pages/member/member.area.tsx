import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';

interface MemberAreaProps {
  notFound: ReactNode;
}

/** Route table of the member area, loaded as its own chunk. */
export default function MemberArea({ notFound }: MemberAreaProps) {
  return (
    <Routes>
      <Route path="*" element={notFound} />
    </Routes>
  );
}
