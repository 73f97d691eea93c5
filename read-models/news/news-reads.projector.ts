import type { NewsReadEvent } from '../../domain/news/news-reads.events';
import type { DocumentProjector } from '../shared/projector';

/** One item one member has opened. */
export interface NewsReadDocument {
  user_id: string;
  news_id: string;
  read_at: string;
}

export const NEWS_READS_COLLECTION = 'news_reads';

export const newsReadsProjector: DocumentProjector<NewsReadDocument, NewsReadEvent> = {
  name: 'news-reads',
  collection: NEWS_READS_COLLECTION,
  version: 1,
  handles: ['NewsItemRead'],
  columns: { user_id: 'text' },
  documentIds: (event) => [`${event.data.user_id}:${event.data.news_id}`],
  evolve: (document, event) => document ?? { user_id: event.data.user_id, news_id: event.data.news_id, read_at: event.data.read_at },
};
