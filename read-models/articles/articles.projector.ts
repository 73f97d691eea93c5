import type { ArticleCategory, ArticleEvent } from '../../domain/articles/article.events';
import type { DocumentProjector } from '../shared/projector';

export interface ArticleDocument {
  article_id: string;
  title: string;
  slug: string | null;
  body_markdown: string;
  cover_image_id: string | null;
  category: ArticleCategory;
  status: 'draft' | 'published';
  /** The first publication's time; kept while taken down, so it comes back with its date. */
  published_at: string | null;
  created_at: string;
  updated_at: string;
}

export const ARTICLES_COLLECTION = 'articles';

export const articlesProjector: DocumentProjector<ArticleDocument, ArticleEvent> = {
  name: 'articles',
  collection: ARTICLES_COLLECTION,
  version: 1,
  handles: ['ArticleCreated', 'ArticleEdited', 'ArticlePublished', 'ArticleUnpublished', 'ArticleDeleted'],
  columns: { status: 'text', slug: 'text', published_at: 'timestamptz' },
  documentIds: (event) => [event.data.article_id],
  evolve(document, event) {
    switch (event.type) {
      case 'ArticleCreated': {
        const { created_at, ...content } = event.data;
        return { ...content, status: 'draft', published_at: null, created_at, updated_at: created_at };
      }
      case 'ArticleEdited': {
        const { edited_at, ...content } = event.data;
        return document && { ...document, ...content, updated_at: edited_at };
      }
      case 'ArticlePublished':
        return document && { ...document, status: 'published', published_at: event.data.published_at, updated_at: event.data.acted_at };
      case 'ArticleUnpublished':
        return document && { ...document, status: 'draft', updated_at: event.data.unpublished_at };
      case 'ArticleDeleted':
        return null;
    }
  },
};
