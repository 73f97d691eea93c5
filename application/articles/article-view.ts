import type { ArticleCategory } from '../../domain/articles/article.events';
import type { ArticleDocument } from '../../read-models/articles/articles.projector';
import type { ContentImage } from '../content-images/content-image';

export const ARTICLE_CATEGORY_LABELS: Record<ArticleCategory, string> = { general: '一般', corporate: '法人向け' };

/** Characters of a column's words shown in lists and on the top page. */
export const ARTICLE_EXCERPT_LENGTH = 120;

/** A column as lists show it. */
export interface ArticleSummary {
  id: string;
  slug: string | null;
  title: string;
  excerpt: string;
  cover_image: ContentImage | null;
  category: ArticleCategory;
  category_label: string;
  published_at: string;
  /** The page's address on this site. */
  url: string;
}

/** A column as its page shows it: the HTML is sanitised, ready to be put in the page as it is. */
export interface ArticleDetail extends ArticleSummary {
  html: string;
}

/** A column as the back office edits it, drafts included. */
export interface AdminArticleView {
  id: string;
  slug: string | null;
  title: string;
  body_markdown: string;
  cover_image: ContentImage | null;
  category: ArticleCategory;
  status: 'draft' | 'published';
  published_at: string | null;
  created_at: string;
  updated_at: string;
  url: string;
}

export const articleUrl = (article: Pick<ArticleDocument, 'article_id' | 'slug'>): string => `/info/articles/${article.slug ?? article.article_id}`;
