import { useEffect } from 'react';
import { SITE_NAME } from './site.constants';

export function pageTitle(page: string | null): string {
  return page ? `${page} | ${SITE_NAME}` : SITE_NAME;
}

export function usePageTitle(page: string | null): void {
  useEffect(() => {
    document.title = pageTitle(page);
  }, [page]);
}
