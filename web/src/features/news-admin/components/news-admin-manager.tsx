import { Alert, App, Button, Input, Select, Space } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../../ui/server-field-errors';
import { NEWS_STATES, type AdminNews, type AdminNewsFilter } from '../api/news-admin.api';
import { useAdminNews, useNewsAdminMutations, useNewsCategories } from '../api/news-admin.query';
import { NewsAdminTable } from './news-admin-table';
import { NewsEditModal } from './news-edit-modal';

const PAGE_SIZE = 20;

/** The admin's news: filter, write, publish now or at a time, take down, delete. */
export function NewsAdminManager() {
  const { message } = App.useApp();
  const [filter, setFilter] = useState<AdminNewsFilter>({});
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<AdminNews | null | undefined>(undefined);
  const news = useAdminNews(filter, page);
  const categories = useNewsCategories();
  const { save, publish, unpublish, remove } = useNewsAdminMutations();

  const act = (run: Promise<unknown>, done: string) =>
    run.then(
      () => void message.success(done),
      (error: unknown) => void message.error(errorMessage(error, '操作できませんでした。')),
    );

  return (
    <>
      <Space wrap style={{ marginBottom: 16 }}>
        <Select
          aria-label="状態で絞り込む"
          allowClear
          placeholder="すべての状態"
          style={{ width: 160 }}
          value={filter.state}
          onChange={(state) => {
            setFilter({ ...filter, state });
            setPage(1);
          }}
          options={Object.entries(NEWS_STATES).map(([value, { label }]) => ({ value, label }))}
        />
        <Input.Search
          aria-label="キーワード"
          placeholder="タイトル・本文"
          allowClear
          onSearch={(keyword) => {
            setFilter({ ...filter, keyword: keyword || undefined });
            setPage(1);
          }}
        />
        <Button type="primary" onClick={() => setEditing(null)}>
          お知らせを作成
        </Button>
      </Space>
      {news.error ? <Alert type="error" showIcon title={news.error.message} style={{ marginBottom: 16 }} /> : null}
      <NewsAdminTable
        items={news.data?.data ?? []}
        loading={news.isPending}
        total={news.data?.total ?? 0}
        page={page}
        pageSize={PAGE_SIZE}
        onPage={setPage}
        onEdit={setEditing}
        onPublish={(item) => void act(publish.mutateAsync(item.id), 'お知らせを公開しました。')}
        onUnpublish={(item) => void act(unpublish.mutateAsync(item.id), 'お知らせを非公開にしました。')}
        onDelete={(item) => void act(remove.mutateAsync(item.id), 'お知らせを削除しました。')}
      />
      <NewsEditModal
        open={editing !== undefined}
        item={editing ?? null}
        categories={categories.data ?? []}
        saving={save.isPending}
        onSave={async (body) => {
          await save.mutateAsync({ id: editing?.id ?? null, body });
          void message.success(editing ? 'お知らせを更新しました。' : 'お知らせを登録しました。');
          setEditing(undefined);
        }}
        onClose={() => setEditing(undefined)}
      />
    </>
  );
}
