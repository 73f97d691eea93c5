import { Injectable } from '@nestjs/common';
import { isNewsVisible, newsItemDecider } from '../../domain/news/news-item.decider';
import { newsItemStreamId } from '../../domain/news/news-item.events';
import { DomainError } from '../../domain/shared/domain-error';
import type { NewsItemDocument } from '../../read-models/news/news-items.projector';
import { MailOutbox } from '../accounts/mail-outbox.port';
import { systemContext } from '../shared/command-context';
import { handleDeciderCommand } from '../shared/decider-command.handler';
import { EventStore } from '../shared/event-store.port';
import { IdGenerator } from '../shared/id-generator.port';
import { Clock } from '../shared/clock.port';
import { ReadStore } from '../shared/read-store.port';
import { SiteUrl } from '../shared/site-url.port';
import { UnitOfWork } from '../shared/unit-of-work.port';
import { newsMails } from './news-mails';
import { NewsRecipients } from './news-recipients.port';

const NEWS_ITEMS_COLLECTION = 'news_items';

/**
 * Mails a news item meant for mail to the members who allow it, once its publication time has
 * come. The record that it was mailed and the mails commit together, and the news decider refuses
 * a second record, so an item is mailed once even when taken down and published again, and two
 * processes never both send it.
 */
@Injectable()
export class NewsMailService {
  constructor(
    private readonly readStore: ReadStore,
    private readonly recipients: NewsRecipients,
    private readonly eventStore: EventStore,
    private readonly ids: IdGenerator,
    private readonly outbox: MailOutbox,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly site: SiteUrl,
  ) {}

  /** Sends the mails of every item due now; answers how many items were mailed. */
  async sendDue(): Promise<number> {
    const now = this.clock.now();
    const items = await this.readStore.find<NewsItemDocument>(NEWS_ITEMS_COLLECTION, { where: { unpublished: false } });
    const due = items.filter((item) => item.notify_by_mail && item.mail_sent_at === null && isNewsVisible(item, now));
    let mailed = 0;
    for (const item of due) {
      const emails = await this.recipients.emails();
      const sent = await this.unitOfWork.run(async () => {
        try {
          await handleDeciderCommand({
            eventStore: this.eventStore,
            ids: this.ids,
            decider: newsItemDecider,
            streamId: newsItemStreamId(item.news_id),
            command: { type: 'RecordNewsMail', recipients: emails.length, now },
            context: systemContext(`news-mail-${item.news_id}`),
          });
        } catch (error) {
          // Already mailed (another process), edited off mail or taken down since the read model was read.
          if (error instanceof DomainError && (error.kind === 'conflict' || error.kind === 'not_found')) return false;
          throw error;
        }
        const link = this.site.link(`/news/${item.news_id}`);
        const settings = this.site.link('/mypage/profile/edit');
        for (const email of emails) await this.outbox.enqueue(newsMails.published(email, item.title, item.body, link, settings));
        return true;
      });
      if (sent) mailed++;
    }
    return mailed;
  }
}
