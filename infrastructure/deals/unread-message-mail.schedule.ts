import { Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { UnreadMessageMailService } from '../../application/deals/unread-message-mail.service';

/** How often unread messages are looked at: a mail goes out within a minute of its 10 minutes. */
export const UNREAD_MAIL_SWEEP_MS = 60 * 1000;

@Injectable()
export class UnreadMessageMailSchedule implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly mails: UnreadMessageMailService) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => {
      this.mails.sendDue().catch((error: unknown) => console.error('mails about unread messages failed:', error));
    }, UNREAD_MAIL_SWEEP_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }
}
