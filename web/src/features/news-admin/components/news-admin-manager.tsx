import { Tag } from 'antd';
import { AdminContentManager, type AdminContentFilter } from '../../../ui/admin-content-manager';
import { formatDateTime } from '../../../ui/date-time.format';
import { NEWS_STATES, type AdminNews, type AdminNewsFilter, type NewsInput } from '../api/news-admin.api';
import { useAdminNews, useNewsAdminMutations, useNewsCategories } from '../api/news-admin.query';
import { NewsEditModal } from './news-edit-modal';

/** The list's state filter is the news' `state`. */
function useNewsList(filter: AdminContentFilter, page: number) {
  return useAdminNews({ state: filter.status as AdminNewsFilter['state'], keyword: filter.keyword }, page);
}

/** The admin's news: filter, write, publish now or at a time, take down, delete. */
export function NewsAdminManager() {
  const categories = useNewsCategories();
  const mutations = useNewsAdminMutations();
  return (
    <AdminContentManager<AdminNews, NewsInput>
      noun="お知らせ"
      statuses={NEWS_STATES}
      useList={useNewsList}
      mutations={mutations}
      isPublished={(item) => item.state === 'published'}
      words={{ publish: '今すぐ公開', published: 'お知らせを公開しました。', unpublish: '非公開にする', unpublished: 'お知らせを非公開にしました。' }}
      scrollX={800}
      actionsWidth={240}
      columns={[
        { title: '状態', dataIndex: 'state', width: 100, render: (state: AdminNews['state']) => <Tag color={NEWS_STATES[state].color}>{NEWS_STATES[state].label}</Tag> },
        { title: 'タイトル', dataIndex: 'title' },
        { title: 'カテゴリ', dataIndex: ['category', 'name'], width: 120 },
        { title: '公開日時', dataIndex: 'publish_at', width: 150, render: (value: string | null) => formatDateTime(value) || '—' },
        { title: 'メール', width: 110, render: (_, item) => (item.mail_sent_at ? `送信済み（${item.mail_recipients ?? 0}件）` : item.notify_by_mail ? '公開時に送信' : '—') },
      ]}
      renderEditor={(editor) => (
        <NewsEditModal open={editor.open} item={editor.item} categories={categories.data ?? []} saving={editor.saving} onSave={editor.onSave} onClose={editor.onClose} />
      )}
    />
  );
}
