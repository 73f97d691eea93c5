import { Injectable } from '@nestjs/common';
import { CredentialStore } from '../accounts/credential-store.port';
import { MailOutbox } from '../accounts/mail-outbox.port';
import { Clock } from '../shared/clock.port';
import { SiteUrl } from '../shared/site-url.port';
import { UnitOfWork } from '../shared/unit-of-work.port';
import { dealMails } from './deal-mails';
import { UnreadMessageMails } from './unread-message-mails.port';

/** A message unread this long is mailed about. */
export const UNREAD_MAIL_AFTER_MS = 10 * 60 * 1000;
/** At most one such mail per deal and member in this time. */
export const UNREAD_MAIL_QUIET_MS = 60 * 60 * 1000;
const BATCH = 200;

/**
 * Tells a member by mail about messages left unread in a deal for 10 minutes: once for each spell
 * of unread messages, at most once an hour per deal, never after they turned it off. The record of
 * the mail and the mail itself commit together, so two processes never send it twice.
 */
@Injectable()
export class UnreadMessageMailService {
  constructor(
    private readonly mails: UnreadMessageMails,
    private readonly credentials: CredentialStore,
    private readonly outbox: MailOutbox,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly site: SiteUrl,
  ) {}

  /** Sends the mails that are due now; answers how many. */
  async sendDue(): Promise<number> {
    const now = this.clock.now();
    const nowMs = Date.parse(now);
    const quietSince = new Date(nowMs - UNREAD_MAIL_QUIET_MS).toISOString();
    const due = await this.mails.due(new Date(nowMs - UNREAD_MAIL_AFTER_MS).toISOString(), quietSince, BATCH);
    let sent = 0;
    for (const mail of due) {
      const credential = await this.credentials.get(mail.member_id);
      if (!credential || credential.status !== 'active') continue;
      const link = this.site.link(`/mypage/chat/${mail.thread_id}`);
      const claimed = await this.unitOfWork.run(async () => {
        if (!(await this.mails.claim(mail.thread_id, mail.member_id, now, quietSince))) return false;
        await this.outbox.enqueue(dealMails.unreadMessages(credential.email, mail.property_name, mail.unread_count, link));
        return true;
      });
      if (claimed) sent++;
    }
    return sent;
  }
}
