import { Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { UnreadMessageMailService } from '../../application/deals/unread-message-mail.service';
import { startPeriodicTask, type PeriodicTask } from '../scheduling/periodic-task';

/** How often unread messages are looked at: a mail goes out within a minute of its 10 minutes. */
export const UNREAD_MAIL_SWEEP_MS = 60 * 1000;

@Injectable()
export class UnreadMessageMailSchedule implements OnApplicationBootstrap, OnApplicationShutdown {
  private task: PeriodicTask | undefined;

  constructor(private readonly mails: UnreadMessageMailService) {}

  onApplicationBootstrap(): void {
    this.task = startPeriodicTask(() => this.mails.sendDue(), UNREAD_MAIL_SWEEP_MS, (error: unknown) => console.error('mails about unread messages failed:', error));
  }

  async onApplicationShutdown(): Promise<void> {
    await this.task?.stop();
  }
}
