import { Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { NewsMailService } from '../../application/news/news-mail.service';

/** How often news due for mail is looked for: a mail goes out within a minute of its publication time. */
export const NEWS_MAIL_SWEEP_MS = 60 * 1000;

@Injectable()
export class NewsMailSchedule implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly mails: NewsMailService) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => {
      this.mails.sendDue().catch((error: unknown) => console.error('news mails failed:', error));
    }, NEWS_MAIL_SWEEP_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }
}
