import { Alert, App, Button, Table, Tag } from 'antd';
import { useState } from 'react';
import { formatDateTime } from '../../../ui/date-time.format';
import { formatYen } from '../../../ui/yen.format';
import type { ServiceOption } from '../api/options-admin.api';
import { useOptions, useUpdateOption } from '../api/options-admin.query';
import { OptionEditModal } from './option-edit-modal';

const PAGE_SIZE = 20;

/** The paid services sellers may ask for: their wording, price and whether they are on offer. */
export function OptionsAdminManager() {
  const { message } = App.useApp();
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<ServiceOption | null>(null);
  const options = useOptions(page);
  const update = useUpdateOption();

  return (
    <>
      {options.error ? <Alert type="error" showIcon title={options.error.message} style={{ marginBottom: 16 }} /> : null}
      <Table<ServiceOption>
        rowKey="id"
        loading={options.isPending}
        dataSource={options.data?.data ?? []}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: options.data?.total ?? 0, onChange: setPage, showSizeChanger: false, hideOnSinglePage: true }}
        scroll={{ x: true }}
        columns={[
          { title: 'サービス名', dataIndex: 'name' },
          { title: '説明', dataIndex: 'description' },
          { title: '料金（税込）', dataIndex: 'price', render: (price: number) => formatYen(price) },
          { title: '提供', dataIndex: 'active', render: (active: boolean) => (active ? <Tag color="green">提供中</Tag> : <Tag>停止中</Tag>) },
          { title: '更新日時', dataIndex: 'updated_at', render: (value: string) => formatDateTime(value) },
          {
            title: '操作',
            key: 'actions',
            render: (_value, option) => (
              <Button size="small" onClick={() => setEditing(option)}>
                編集
              </Button>
            ),
          },
        ]}
      />
      <OptionEditModal
        option={editing}
        saving={update.isPending}
        onSave={async (body) => {
          await update.mutateAsync({ id: editing!.id, body });
          void message.success('オプションを更新しました。');
          setEditing(null);
        }}
        onClose={() => setEditing(null)}
      />
    </>
  );
}
