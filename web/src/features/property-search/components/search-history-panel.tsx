import { formatDateTime } from '../../../ui/date-time.format';
import { Panel } from '../../../ui/panel';
import { SvgIcon } from '../../../ui/svg-icon';
import type { SearchHistoryEntry } from '../api/property-search.api';
import { SEARCH_ICON_PATHS } from './search-icon-paths';
import styles from './search-history-panel.module.css';

interface SearchHistoryPanelProps {
  entries: readonly SearchHistoryEntry[];
  describe: (entry: SearchHistoryEntry) => string;
  /** The time of a search as shown; the date library comes with this panel, which only members load. */
  formatDate?: (iso: string) => string;
  onRerun: (entry: SearchHistoryEntry) => void;
}

/** The member's latest searches; choosing one searches again with its conditions. */
export function SearchHistoryPanel({ entries, describe, formatDate = (iso) => formatDateTime(iso), onRerun }: SearchHistoryPanelProps) {
  return (
    <Panel padding="flush">
      <h2 className={styles.title}>
        <SvgIcon icon={SEARCH_ICON_PATHS.history} /> 検索履歴
      </h2>
      <div className={styles.body}>
        {entries.length === 0 ? (
          <p className={styles.empty}>検索履歴はまだありません</p>
        ) : (
          <ul aria-label="検索履歴" className={styles.list}>
            {entries.map((entry) => (
              <li key={entry.id} className={styles.entry}>
                <button type="button" className={styles.rerun} onClick={() => onRerun(entry)}>
                  {describe(entry)}
                </button>
                {entry.searched_at ? <div className={styles.date}>{formatDate(entry.searched_at)}</div> : null}
              </li>
            ))}
          </ul>
        )}
      </div>
    </Panel>
  );
}
