import { lazy } from 'react';
import type { ReactNode } from 'react';

const AntDesignRoot = lazy(() => import('./ant-design-root').then((module) => ({ default: module.AntDesignRoot })));

/**
 * Content that uses Ant Design, inside its root. The root is fetched with the first such content,
 * so pages without Ant Design never load it; the caller's Suspense boundary waits for both.
 */
export function WithAntDesign({ children }: { children: ReactNode }) {
  return <AntDesignRoot>{children}</AntDesignRoot>;
}
