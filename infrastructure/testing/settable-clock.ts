import { Clock } from '../../application/shared/clock.port';

/** A clock tests move by hand, to reach expiry without waiting. */
export class SettableClock extends Clock {
  private offsetMs = 0;

  now(): string {
    return new Date(Date.now() + this.offsetMs).toISOString();
  }

  advance(milliseconds: number): void {
    this.offsetMs += milliseconds;
  }
}
