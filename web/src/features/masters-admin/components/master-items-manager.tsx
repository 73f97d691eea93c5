import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Popconfirm, Space, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../../ui/server-field-errors';
import { MASTER_KINDS } from '../api/masters-admin.api';
import type { MasterItem, MasterKindKey } from '../api/masters-admin.api';
import { useMasterItemMutations, useMasterItems } from '../api/masters-admin.query';
import { MasterNameModal } from './master-name-modal';

type Editing = { mode: 'create' } | { mode: 'rename'; item: MasterItem } | null;

/** The list of one master with create, rename and delete. */
export function MasterItemsManager({ kind }: { kind: MasterKindKey }) {
  const { label } = MASTER_KINDS[kind];
  const items = useMasterItems(kind);
  const { create, rename, remove } = useMasterItemMutations(kind);
  const [editing, setEditing] = useState<Editing>(null);
  const [notice, setNotice] = useState<{ type: 'success' | 'error'; text: string } | null>(null);

  const deleteItem = async (item: MasterItem) => {
    setNotice(null);
    try {
      await remove.mutateAsync(item.id);
      setNotice({ type: 'success', text: `${label}「${item.name}」を削除しました。` });
    } catch (error) {
      setNotice({ type: 'error', text: errorMessage(error, `${label}を削除できませんでした。`) });
    }
  };

  const columns: TableColumnsType<MasterItem> = [
    { title: 'ID', dataIndex: 'id', width: 80 },
    { title: `${label}名`, dataIndex: 'name' },
    { title: '更新日時', dataIndex: 'updated_at', render: (value: string) => new Date(value).toLocaleString('ja-JP') },
    {
      title: '操作',
      key: 'actions',
      render: (_, item) => (
        <Space>
          <Button size="small" icon={<EditOutlined />} aria-label={`${item.name}の名前を変更`} onClick={() => setEditing({ mode: 'rename', item })}>
            名前を変更
          </Button>
          <Popconfirm
            title={`${label}「${item.name}」を削除しますか？`}
            okText="削除する"
            cancelText="やめる"
            okButtonProps={{ danger: true }}
            onConfirm={() => deleteItem(item)}
          >
            <Button size="small" danger icon={<DeleteOutlined />} aria-label={`${item.name}を削除`}>
              削除
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ mode: 'create' })}>
        {label}を追加
      </Button>
      {items.isError ? <Alert type="error" showIcon title={errorMessage(items.error, `${label}の一覧を読み込めませんでした。`)} /> : null}
      {notice ? <Alert type={notice.type} showIcon title={notice.text} closable onClose={() => setNotice(null)} /> : null}
      <Table<MasterItem> rowKey="id" columns={columns} dataSource={items.data ?? []} loading={items.isFetching} pagination={false} />
      <MasterNameModal
        open={editing !== null}
        title={editing?.mode === 'rename' ? `${label}名の変更` : `${label}の追加`}
        label={`${label}名`}
        initialName={editing?.mode === 'rename' ? editing.item.name : ''}
        saving={create.isPending || rename.isPending}
        onClose={() => setEditing(null)}
        onSave={async (name) => {
          if (editing?.mode === 'rename') await rename.mutateAsync({ id: editing.item.id, name });
          else await create.mutateAsync(name);
          setNotice({ type: 'success', text: editing?.mode === 'rename' ? `${label}を更新しました。` : `${label}を登録しました。` });
          setEditing(null);
        }}
      />
    </Space>
  );
}
