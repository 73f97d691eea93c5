import { Alert, Empty, Pagination, Spin, Typography } from 'antd';
import type { ReactNode } from 'react';
import { PropertyCardGrid } from '../../../ui/property-card-grid';
import type { SearchResultPage } from '../api/property-search.api';

export const NO_RESULT_TEXT = '条件に合う物件が見つかりませんでした';
export const NO_RESULT_HINT = 'キーワードを短くする、価格や面積の範囲を広げる、エリアを変えるなど、条件をゆるめて検索してみてください。';

interface SearchResultsProps {
  result: SearchResultPage | undefined;
  error: Error | null;
  loading: boolean;
  onPage: (page: number) => void;
  /** Shown under the no-result message, e.g. a link to every listing. */
  emptyExtra?: ReactNode;
}

const grouped = new Intl.NumberFormat('ja-JP');

/**
 * Cards of one result page with its count and page numbers; an empty page is "no data". Past the
 * count's limit the server counts no further and says so: the count reads 「1,000件以上」.
 */
export function SearchResults({ result, error, loading, onPage, emptyExtra }: SearchResultsProps) {
  if (error) return <Alert type="error" showIcon title={error.message} />;
  if (!result) {
    return (
      <div style={{ textAlign: 'center', padding: 48 }}>
        <Spin aria-label="読み込み中" />
      </div>
    );
  }
  if (result.data.length === 0) {
    return (
      <>
        <p role="status" style={{ margin: '0 0 12px', color: '#5b5345' }}>
          <strong style={{ fontSize: 18, color: '#2e2a22' }}>0</strong>件の物件が見つかりました
        </p>
        <Empty
          style={{ padding: '32px 0' }}
          description={
            <>
              <Typography.Paragraph strong style={{ marginBottom: 4 }}>
                {NO_RESULT_TEXT}
              </Typography.Paragraph>
              <Typography.Paragraph type="secondary">{NO_RESULT_HINT}</Typography.Paragraph>
              {emptyExtra}
            </>
          }
        />
      </>
    );
  }
  const pageSize = result.per_page || result.data.length;
  const first = (result.current_page - 1) * pageSize + 1;
  const last = first + result.data.length - 1;
  return (
    <Spin spinning={loading}>
      <p role="status" style={{ margin: '0 0 12px', color: '#5b5345' }}>
        <strong style={{ fontSize: 18, color: '#2e2a22' }}>{grouped.format(result.total)}</strong>
        {result.total_is_lower_bound ? '件以上' : '件'}の物件が見つかりました
        （{grouped.format(first)}〜{grouped.format(last)}件目を表示）
      </p>
      <PropertyCardGrid properties={result.data} label="検索結果" firstPhotoPriority />
      {result.last_page > 1 ? (
        <Pagination
          style={{ marginTop: 24, justifyContent: 'center' }}
          current={result.current_page}
          total={result.total}
          pageSize={pageSize}
          showSizeChanger={false}
          onChange={onPage}
        />
      ) : null}
    </Spin>
  );
}
