import type { ReactNode } from 'react';
import { PropertyCardGrid } from '../../../ui/property-card-grid';
import type { SearchResultPage } from '../api/property-search.api';
import { ErrorAlert } from './error-alert';
import { LoadingSpinner } from './loading-spinner';
import { ResultPagination } from './result-pagination';
import styles from './search-states.module.css';

export const NO_RESULT_TEXT = '条件に合う物件が見つかりませんでした';
export const NO_RESULT_HINT = 'キーワードを短くする、価格や面積の範囲を広げる、エリアを変えるなど、条件をゆるめて検索してみてください。';

interface SearchResultsProps {
  result: SearchResultPage | undefined;
  error: Error | null;
  loading: boolean;
  onPage: (page: number) => void;
  /** The address of a result page, for the page numbers' links. */
  hrefFor: (page: number) => string;
  /** Shown under the no-result message, e.g. a link to every listing. */
  emptyExtra?: ReactNode;
}

const grouped = new Intl.NumberFormat('ja-JP');

/** Ant Design's simple "no data" picture: a tray, drawn inline. */
function EmptyTray() {
  return (
    <svg className={styles.emptyIcon} viewBox="0 0 64 41" aria-hidden="true" focusable="false">
      <g transform="translate(0 1)" fill="none" fillRule="evenodd">
        <ellipse fill="#f5f5f5" cx="32" cy="33" rx="32" ry="7" />
        <g fillRule="nonzero" stroke="#d9d9d9">
          <path d="M55 12.76L44.854 1.258C44.367.474 43.656 0 42.907 0H21.093c-.749 0-1.46.474-1.947 1.257L9 12.761V22h46v-9.24z" />
          <path
            d="M41.613 15.931c0-1.605.994-2.93 2.227-2.931H55v18.137C55 33.26 53.68 35 52.05 35h-40.1C10.32 35 9 33.259 9 31.137V13h11.16c1.233 0 2.227 1.323 2.227 2.928v.022c0 1.605 1.005 2.901 2.237 2.901h14.752c1.232 0 2.237-1.308 2.237-2.913v-.007z"
            fill="#fafafa"
          />
        </g>
      </g>
    </svg>
  );
}

/**
 * Cards of one result page with its count and page numbers; an empty page is "no data". Past the
 * count's limit the server counts no further and says so: the count reads 「1,000件以上」.
 */
export function SearchResults({ result, error, loading, onPage, hrefFor, emptyExtra }: SearchResultsProps) {
  if (error) return <ErrorAlert message={error.message} />;
  if (!result) return <LoadingSpinner />;
  if (result.data.length === 0) {
    return (
      <>
        <p role="status" className={styles.count}>
          <strong className={styles.countNumber}>0</strong>件の物件が見つかりました
        </p>
        <div className={styles.empty}>
          <EmptyTray />
          <p className={styles.emptyTitle}>{NO_RESULT_TEXT}</p>
          <p className={styles.emptyHint}>{NO_RESULT_HINT}</p>
          {emptyExtra}
        </div>
      </>
    );
  }
  const pageSize = result.per_page || result.data.length;
  const first = (result.current_page - 1) * pageSize + 1;
  const last = first + result.data.length - 1;
  return (
    <div className={styles.busy} aria-busy={loading || undefined}>
      {loading ? (
        <div className={styles.overlay}>
          <span className={styles.spinner} role="img" aria-label="読み込み中" />
        </div>
      ) : null}
      <div className={loading ? styles.dimmed : undefined}>
        <p role="status" className={styles.count}>
          <strong className={styles.countNumber}>{grouped.format(result.total)}</strong>
          {result.total_is_lower_bound ? '件以上' : '件'}の物件が見つかりました
          （{grouped.format(first)}〜{grouped.format(last)}件目を表示）
        </p>
        <PropertyCardGrid properties={result.data} label="検索結果" firstPhotoPriority />
        <ResultPagination current={result.current_page} last={result.last_page} hrefFor={hrefFor} onPage={onPage} />
      </div>
    </div>
  );
}
