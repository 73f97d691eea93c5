import { Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { NewsMailService } from '../../application/news/news-mail.service';
import { startPeriodicTask, type PeriodicTask } from '../scheduling/periodic-task';

/** How often news due for mail is looked for: a mail goes out within a minute of its publication time. */
export const NEWS_MAIL_SWEEP_MS = 60 * 1000;

@Injectable()
export class NewsMailSchedule implements OnApplicationBootstrap, OnApplicationShutdown {
  private task: PeriodicTask | undefined;

  constructor(private readonly mails: NewsMailService) {}

  onApplicationBootstrap(): void {
    this.task = startPeriodicTask(() => this.mails.sendDue(), NEWS_MAIL_SWEEP_MS, (error: unknown) => console.error('news mails failed:', error));
  }

  async onApplicationShutdown(): Promise<void> {
    await this.task?.stop();
  }
}
