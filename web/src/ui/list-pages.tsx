import { Pagination } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { readPage } from './read-page';

/** How many entries a member's list shows on one page. */
export const LIST_PAGE_SIZE = 20;

export { readPage };

/** The page in the address (so back and reload keep it), and a way to turn it. */
export function usePageParam(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const setPage = (page: number) => {
    const next = new URLSearchParams(params);
    if (page > 1) next.set('page', String(page));
    else next.delete('page');
    setParams(next);
    window.scrollTo?.({ top: 0 });
  };
  return [readPage(params.get('page')), setPage];
}

/** The entries of one page of a list held whole; a page past the end shows the last one. */
export function pageOf<T>(items: readonly T[], page: number, size = LIST_PAGE_SIZE): { items: T[]; page: number } {
  const last = Math.max(1, Math.ceil(items.length / size));
  const shown = Math.min(page, last);
  return { items: items.slice((shown - 1) * size, shown * size), page: shown };
}

interface ListPaginationProps {
  total: number;
  page: number;
  onChange: (page: number) => void;
  size?: number;
}

/** Page numbers under a list, only when it has more than one page. */
export function ListPagination({ total, page, onChange, size = LIST_PAGE_SIZE }: ListPaginationProps) {
  if (total <= size) return null;
  return (
    <Pagination
      style={{ marginTop: 16, justifyContent: 'center' }}
      current={page}
      total={total}
      pageSize={size}
      showSizeChanger={false}
      onChange={onChange}
    />
  );
}
