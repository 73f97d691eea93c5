import { Tag } from 'antd';
import { AdminContentManager, type AdminContentFilter } from '../../../ui/admin-content-manager';
import { formatDateTime } from '../../../ui/date-time.format';
import { ARTICLE_STATUSES, type AdminArticle, type AdminArticleFilter, type ArticleInput } from '../api/articles-admin.api';
import { useAdminArticles, useArticleAdminMutations } from '../api/articles-admin.query';
import { ArticleEditModal } from './article-edit-modal';

function useArticleList(filter: AdminContentFilter, page: number) {
  return useAdminArticles({ status: filter.status as AdminArticleFilter['status'], keyword: filter.keyword }, page);
}

/** The admin's columns: filter, write in Markdown with a preview, publish, take down, delete. */
export function ArticlesAdminManager() {
  const mutations = useArticleAdminMutations();
  return (
    <AdminContentManager<AdminArticle, ArticleInput>
      noun="コラム"
      statuses={ARTICLE_STATUSES}
      useList={useArticleList}
      mutations={mutations}
      isPublished={(article) => article.status !== 'draft'}
      words={{ publish: '公開する', published: 'コラムを公開しました。', unpublish: '下書きに戻す', unpublished: 'コラムを下書きに戻しました。' }}
      columns={[
        { title: 'タイトル', dataIndex: 'title', render: (title: string, article) => (article.status === 'published' ? <a href={article.url} target="_blank" rel="noopener noreferrer">{title}</a> : title) },
        { title: 'カテゴリ', dataIndex: 'category', render: (category: string) => (category === 'corporate' ? '法人向け' : '一般') },
        { title: 'アドレス', dataIndex: 'url' },
        { title: '状態', dataIndex: 'status', render: (status: keyof typeof ARTICLE_STATUSES) => <Tag color={ARTICLE_STATUSES[status].color}>{ARTICLE_STATUSES[status].label}</Tag> },
        { title: '公開日', dataIndex: 'published_at', render: (value: string | null) => formatDateTime(value) },
        { title: '更新日時', dataIndex: 'updated_at', render: (value: string) => formatDateTime(value) },
      ]}
      renderEditor={(editor) => <ArticleEditModal open={editor.open} article={editor.item} saving={editor.saving} onSave={editor.onSave} onClose={editor.onClose} />}
    />
  );
}
