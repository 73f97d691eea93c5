import { Alert, App, Button, Input, Popconfirm, Select, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { formatDateTime } from '../../../ui/date-time.format';
import { errorMessage } from '../../../ui/server-field-errors';
import { ARTICLE_STATUSES, type AdminArticle, type AdminArticleFilter } from '../api/articles-admin.api';
import { useAdminArticles, useArticleAdminMutations } from '../api/articles-admin.query';
import { ArticleEditModal } from './article-edit-modal';

const PAGE_SIZE = 20;

/** The admin's columns: filter, write in Markdown with a preview, publish, take down, delete. */
export function ArticlesAdminManager() {
  const { message } = App.useApp();
  const [filter, setFilter] = useState<AdminArticleFilter>({});
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<AdminArticle | null | undefined>(undefined);
  const articles = useAdminArticles(filter, page);
  const { save, publish, unpublish, remove } = useArticleAdminMutations();

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
          value={filter.status as string | undefined}
          onChange={(status) => {
            setFilter({ ...filter, status: status as AdminArticleFilter['status'] });
            setPage(1);
          }}
          options={Object.entries(ARTICLE_STATUSES).map(([value, { label }]) => ({ value, label }))}
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
          コラムを作成
        </Button>
      </Space>
      {articles.error ? <Alert type="error" showIcon title={articles.error.message} style={{ marginBottom: 16 }} /> : null}
      <Table<AdminArticle>
        rowKey="id"
        loading={articles.isPending}
        dataSource={articles.data?.data ?? []}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: articles.data?.total ?? 0, onChange: setPage, showSizeChanger: false }}
        scroll={{ x: true }}
        columns={[
          { title: 'タイトル', dataIndex: 'title', render: (title: string, article) => (article.status === 'published' ? <a href={article.url} target="_blank" rel="noopener noreferrer">{title}</a> : title) },
          { title: 'カテゴリ', dataIndex: 'category', render: (category: string) => (category === 'corporate' ? '法人向け' : '一般') },
          { title: 'アドレス', dataIndex: 'url' },
          { title: '状態', dataIndex: 'status', render: (status: keyof typeof ARTICLE_STATUSES) => <Tag color={ARTICLE_STATUSES[status].color}>{ARTICLE_STATUSES[status].label}</Tag> },
          { title: '公開日', dataIndex: 'published_at', render: (value: string | null) => formatDateTime(value) },
          { title: '更新日時', dataIndex: 'updated_at', render: (value: string) => formatDateTime(value) },
          {
            title: '操作',
            key: 'actions',
            render: (_value, article) => (
              <Space wrap>
                <Button size="small" onClick={() => setEditing(article)}>
                  編集
                </Button>
                {article.status === 'draft' ? (
                  <Button size="small" type="primary" onClick={() => void act(publish.mutateAsync(article.id), 'コラムを公開しました。')}>
                    公開する
                  </Button>
                ) : (
                  <Button size="small" onClick={() => void act(unpublish.mutateAsync(article.id), 'コラムを下書きに戻しました。')}>
                    下書きに戻す
                  </Button>
                )}
                <Popconfirm title="このコラムを削除しますか？" okText="削除する" cancelText="やめる" onConfirm={() => act(remove.mutateAsync(article.id), 'コラムを削除しました。')}>
                  <Button size="small" danger>
                    削除
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <ArticleEditModal
        open={editing !== undefined}
        article={editing ?? null}
        saving={save.isPending}
        onSave={async (body) => {
          await save.mutateAsync({ id: editing?.id ?? null, body });
          void message.success(editing ? 'コラムを更新しました。' : 'コラムを登録しました。');
          setEditing(undefined);
        }}
        onClose={() => setEditing(undefined)}
      />
    </>
  );
}
