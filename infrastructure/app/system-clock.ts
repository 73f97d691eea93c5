import { Clock } from '../../application/shared/clock.port';

export class SystemClock extends Clock {
  now(): string {
    return new Date().toISOString();
  }
}
