import { Alert, Space, Spin } from 'antd';
import { AdminTodoCard } from '../../features/admin-dashboard/components/admin-todo-card';
import { WeeklySeriesCard } from '../../features/admin-dashboard/components/weekly-series-card';
import { useAdminDashboard } from '../../features/admin-dashboard/api/use-admin-dashboard.query';
import { PageHeading } from '../../features/back-office/components/page-heading';
import { errorMessage } from '../../ui/server-field-errors';

const LOAD_FAILED = 'ダッシュボードを読み込めませんでした。時間をおいて、もう一度お試しください。';
const COLORS = ['#1677ff', '#52c41a', '#fa8c16', '#722ed1', '#eb2f96'];

/** The admin area's home: what waits for an admin, then the last weeks in numbers. */
export function DashboardPage() {
  const dashboard = useAdminDashboard();
  return (
    <>
      <PageHeading title="ダッシュボード" />
      {dashboard.isError ? <Alert type="error" showIcon title={errorMessage(dashboard.error, LOAD_FAILED)} /> : null}
      {dashboard.isPending ? <Spin description="読み込み中です" /> : null}
      {dashboard.data ? (
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <AdminTodoCard waiting={dashboard.data.waiting} />
          {dashboard.data.series.map((series, index) => (
            <WeeklySeriesCard
              key={series.key}
              label={series.label}
              weeks={dashboard.data.weeks}
              counts={series.counts}
              total={series.total}
              color={COLORS[index % COLORS.length]}
            />
          ))}
        </Space>
      ) : null}
    </>
  );
}
