import type { NewsItemEvent } from '../../domain/news/news-item.events';
import type { DocumentProjector } from '../shared/projector';

export interface NewsItemDocument {
  news_id: string;
  title: string;
  body: string;
  category_id: number;
  notify_by_mail: boolean;
  /** Null while a draft. */
  publish_at: string | null;
  unpublished: boolean;
  mail_sent_at: string | null;
  mail_recipients: number | null;
  created_at: string;
  updated_at: string;
}

export const NEWS_ITEMS_COLLECTION = 'news_items';

export const newsItemsProjector: DocumentProjector<NewsItemDocument, NewsItemEvent> = {
  name: 'news-items',
  collection: NEWS_ITEMS_COLLECTION,
  version: 1,
  handles: ['NewsItemCreated', 'NewsItemEdited', 'NewsItemPublishScheduled', 'NewsItemUnpublished', 'NewsItemDeleted', 'NewsMailSent'],
  columns: { unpublished: 'boolean', publish_at: 'timestamptz', created_at: 'timestamptz' },
  documentIds: (event) => [event.data.news_id],
  evolve(document, event) {
    switch (event.type) {
      case 'NewsItemCreated': {
        const { created_at, ...content } = event.data;
        return { ...content, publish_at: null, unpublished: false, mail_sent_at: null, mail_recipients: null, created_at, updated_at: created_at };
      }
      case 'NewsItemEdited': {
        const { edited_at, ...content } = event.data;
        return document && { ...document, ...content, updated_at: edited_at };
      }
      case 'NewsItemPublishScheduled':
        return document && { ...document, publish_at: event.data.publish_at, unpublished: false, updated_at: event.data.scheduled_at };
      case 'NewsItemUnpublished':
        return document && { ...document, unpublished: true, updated_at: event.data.unpublished_at };
      case 'NewsItemDeleted':
        return null;
      case 'NewsMailSent':
        return document && { ...document, mail_sent_at: event.data.sent_at, mail_recipients: event.data.recipients };
    }
  },
};
