/**
 * A news item (お知らせ) an admin writes. It shows on the site from `publish_at` on, unless it is
 * unpublished; a draft has no `publish_at`. Members who allow it get one mail per item.
 */
export interface NewsContent {
  title: string;
  /** Plain text; line breaks are kept, nothing in it is read as markup. */
  body: string;
  category_id: number;
  notify_by_mail: boolean;
}

export type NewsItemEvent =
  | { type: 'NewsItemCreated'; data: NewsContent & { news_id: string; created_at: string } }
  | { type: 'NewsItemEdited'; data: NewsContent & { news_id: string; edited_at: string } }
  | { type: 'NewsItemPublishScheduled'; data: { news_id: string; publish_at: string; scheduled_at: string } }
  | { type: 'NewsItemUnpublished'; data: { news_id: string; unpublished_at: string } }
  | { type: 'NewsItemDeleted'; data: { news_id: string; deleted_at: string } }
  | { type: 'NewsMailSent'; data: { news_id: string; recipients: number; sent_at: string } };

export const newsItemStreamId = (newsId: string): string => `news-${newsId}`;
