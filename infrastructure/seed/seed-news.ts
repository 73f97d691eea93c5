import type { INestApplication } from '@nestjs/common';
import { Clock } from '../../application/shared/clock.port';
import { systemContext } from '../../application/shared/command-context';
import { handleDeciderCommand } from '../../application/shared/decider-command.handler';
import { EventStore } from '../../application/shared/event-store.port';
import { IdGenerator } from '../../application/shared/id-generator.port';
import { NOTIFICATION_CATEGORIES } from '../../domain/masters/master-content.catalog';
import { newsItemDecider } from '../../domain/news/news-item.decider';
import { newsItemStreamId } from '../../domain/news/news-item.events';
import { DomainError } from '../../domain/shared/domain-error';
import type { AppConfig } from '../config/app-config';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A few news items of a running site: published days ago, one planned for next week, one draft. */
export const DEMO_NEWS = [
  { id: 'demo-news-1', daysFromNow: -20, category: 1, title: 'いえとち直売所をご利用いただきありがとうございます', body: '土地や住宅を、持ち主の方から直接お求めいただけるサイトです。\n気になる物件はお気に入りに入れて、売主様に直接ご質問ください。' },
  { id: 'demo-news-2', daysFromNow: -9, category: 3, title: '物件ページに公開質問の欄ができました', body: '物件ページから売主様に公開で質問できるようになりました。\n質問と回答はほかの方にも表示されるため、同じことを何度も尋ねずに済みます。' },
  { id: 'demo-news-3', daysFromNow: -2, category: 2, title: 'システムメンテナンスのお知らせ', body: '下記の日時にシステムメンテナンスを行います。\nメンテナンス中はサイトをご利用いただけません。ご不便をおかけしますが、ご理解のほどお願いいたします。' },
  { id: 'demo-news-4', daysFromNow: 7, category: 4, title: '空き家の相談会を開催します（予約公開）', body: '空き家の売却について、司法書士に無料で相談できる会を開きます。' },
  { id: 'demo-news-5', daysFromNow: null, category: 1, title: '年末年始の事務局の休業について（下書き）', body: '12月29日から1月3日まで、お問い合わせへの回答をお休みします。' },
] as const;

/**
 * Gives a new non-production installation a few news items, through the news decider an admin's
 * screen uses. Items keep fixed ids, so a restart, or an admin having deleted one, adds nothing.
 */
export async function seedNews(app: INestApplication, config: AppConfig): Promise<void> {
  if (config.nodeEnv === 'production') return;
  const eventStore = app.get(EventStore);
  const ids = app.get(IdGenerator);
  const now = app.get(Clock).now();
  const categoryIds = NOTIFICATION_CATEGORIES.map((category) => category.id);
  for (const item of DEMO_NEWS) {
    const publishAt = item.daysFromNow === null ? null : new Date(Date.parse(now) + item.daysFromNow * DAY_MS).toISOString();
    try {
      await handleDeciderCommand({
        eventStore,
        ids,
        decider: newsItemDecider,
        streamId: newsItemStreamId(item.id),
        command: {
          type: 'CreateNewsItem',
          news_id: item.id,
          draft: { title: item.title, body: item.body, category_id: item.category, notify_by_mail: false, publish_at: publishAt },
          category_ids: categoryIds,
          now,
        },
        context: systemContext(`seed-${item.id}`),
      });
    } catch (error) {
      if (error instanceof DomainError && error.code === 'news.id_taken') continue;
      throw error;
    }
  }
}
