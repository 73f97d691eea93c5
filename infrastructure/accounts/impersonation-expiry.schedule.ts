import { Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { ImpersonationService } from '../../application/accounts/impersonation.service';

/** Often enough that the log shows an ended impersonation within a minute of its end. */
export const IMPERSONATION_SWEEP_MS = 60 * 1000;

/**
 * An impersonation session that runs out (its hour, or the admin's session) stops working at
 * once; this records its end in the member's log, since nobody calls anything when time passes.
 */
@Injectable()
export class ImpersonationExpirySchedule implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly impersonation: ImpersonationService) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => {
      this.impersonation.endLapsed().catch((error: unknown) => console.error('recording ended impersonations failed:', error));
    }, IMPERSONATION_SWEEP_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }
}
