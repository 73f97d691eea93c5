import type { ReactNode } from 'react';
import { SvgIcon } from '../../../ui/svg-icon';
import { ICON_PATHS } from '../../../ui/icon-paths';
import styles from './result-pagination.module.css';

interface ResultPaginationProps {
  current: number;
  last: number;
  /** The address of a page, so each number is a real link (new tab, crawlers). */
  hrefFor: (page: number) => string;
  onPage: (page: number) => void;
}

/**
 * The page numbers Ant Design's Pagination shows: the first and last, two either side of the
 * current one, and an ellipsis for each gap.
 */
export function pageNumbers(current: number, last: number): Array<number | 'gap'> {
  const shown = new Set([1, last]);
  const from = Math.max(1, Math.min(current - 2, last - 4));
  const to = Math.min(last, Math.max(current + 2, 5));
  for (let page = from; page <= to; page += 1) shown.add(page);
  const pages = [...shown].sort((a, b) => a - b);
  const items: Array<number | 'gap'> = [];
  pages.forEach((page, index) => {
    const before = pages[index - 1];
    if (before !== undefined && page - before > 1) items.push('gap');
    items.push(page);
  });
  return items;
}

/** Page numbers under the results as links; a plain click turns the page without reloading. */
export function ResultPagination({ current, last, hrefFor, onPage }: ResultPaginationProps) {
  if (last <= 1) return null;
  // A number's title is the number itself, as Ant Design's has it; the arrows are titled by what they do.
  const link = (page: number, label: string, content: ReactNode, className: string, title = label, currentPage = false) => (
    <a
      href={hrefFor(page)}
      className={className}
      aria-label={label}
      title={title}
      aria-current={currentPage ? 'page' : undefined}
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        onPage(page);
      }}
    >
      {content}
    </a>
  );
  return (
    <nav aria-label="ページ送り" className={styles.nav}>
      <ul className={styles.list}>
        <li>
          {current > 1 ? (
            link(current - 1, '前のページ', <SvgIcon icon={ICON_PATHS.left} />, styles.step)
          ) : (
            <span className={`${styles.step} ${styles.disabled}`} aria-hidden="true">
              <SvgIcon icon={ICON_PATHS.left} />
            </span>
          )}
        </li>
        {pageNumbers(current, last).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>{link(item, `${item}ページ目`, item, item === current ? `${styles.page} ${styles.current}` : styles.page, String(item), item === current)}</li>
          ),
        )}
        <li>
          {current < last ? (
            link(current + 1, '次のページ', <SvgIcon icon={ICON_PATHS.right} />, styles.step)
          ) : (
            <span className={`${styles.step} ${styles.disabled}`} aria-hidden="true">
              <SvgIcon icon={ICON_PATHS.right} />
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
