import { DomainError } from '../shared/domain-error';
import { isNewsVisible, newsItemDecider, type NewsDraft, type NewsItemCommand } from './news-item.decider';
import type { NewsItemEvent } from './news-item.events';

const now = '2026-11-24T10:00:00.000Z';
const categories = [1, 2];
const draft: NewsDraft = { title: ' 年末年始のお知らせ ', body: '休業します。\n', category_id: 1, notify_by_mail: true };
const created: NewsItemEvent = { type: 'NewsItemCreated', data: { news_id: 'n-1', title: '年末年始のお知らせ', body: '休業します。', category_id: 1, notify_by_mail: true, created_at: now } };
const scheduled = (at: string): NewsItemEvent => ({ type: 'NewsItemPublishScheduled', data: { news_id: 'n-1', publish_at: at, scheduled_at: now } });
const given = (events: NewsItemEvent[]) => events.reduce(newsItemDecider.evolve, newsItemDecider.initialState());
const decide = (command: NewsItemCommand, events: NewsItemEvent[]) => newsItemDecider.decide(command, given(events));
const errorOf = (run: () => unknown): DomainError => {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('no error');
};

describe('News item / when absent', () => {
  it('is created as a draft without a publication time', () => {
    expect(decide({ type: 'CreateNewsItem', news_id: 'n-1', draft, category_ids: categories, now }, [])).toEqual([created]);
  });

  it('is created and scheduled when a time with an offset is given, kept in UTC', () => {
    const events = decide({ type: 'CreateNewsItem', news_id: 'n-1', draft: { ...draft, publish_at: '2026-12-01T09:00:00+09:00' }, category_ids: categories, now }, []);
    expect(events).toEqual([created, scheduled('2026-12-01T00:00:00.000Z')]);
  });

  it('names every wrong field at once', () => {
    const error = errorOf(() => decide({ type: 'CreateNewsItem', news_id: 'n-1', draft: { title: '', body: 3, category_id: 9, notify_by_mail: 'yes', publish_at: 'tomorrow' }, category_ids: categories, now }, []));
    expect(error.kind).toBe('invalid');
    expect(Object.keys(error.fields).sort()).toEqual(['body', 'category_id', 'notify_by_mail', 'publish_at', 'title']);
    expect(error.fields.category_id).toEqual(['選択されたカテゴリは存在しません。']);
    expect(error.fields.title).toEqual(['タイトルを入力してください。']);
  });

  it('refuses a title over 100 characters', () => {
    const error = errorOf(() => decide({ type: 'CreateNewsItem', news_id: 'n-1', draft: { ...draft, title: 'あ'.repeat(101) }, category_ids: categories, now }, []));
    expect(error.fields.title).toEqual(['タイトルは100文字以内で入力してください。']);
  });

  it('cannot be edited or published', () => {
    expect(errorOf(() => decide({ type: 'PublishNewsItem', publish_at: undefined, now }, [])).code).toBe('news.not_found');
    expect(errorOf(() => decide({ type: 'EditNewsItem', draft, category_ids: categories, now }, [])).code).toBe('news.not_found');
  });
});

describe('News item / when a draft', () => {
  it('is published now when no time is given', () => {
    expect(decide({ type: 'PublishNewsItem', publish_at: null, now }, [created])).toEqual([scheduled(now)]);
  });

  it('records only what an edit changes', () => {
    expect(decide({ type: 'EditNewsItem', draft, category_ids: categories, now }, [created])).toEqual([]);
    const edited = decide({ type: 'EditNewsItem', draft: { ...draft, category_id: 2 }, category_ids: categories, now }, [created]);
    expect(edited).toEqual([{ type: 'NewsItemEdited', data: { news_id: 'n-1', title: '年末年始のお知らせ', body: '休業します。', category_id: 2, notify_by_mail: true, edited_at: now } }]);
  });

  it('is not visible and is not mailed', () => {
    expect(isNewsVisible({ publish_at: null, unpublished: false }, now)).toBe(false);
    expect(errorOf(() => decide({ type: 'RecordNewsMail', recipients: 3, now }, [created])).code).toBe('news.mail_not_due');
  });
});

describe('News item / when scheduled', () => {
  const later = '2026-11-25T00:00:00.000Z';

  it('shows only from its time on', () => {
    expect(isNewsVisible({ publish_at: later, unpublished: false }, now)).toBe(false);
    expect(isNewsVisible({ publish_at: later, unpublished: false }, later)).toBe(true);
  });

  it('is mailed once, and not again after being taken down and published again', () => {
    const mailed = decide({ type: 'RecordNewsMail', recipients: 3, now: later }, [created, scheduled(later)]);
    expect(mailed).toEqual([{ type: 'NewsMailSent', data: { news_id: 'n-1', recipients: 3, sent_at: later } }]);
    const history = [created, scheduled(later), ...mailed, { type: 'NewsItemUnpublished', data: { news_id: 'n-1', unpublished_at: later } } as NewsItemEvent];
    const republished = decide({ type: 'PublishNewsItem', publish_at: null, now: later }, history);
    expect(republished).toEqual([{ type: 'NewsItemPublishScheduled', data: { news_id: 'n-1', publish_at: later, scheduled_at: later } }]);
    expect(errorOf(() => decide({ type: 'RecordNewsMail', recipients: 3, now: later }, [...history, ...republished])).code).toBe('news.mail_already_sent');
  });

  it('is not mailed when the admin did not ask for mail', () => {
    const quiet = { ...created, data: { ...created.data, notify_by_mail: false } } as NewsItemEvent;
    expect(errorOf(() => decide({ type: 'RecordNewsMail', recipients: 3, now: later }, [quiet, scheduled(now)])).code).toBe('news.mail_not_due');
  });
});

describe('News item / when published', () => {
  it('is taken down once; a draft has nothing to take down', () => {
    expect(decide({ type: 'UnpublishNewsItem', now }, [created, scheduled(now)])).toEqual([{ type: 'NewsItemUnpublished', data: { news_id: 'n-1', unpublished_at: now } }]);
    expect(decide({ type: 'UnpublishNewsItem', now }, [created])).toEqual([]);
  });

  it('is deleted, and then is gone', () => {
    const deleted = decide({ type: 'DeleteNewsItem', now }, [created, scheduled(now)]);
    expect(deleted).toEqual([{ type: 'NewsItemDeleted', data: { news_id: 'n-1', deleted_at: now } }]);
    expect(errorOf(() => decide({ type: 'UnpublishNewsItem', now }, [created, ...deleted])).code).toBe('news.not_found');
    expect(errorOf(() => decide({ type: 'CreateNewsItem', news_id: 'n-1', draft, category_ids: categories, now }, [created, ...deleted])).code).toBe('news.id_taken');
  });
});
