import { Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { ImpersonationService } from '../../application/accounts/impersonation.service';
import { startPeriodicTask, type PeriodicTask } from '../scheduling/periodic-task';

/** Often enough that the log shows an ended impersonation within a minute of its end. */
export const IMPERSONATION_SWEEP_MS = 60 * 1000;

/**
 * An impersonation session that runs out (its hour, or the admin's session) stops working at
 * once; this records its end in the member's log, since nobody calls anything when time passes.
 */
@Injectable()
export class ImpersonationExpirySchedule implements OnApplicationBootstrap, OnApplicationShutdown {
  private task: PeriodicTask | undefined;

  constructor(private readonly impersonation: ImpersonationService) {}

  onApplicationBootstrap(): void {
    this.task = startPeriodicTask(() => this.impersonation.endLapsed(), IMPERSONATION_SWEEP_MS, (error: unknown) => console.error('recording ended impersonations failed:', error));
  }

  async onApplicationShutdown(): Promise<void> {
    await this.task?.stop();
  }
}
