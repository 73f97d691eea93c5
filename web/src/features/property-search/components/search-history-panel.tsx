import { HistoryOutlined } from '@ant-design/icons';
import { Button, Card, Empty } from 'antd';
import type { SearchHistoryEntry } from '../api/property-search.api';

interface SearchHistoryPanelProps {
  entries: readonly SearchHistoryEntry[];
  describe: (entry: SearchHistoryEntry) => string;
  formatDate: (iso: string) => string;
  onRerun: (entry: SearchHistoryEntry) => void;
}

/** The member's latest searches; choosing one searches again with its conditions. */
export function SearchHistoryPanel({ entries, describe, formatDate, onRerun }: SearchHistoryPanelProps) {
  return (
    <Card
      size="small"
      variant="borderless"
      title={
        <span>
          <HistoryOutlined aria-hidden /> 検索履歴
        </span>
      }
    >
      {entries.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="検索履歴はまだありません" />
      ) : (
        <ul aria-label="検索履歴" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {entries.map((entry) => (
            <li key={entry.id} style={{ borderBottom: '1px solid #f0ebdd', padding: '6px 0' }}>
              <Button
                type="link"
                onClick={() => onRerun(entry)}
                style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'left' }}
              >
                {describe(entry)}
              </Button>
              {entry.searched_at ? (
                <div style={{ fontSize: 12, color: '#8c8372' }}>{formatDate(entry.searched_at)}</div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
