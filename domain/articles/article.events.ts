/** 一般 (for everyone) or 法人向け (for corporate members). */
export const ARTICLE_CATEGORIES = ['general', 'corporate'] as const;
export type ArticleCategory = (typeof ARTICLE_CATEGORIES)[number];

/**
 * A column article (コラム) an admin writes in Markdown. The Markdown is what is kept; the HTML is
 * made from it when the article is read, so a change to the sanitiser's rules reaches every article.
 */
export interface ArticleContent {
  title: string;
  /** Another address for the article (`/info/articles/{slug}`); null when it has only its id. */
  slug: string | null;
  body_markdown: string;
  /** A content image's id; null when the article has no cover. */
  cover_image_id: string | null;
  category: ArticleCategory;
}

export type ArticleEvent =
  | { type: 'ArticleCreated'; data: ArticleContent & { article_id: string; created_at: string } }
  | { type: 'ArticleEdited'; data: ArticleContent & { article_id: string; edited_at: string } }
  /** `published_at` is the date readers see: the first publication's, kept when it is put up again at `acted_at`. */
  | { type: 'ArticlePublished'; data: { article_id: string; published_at: string; acted_at: string } }
  | { type: 'ArticleUnpublished'; data: { article_id: string; unpublished_at: string } }
  | { type: 'ArticleDeleted'; data: { article_id: string; deleted_at: string } };

export const articleStreamId = (articleId: string): string => `article-${articleId}`;
