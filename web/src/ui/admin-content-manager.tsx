import { Alert, App, Button, Input, Popconfirm, Select, Space, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState, type ReactNode } from 'react';
import { errorMessage } from './server-field-errors';

/** What an admin narrows a content list by: its state and a keyword in its title or text. */
export interface AdminContentFilter {
  status?: string;
  keyword?: string;
}

interface AdminContentList<Item> {
  data?: { data: readonly Item[]; total: number };
  error: Error | null;
  isPending: boolean;
}

interface AdminContentMutation<Variables> {
  mutateAsync: (variables: Variables) => Promise<unknown>;
  isPending: boolean;
}

export interface AdminContentMutations<Body> {
  save: AdminContentMutation<{ id: string | null; body: Body }>;
  publish: AdminContentMutation<string>;
  unpublish: AdminContentMutation<string>;
  remove: AdminContentMutation<string>;
}

/** What the content's own edit dialog is given. */
export interface AdminContentEditor<Item, Body> {
  open: boolean;
  /** The entry to edit; null to write a new one. */
  item: Item | null;
  saving: boolean;
  onSave: (body: Body) => Promise<void>;
  onClose: () => void;
}

interface AdminContentManagerProps<Item extends { id: string }, Body> {
  /** What one entry is called: お知らせ, コラム. */
  noun: string;
  statuses: Readonly<Record<string, { label: string }>>;
  /** A query hook for one page of the list under the filter. */
  useList: (filter: AdminContentFilter, page: number) => AdminContentList<Item>;
  mutations: AdminContentMutations<Body>;
  isPublished: (item: Item) => boolean;
  /** The buttons and the messages after them: publish and take down differ between contents. */
  words: { publish: string; published: string; unpublish: string; unpublished: string };
  /** The content's own columns; the actions column is added after them. */
  columns: TableColumnsType<Item>;
  actionsWidth?: number;
  scrollX?: number | true;
  renderEditor: (editor: AdminContentEditor<Item, Body>) => ReactNode;
}

const PAGE_SIZE = 20;

/** An admin's list of written content: filter, write, publish, take down and delete, a page at a time. */
export function AdminContentManager<Item extends { id: string }, Body>({
  noun,
  statuses,
  useList,
  mutations,
  isPublished,
  words,
  columns,
  actionsWidth,
  scrollX = true,
  renderEditor,
}: AdminContentManagerProps<Item, Body>) {
  const { message } = App.useApp();
  const [filter, setFilter] = useState<AdminContentFilter>({});
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Item | null | undefined>(undefined);
  const list = useList(filter, page);
  const { save, publish, unpublish, remove } = mutations;

  const act = (run: Promise<unknown>, done: string) =>
    run.then(
      () => void message.success(done),
      (error: unknown) => void message.error(errorMessage(error, '操作できませんでした。')),
    );
  const narrow = (change: AdminContentFilter) => {
    setFilter({ ...filter, ...change });
    setPage(1);
  };

  return (
    <>
      <Space wrap style={{ marginBottom: 16 }}>
        <Select
          aria-label="状態で絞り込む"
          allowClear
          placeholder="すべての状態"
          style={{ width: 160 }}
          value={filter.status}
          onChange={(status: string | undefined) => narrow({ status })}
          options={Object.entries(statuses).map(([value, { label }]) => ({ value, label }))}
        />
        <Input.Search aria-label="キーワード" placeholder="タイトル・本文" allowClear onSearch={(keyword) => narrow({ keyword: keyword || undefined })} />
        <Button type="primary" onClick={() => setEditing(null)}>
          {noun}を作成
        </Button>
      </Space>
      {list.error ? <Alert type="error" showIcon title={list.error.message} style={{ marginBottom: 16 }} /> : null}
      <Table<Item>
        rowKey="id"
        loading={list.isPending}
        dataSource={[...(list.data?.data ?? [])]}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: list.data?.total ?? 0, onChange: setPage, showSizeChanger: false }}
        scroll={{ x: scrollX }}
        columns={[
          ...columns,
          {
            title: '操作',
            key: 'actions',
            width: actionsWidth,
            render: (_value, item) => (
              <Space wrap>
                <Button size="small" onClick={() => setEditing(item)}>
                  編集
                </Button>
                {isPublished(item) ? (
                  <Button size="small" onClick={() => void act(unpublish.mutateAsync(item.id), words.unpublished)}>
                    {words.unpublish}
                  </Button>
                ) : (
                  <Button size="small" type="primary" onClick={() => void act(publish.mutateAsync(item.id), words.published)}>
                    {words.publish}
                  </Button>
                )}
                <Popconfirm title={`この${noun}を削除しますか？`} okText="削除する" cancelText="やめる" onConfirm={() => act(remove.mutateAsync(item.id), `${noun}を削除しました。`)}>
                  <Button size="small" danger>
                    削除
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      {renderEditor({
        open: editing !== undefined,
        item: editing ?? null,
        saving: save.isPending,
        onSave: async (body) => {
          await save.mutateAsync({ id: editing?.id ?? null, body });
          void message.success(editing ? `${noun}を更新しました。` : `${noun}を登録しました。`);
          setEditing(undefined);
        },
        onClose: () => setEditing(undefined),
      })}
    </>
  );
}
