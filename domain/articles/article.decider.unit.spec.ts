import { DomainError } from '../shared/domain-error';
import { articleDecider, type ArticleCommand, type ArticleDraft } from './article.decider';
import type { ArticleEvent } from './article.events';

const now = '2026-11-24T10:00:00.000Z';
const later = '2026-11-25T10:00:00.000Z';
const lookups = { taken_slugs: ['taken'], image_exists: true };
const draft: ArticleDraft = { title: ' 空き家の売り方 ', slug: '1698', body_markdown: '## 見出し\n本文です。\n\n', cover_image_id: 'img-1', category: 'corporate' };
const created: ArticleEvent = {
  type: 'ArticleCreated',
  data: { article_id: 'a-1', title: '空き家の売り方', slug: '1698', body_markdown: '## 見出し\n本文です。', cover_image_id: 'img-1', category: 'corporate', created_at: now },
};
const published: ArticleEvent = { type: 'ArticlePublished', data: { article_id: 'a-1', published_at: now, acted_at: now } };
const given = (events: ArticleEvent[]) => events.reduce(articleDecider.evolve, articleDecider.initialState());
const decide = (command: ArticleCommand, events: ArticleEvent[]) => articleDecider.decide(command, given(events));
const errorOf = (run: () => unknown): DomainError => {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('no error');
};

describe('Article / when absent', () => {
  it('is created as a draft, its text trimmed', () => {
    expect(decide({ type: 'CreateArticle', article_id: 'a-1', draft, lookups, now }, [])).toEqual([created]);
  });

  it('is general, with no slug and no cover, when those are left out', () => {
    const [event] = decide({ type: 'CreateArticle', article_id: 'a-1', draft: { title: 't', body_markdown: 'b' }, lookups, now }, []);
    expect(event.data).toMatchObject({ slug: null, cover_image_id: null, category: 'general' });
  });

  it('names every wrong field at once', () => {
    const error = errorOf(() =>
      decide({ type: 'CreateArticle', article_id: 'a-1', draft: { title: '', slug: 'Not A Slug', body_markdown: 3, cover_image_id: 'gone', category: 'vip' }, lookups: { taken_slugs: [], image_exists: false }, now }, []),
    );
    expect(error.kind).toBe('invalid');
    expect(Object.keys(error.fields).sort()).toEqual(['body_markdown', 'category', 'cover_image_id', 'slug', 'title']);
    expect(error.fields.title).toEqual(['タイトルを入力してください。']);
    expect(error.fields.category).toEqual(['カテゴリは general（一般）か corporate（法人向け）で指定してください。']);
  });

  it('refuses a slug another article uses, and a title over 100 characters', () => {
    const error = errorOf(() => decide({ type: 'CreateArticle', article_id: 'a-1', draft: { ...draft, slug: 'taken', title: 'あ'.repeat(101) }, lookups, now }, []));
    expect(error.fields.slug).toEqual(['このスラッグはほかのコラムで使われています。']);
    expect(error.fields.title).toEqual(['タイトルは100文字以内で入力してください。']);
  });

  it('cannot be published, edited or deleted', () => {
    expect(errorOf(() => decide({ type: 'PublishArticle', now }, [])).code).toBe('article.not_found');
    expect(errorOf(() => decide({ type: 'EditArticle', draft, lookups, now }, [])).code).toBe('article.not_found');
    expect(errorOf(() => decide({ type: 'DeleteArticle', now }, [])).code).toBe('article.not_found');
  });
});

describe('Article / when a draft', () => {
  it('is published now', () => {
    expect(decide({ type: 'PublishArticle', now }, [created])).toEqual([published]);
  });

  it('records only what an edit changes', () => {
    expect(decide({ type: 'EditArticle', draft, lookups, now: later }, [created])).toEqual([]);
    const { created_at: _at, ...content } = (created as Extract<ArticleEvent, { type: 'ArticleCreated' }>).data;
    expect(decide({ type: 'EditArticle', draft: { ...draft, category: 'general' }, lookups, now: later }, [created])).toEqual([
      { type: 'ArticleEdited', data: { ...content, category: 'general', edited_at: later } },
    ]);
  });

  it('cannot be created twice', () => {
    expect(errorOf(() => decide({ type: 'CreateArticle', article_id: 'a-1', draft, lookups, now }, [created])).code).toBe('article.id_taken');
  });
});

describe('Article / when published', () => {
  it('goes back to a draft, and when put up again keeps its first date', () => {
    const down: ArticleEvent = { type: 'ArticleUnpublished', data: { article_id: 'a-1', unpublished_at: later } };
    expect(decide({ type: 'UnpublishArticle', now: later }, [created, published])).toEqual([down]);
    expect(decide({ type: 'PublishArticle', now: later }, [created, published, down])).toEqual([
      { type: 'ArticlePublished', data: { article_id: 'a-1', published_at: now, acted_at: later } },
    ]);
  });

  it('is published once', () => {
    expect(decide({ type: 'PublishArticle', now: later }, [created, published])).toEqual([]);
  });

  it('is deleted, and is gone after', () => {
    const deleted: ArticleEvent = { type: 'ArticleDeleted', data: { article_id: 'a-1', deleted_at: later } };
    expect(decide({ type: 'DeleteArticle', now: later }, [created, published])).toEqual([deleted]);
    expect(errorOf(() => decide({ type: 'DeleteArticle', now: later }, [created, published, deleted])).kind).toBe('not_found');
  });
});
