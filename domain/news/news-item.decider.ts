import { assertNever, type Decider } from '../shared/decider';
import { DomainError } from '../shared/domain-error';
import { FieldErrors } from '../shared/field-errors';
import type { NewsContent, NewsItemEvent } from './news-item.events';

export const NEWS_TITLE_MAX_LENGTH = 100;
export const NEWS_BODY_MAX_LENGTH = 10_000;

/** What an admin types; checked here, so every field's problem is named at once. */
export interface NewsDraft {
  title?: unknown;
  body?: unknown;
  category_id?: unknown;
  notify_by_mail?: unknown;
  /** ISO time; null or absent keeps the item a draft (on create) or its time as it is (on edit). */
  publish_at?: unknown;
}

export type NewsItemCommand =
  | { type: 'CreateNewsItem'; news_id: string; draft: NewsDraft; category_ids: readonly number[]; now: string }
  | { type: 'EditNewsItem'; draft: NewsDraft; category_ids: readonly number[]; now: string }
  | { type: 'PublishNewsItem'; publish_at: unknown; now: string }
  | { type: 'UnpublishNewsItem'; now: string }
  | { type: 'DeleteNewsItem'; now: string }
  | { type: 'RecordNewsMail'; recipients: number; now: string };

export type NewsItemState =
  | { status: 'absent' }
  | { status: 'deleted' }
  | { status: 'present'; news_id: string; content: NewsContent; publish_at: string | null; unpublished: boolean; mail_sent: boolean };

/** Shown at `now`: it has a publication time that has come, and it was not taken down. */
export function isNewsVisible(item: { publish_at: string | null; unpublished: boolean }, now: string): boolean {
  return !item.unpublished && item.publish_at !== null && Date.parse(item.publish_at) <= Date.parse(now);
}

function checkedContent(draft: NewsDraft, categoryIds: readonly number[], errors: FieldErrors): NewsContent {
  const title = typeof draft.title === 'string' ? draft.title.trim() : '';
  if (draft.title !== undefined && draft.title !== null && typeof draft.title !== 'string') errors.add('title', 'タイトルは文字列で入力してください。');
  else if (title === '') errors.add('title', 'タイトルを入力してください。');
  else if (title.length > NEWS_TITLE_MAX_LENGTH) errors.add('title', `タイトルは${NEWS_TITLE_MAX_LENGTH}文字以内で入力してください。`);

  const body = typeof draft.body === 'string' ? draft.body.replace(/\s+$/u, '') : '';
  if (draft.body !== undefined && draft.body !== null && typeof draft.body !== 'string') errors.add('body', '本文は文字列で入力してください。');
  else if (body.trim() === '') errors.add('body', '本文を入力してください。');
  else if (body.length > NEWS_BODY_MAX_LENGTH) errors.add('body', `本文は${NEWS_BODY_MAX_LENGTH.toLocaleString('ja-JP')}文字以内で入力してください。`);

  const category = typeof draft.category_id === 'string' && /^\d+$/.test(draft.category_id) ? Number(draft.category_id) : draft.category_id;
  if (category === undefined || category === null || category === '') errors.add('category_id', 'カテゴリを選択してください。');
  else if (typeof category !== 'number' || !categoryIds.includes(category)) errors.add('category_id', '選択されたカテゴリは存在しません。');

  const notify = draft.notify_by_mail ?? false;
  if (typeof notify !== 'boolean') errors.add('notify_by_mail', 'メールでのお知らせは true か false で指定してください。');

  return { title, body, category_id: category as number, notify_by_mail: notify === true };
}

/** An ISO time with its offset (`2026-12-01T09:00:00+09:00`), normalised to UTC. */
function checkedTime(value: unknown, errors: FieldErrors): string | null {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(value) || Number.isNaN(Date.parse(value))) {
    errors.add('publish_at', '公開日時は日時（例: 2026-12-01T09:00:00+09:00）で指定してください。');
    return null;
  }
  return new Date(value).toISOString();
}

const notFound = () => DomainError.notFound('news.not_found', '指定されたお知らせが見つかりません。');

export const newsItemDecider: Decider<NewsItemCommand, NewsItemState, NewsItemEvent> = {
  initialState: () => ({ status: 'absent' }),

  evolve(state, event) {
    switch (event.type) {
      case 'NewsItemCreated': {
        const { news_id, created_at: _at, ...content } = event.data;
        return { status: 'present', news_id, content, publish_at: null, unpublished: false, mail_sent: false };
      }
      case 'NewsItemEdited': {
        if (state.status !== 'present') return state;
        const { news_id: _id, edited_at: _at, ...content } = event.data;
        return { ...state, content };
      }
      case 'NewsItemPublishScheduled':
        return state.status === 'present' ? { ...state, publish_at: event.data.publish_at, unpublished: false } : state;
      case 'NewsItemUnpublished':
        return state.status === 'present' ? { ...state, unpublished: true } : state;
      case 'NewsItemDeleted':
        return { status: 'deleted' };
      case 'NewsMailSent':
        return state.status === 'present' ? { ...state, mail_sent: true } : state;
      default:
        return assertNever(event);
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'CreateNewsItem': {
        if (state.status !== 'absent') throw DomainError.conflict('news.id_taken', 'このお知らせはすでに登録されています。');
        const errors = new FieldErrors();
        const content = checkedContent(command.draft, command.category_ids, errors);
        const publishAt = command.draft.publish_at === undefined || command.draft.publish_at === null || command.draft.publish_at === '' ? null : checkedTime(command.draft.publish_at, errors);
        errors.throwIfAny('news.invalid');
        const events: NewsItemEvent[] = [{ type: 'NewsItemCreated', data: { news_id: command.news_id, ...content, created_at: command.now } }];
        if (publishAt) events.push({ type: 'NewsItemPublishScheduled', data: { news_id: command.news_id, publish_at: publishAt, scheduled_at: command.now } });
        return events;
      }
      case 'EditNewsItem': {
        if (state.status !== 'present') throw notFound();
        const errors = new FieldErrors();
        const content = checkedContent(command.draft, command.category_ids, errors);
        const publishAt = command.draft.publish_at === undefined || command.draft.publish_at === null || command.draft.publish_at === '' ? null : checkedTime(command.draft.publish_at, errors);
        errors.throwIfAny('news.invalid');
        const events: NewsItemEvent[] = [];
        const same = (Object.keys(content) as (keyof NewsContent)[]).every((key) => content[key] === state.content[key]);
        if (!same) events.push({ type: 'NewsItemEdited', data: { news_id: state.news_id, ...content, edited_at: command.now } });
        if (publishAt && publishAt !== state.publish_at) {
          events.push({ type: 'NewsItemPublishScheduled', data: { news_id: state.news_id, publish_at: publishAt, scheduled_at: command.now } });
        }
        return events;
      }
      case 'PublishNewsItem': {
        if (state.status !== 'present') throw notFound();
        const errors = new FieldErrors();
        const publishAt = command.publish_at === undefined || command.publish_at === null || command.publish_at === '' ? command.now : checkedTime(command.publish_at, errors);
        errors.throwIfAny('news.invalid');
        if (publishAt === state.publish_at && !state.unpublished) return [];
        return [{ type: 'NewsItemPublishScheduled', data: { news_id: state.news_id, publish_at: publishAt!, scheduled_at: command.now } }];
      }
      case 'UnpublishNewsItem': {
        if (state.status !== 'present') throw notFound();
        if (state.unpublished || state.publish_at === null) return [];
        return [{ type: 'NewsItemUnpublished', data: { news_id: state.news_id, unpublished_at: command.now } }];
      }
      case 'DeleteNewsItem': {
        if (state.status !== 'present') throw notFound();
        return [{ type: 'NewsItemDeleted', data: { news_id: state.news_id, deleted_at: command.now } }];
      }
      case 'RecordNewsMail': {
        if (state.status !== 'present') throw notFound();
        // Once per item: taking it down and publishing it again does not mail anyone twice.
        if (state.mail_sent) throw DomainError.conflict('news.mail_already_sent', 'このお知らせのメールはすでに送信済みです。');
        if (!state.content.notify_by_mail || !isNewsVisible(state, command.now)) {
          throw DomainError.conflict('news.mail_not_due', 'このお知らせはまだメールで送る状態ではありません。');
        }
        return [{ type: 'NewsMailSent', data: { news_id: state.news_id, recipients: command.recipients, sent_at: command.now } }];
      }
      default:
        return assertNever(command);
    }
  },
};
