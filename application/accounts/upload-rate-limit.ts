import { Injectable } from '@nestjs/common';
import { DomainError } from '../../domain/shared/domain-error';
import { Clock } from '../shared/clock.port';
import { AttemptLimiter } from './attempt-limiter.port';

/**
 * Files one account may upload in a window, over every upload endpoint together (listing
 * photos, identity documents). Generous for a seller filling a listing (20 photos, re-taken a
 * few times), far short of what it takes to fill a disk or keep the image decoder busy.
 */
export const UPLOAD_LIMIT = { files: 60, windowSeconds: 10 * 60 } as const;

export const UPLOAD_RATE_LIMITED_MESSAGE = 'アップロードが短時間に集中しました。しばらく待ってからもう一度お試しください。';

/** Counts the files an account uploads; past the limit the upload is refused with 429 before it is decoded or stored. */
@Injectable()
export class UploadRateLimit {
  constructor(
    private readonly limiter: AttemptLimiter,
    private readonly clock: Clock,
  ) {}

  /** Counts `files` uploads by the account `accountId`, each one an attempt. */
  async count(accountId: string, files: number): Promise<void> {
    const { files: limit, windowSeconds } = UPLOAD_LIMIT;
    for (let file = 0; file < Math.max(files, 1); file++) {
      if (!(await this.limiter.attempt(`upload:account:${accountId}`, limit, windowSeconds))) {
        throw new DomainError('rate_limited', 'upload.rate_limited', UPLOAD_RATE_LIMITED_MESSAGE, {}, this.secondsLeftInWindow(windowSeconds));
      }
    }
  }

  /** The limiter's windows start at whole multiples of their length since the epoch (see the port). */
  private secondsLeftInWindow(windowSeconds: number): number {
    const nowSeconds = Date.parse(this.clock.now()) / 1000;
    return Math.max(1, Math.ceil(windowSeconds - (nowSeconds % windowSeconds)));
  }
}
