import { DeleteOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Popconfirm, Space } from 'antd';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { AuditTimelineDrawer } from '../../features/audit/components/audit-timeline-drawer';
import { PageHeading } from '../../features/back-office/components/page-heading';
import { usePrefectures } from '../../features/masters/api/use-prefectures.query';
import type { AdminPropertyFilter, AdminPropertyRow } from '../../features/properties-admin/api/properties-admin.api';
import { useAdminProperties, useDeleteAdminProperties, useUpdateAdminProperty } from '../../features/properties-admin/api/properties-admin.query';
import { PropertyEditDrawer } from '../../features/properties-admin/components/property-edit-drawer';
import { PropertyFilterForm } from '../../features/properties-admin/components/property-filter-form';
import { PropertyTable } from '../../features/properties-admin/components/property-table';
import { errorMessage } from '../../ui/server-field-errors';

const LOAD_FAILED = '物件一覧を読み込めませんでした。時間をおいて、もう一度お試しください。';
export const PROPERTY_DELETED = '物件の削除に成功しました';

export function PropertyListPage() {
  const [filter, setFilter] = useState<AdminPropertyFilter>({});
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<string[]>([]);
  const [editing, setEditing] = useState<AdminPropertyRow | null>(null);
  const [timelineOf, setTimelineOf] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ type: 'success' | 'error'; text: string } | null>(null);
  const list = useAdminProperties(page, filter);
  const update = useUpdateAdminProperty();
  const remove = useDeleteAdminProperties();
  const prefectures = usePrefectures();
  const prefectureOptions = useMemo(
    () => prefectures.map((prefecture) => ({ value: prefecture.prefecture_id ?? prefecture.id, label: prefecture.name })),
    [prefectures],
  );

  const deleteSelected = async () => {
    setNotice(null);
    try {
      await remove.mutateAsync(selected);
      setSelected([]);
      setNotice({ type: 'success', text: PROPERTY_DELETED });
    } catch (error) {
      setNotice({ type: 'error', text: errorMessage(error, '物件を削除できませんでした。') });
    }
  };

  return (
    <>
      <PageHeading title="物件一覧" />
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Card variant="borderless">
          <PropertyFilterForm
            filter={filter}
            prefectures={prefectureOptions}
            onSearch={(next) => {
              setFilter(next);
              setPage(1);
              setSelected([]);
            }}
          />
        </Card>
        {list.isError ? <Alert type="error" showIcon title={errorMessage(list.error, LOAD_FAILED)} /> : null}
        {notice ? <Alert type={notice.type} showIcon title={notice.text} closable onClose={() => setNotice(null)} /> : null}
        <Card variant="borderless">
          <Space style={{ marginBottom: 16 }}>
            <Popconfirm
              title={`選択した${selected.length}件の物件を削除しますか？`}
              description="削除した物件は一覧に「削除済み」として残り、元に戻せません。"
              okText="削除する"
              cancelText="やめる"
              okButtonProps={{ danger: true }}
              onConfirm={() => deleteSelected()}
              disabled={selected.length === 0}
            >
              <Button danger icon={<DeleteOutlined />} disabled={selected.length === 0} loading={remove.isPending}>
                選択した物件を削除
              </Button>
            </Popconfirm>
          </Space>
          <PropertyTable
            page={list.data}
            loading={list.isFetching}
            selectedIds={selected}
            onSelect={setSelected}
            onEdit={setEditing}
            onTimeline={(row) => setTimelineOf(row.id)}
            onPageChange={setPage}
          />
        </Card>
      </Space>
      <AuditTimelineDrawer
        kind="listing"
        id={timelineOf}
        title="物件の経過"
        onClose={() => setTimelineOf(null)}
        extra={timelineOf ? <Link to={`/admin/audit?stream=property-${timelineOf}`}>物件の時点を再現する</Link> : null}
      />
      <PropertyEditDrawer
        property={editing}
        prefectures={prefectureOptions}
        saving={update.isPending}
        onClose={() => setEditing(null)}
        onSave={async (changes) => {
          if (!editing) return;
          await update.mutateAsync({ id: editing.id, changes });
          setEditing(null);
          setNotice({ type: 'success', text: '物件情報を保存しました。' });
        }}
      />
    </>
  );
}
