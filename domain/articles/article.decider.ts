import { assertNever, type Decider } from '../shared/decider';
import { DomainError } from '../shared/domain-error';
import { FieldErrors } from '../shared/field-errors';
import { ARTICLE_CATEGORIES, type ArticleCategory, type ArticleContent, type ArticleEvent } from './article.events';

export const ARTICLE_TITLE_MAX_LENGTH = 100;
export const ARTICLE_BODY_MAX_LENGTH = 50_000;
export const ARTICLE_SLUG_MAX_LENGTH = 64;
/** Lower-case letters, digits and hyphens, so a slug is an address as it is typed. */
const SLUG = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;

/** What an admin types; checked here, so every field's problem is named at once. */
export interface ArticleDraft {
  title?: unknown;
  slug?: unknown;
  body_markdown?: unknown;
  cover_image_id?: unknown;
  category?: unknown;
}

/** Facts the decider cannot know from the article's own stream, looked up before it is asked. */
export interface ArticleLookups {
  /** Slugs other articles use. */
  taken_slugs: readonly string[];
  /** Whether a cover image id names an uploaded content image. */
  image_exists: boolean;
}

export type ArticleCommand =
  | { type: 'CreateArticle'; article_id: string; draft: ArticleDraft; lookups: ArticleLookups; now: string }
  | { type: 'EditArticle'; draft: ArticleDraft; lookups: ArticleLookups; now: string }
  | { type: 'PublishArticle'; now: string }
  | { type: 'UnpublishArticle'; now: string }
  | { type: 'DeleteArticle'; now: string };

export type ArticleState =
  | { status: 'absent' }
  | { status: 'deleted' }
  | { status: 'draft' | 'published'; article_id: string; content: ArticleContent; published_at: string | null };

const notFound = () => DomainError.notFound('article.not_found', '指定されたコラムが見つかりません。');

function checkedContent(draft: ArticleDraft, lookups: ArticleLookups, errors: FieldErrors): ArticleContent {
  const title = typeof draft.title === 'string' ? draft.title.trim() : '';
  if (draft.title !== undefined && draft.title !== null && typeof draft.title !== 'string') errors.add('title', 'タイトルは文字列で入力してください。');
  else if (title === '') errors.add('title', 'タイトルを入力してください。');
  else if (title.length > ARTICLE_TITLE_MAX_LENGTH) errors.add('title', `タイトルは${ARTICLE_TITLE_MAX_LENGTH}文字以内で入力してください。`);

  let slug: string | null = null;
  if (draft.slug !== undefined && draft.slug !== null && draft.slug !== '') {
    if (typeof draft.slug !== 'string' || !SLUG.test(draft.slug) || draft.slug.length > ARTICLE_SLUG_MAX_LENGTH) {
      errors.add('slug', `スラッグは半角英小文字・数字・ハイフンで、${ARTICLE_SLUG_MAX_LENGTH}文字以内で入力してください。`);
    } else if (lookups.taken_slugs.includes(draft.slug)) {
      errors.add('slug', 'このスラッグはほかのコラムで使われています。');
    } else {
      slug = draft.slug;
    }
  }

  const body = typeof draft.body_markdown === 'string' ? draft.body_markdown.replace(/\s+$/u, '') : '';
  if (draft.body_markdown !== undefined && draft.body_markdown !== null && typeof draft.body_markdown !== 'string') errors.add('body_markdown', '本文は文字列で入力してください。');
  else if (body.trim() === '') errors.add('body_markdown', '本文を入力してください。');
  else if (body.length > ARTICLE_BODY_MAX_LENGTH) errors.add('body_markdown', `本文は${ARTICLE_BODY_MAX_LENGTH.toLocaleString('ja-JP')}文字以内で入力してください。`);

  let cover: string | null = null;
  if (draft.cover_image_id !== undefined && draft.cover_image_id !== null && draft.cover_image_id !== '') {
    if (typeof draft.cover_image_id !== 'string' || !lookups.image_exists) errors.add('cover_image_id', '指定されたカバー画像が見つかりません。画像をアップロードし直してください。');
    else cover = draft.cover_image_id;
  }

  const category = draft.category === undefined || draft.category === null || draft.category === '' ? 'general' : draft.category;
  if (!ARTICLE_CATEGORIES.includes(category as ArticleCategory)) errors.add('category', 'カテゴリは general（一般）か corporate（法人向け）で指定してください。');

  return { title, slug, body_markdown: body, cover_image_id: cover, category: category as ArticleCategory };
}

export const articleDecider: Decider<ArticleCommand, ArticleState, ArticleEvent> = {
  initialState: () => ({ status: 'absent' }),

  evolve(state, event) {
    switch (event.type) {
      case 'ArticleCreated': {
        const { article_id, created_at: _at, ...content } = event.data;
        return { status: 'draft', article_id, content, published_at: null };
      }
      case 'ArticleEdited': {
        if (state.status !== 'draft' && state.status !== 'published') return state;
        const { article_id: _id, edited_at: _at, ...content } = event.data;
        return { ...state, content };
      }
      case 'ArticlePublished':
        return state.status === 'draft' ? { ...state, status: 'published', published_at: event.data.published_at } : state;
      case 'ArticleUnpublished':
        return state.status === 'published' ? { ...state, status: 'draft' } : state;
      case 'ArticleDeleted':
        return { status: 'deleted' };
      default:
        return assertNever(event);
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'CreateArticle': {
        if (state.status !== 'absent') throw DomainError.conflict('article.id_taken', 'このコラムはすでに登録されています。');
        const errors = new FieldErrors();
        const content = checkedContent(command.draft, command.lookups, errors);
        errors.throwIfAny('article.invalid');
        return [{ type: 'ArticleCreated', data: { article_id: command.article_id, ...content, created_at: command.now } }];
      }
      case 'EditArticle': {
        if (state.status !== 'draft' && state.status !== 'published') throw notFound();
        const errors = new FieldErrors();
        const content = checkedContent(command.draft, command.lookups, errors);
        errors.throwIfAny('article.invalid');
        const same = (Object.keys(content) as (keyof ArticleContent)[]).every((key) => content[key] === state.content[key]);
        return same ? [] : [{ type: 'ArticleEdited', data: { article_id: state.article_id, ...content, edited_at: command.now } }];
      }
      case 'PublishArticle': {
        if (state.status !== 'draft' && state.status !== 'published') throw notFound();
        if (state.status === 'published') return [];
        // A column taken down and put up again keeps its first date: its readers knew it by it.
        return [{ type: 'ArticlePublished', data: { article_id: state.article_id, published_at: state.published_at ?? command.now, acted_at: command.now } }];
      }
      case 'UnpublishArticle': {
        if (state.status !== 'draft' && state.status !== 'published') throw notFound();
        if (state.status === 'draft') return [];
        return [{ type: 'ArticleUnpublished', data: { article_id: state.article_id, unpublished_at: command.now } }];
      }
      case 'DeleteArticle': {
        if (state.status !== 'draft' && state.status !== 'published') throw notFound();
        return [{ type: 'ArticleDeleted', data: { article_id: state.article_id, deleted_at: command.now } }];
      }
      default:
        return assertNever(command);
    }
  },
};
