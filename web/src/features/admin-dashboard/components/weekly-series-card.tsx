import { Card, Col, Row, Skeleton, Table } from 'antd';
import { lazy, Suspense } from 'react';

const WeeklyBarChart = lazy(() => import('./weekly-bar-chart'));

export interface WeeklySeriesCardProps {
  label: string;
  weeks: readonly string[];
  counts: readonly number[];
  total: number;
  color: string;
}

const weekLabel = (week: string) => `${Number(week.slice(5, 7))}/${Number(week.slice(8, 10))}〜`;

/** One weekly count: the chart, and beside it the same numbers in a table a screen reader can read. */
export function WeeklySeriesCard({ label, weeks, counts, total, color }: WeeklySeriesCardProps) {
  const rows = weeks.map((week, index) => ({ key: week, week: weekLabel(week), count: counts[index] ?? 0 })).reverse();
  return (
    <Card variant="borderless" title={label} extra={<span>{`${weeks.length}週の合計 ${total.toLocaleString('ja-JP')}件`}</span>}>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={15} aria-hidden="true">
          <Suspense fallback={<Skeleton active paragraph={{ rows: 5 }} title={false} />}>
            <WeeklyBarChart label={label} weeks={weeks} counts={counts} color={color} />
          </Suspense>
        </Col>
        <Col xs={24} lg={9}>
          <Table
            size="small"
            pagination={false}
            dataSource={rows}
            aria-label={`${label}（週ごと）`}
            columns={[
              { title: '週（月曜から）', dataIndex: 'week', key: 'week' },
              { title: '件数', dataIndex: 'count', key: 'count', align: 'right', render: (count: number) => count.toLocaleString('ja-JP') },
            ]}
          />
        </Col>
      </Row>
    </Card>
  );
}
