import { randomUUID } from 'node:crypto';
import { Clock } from '../../application/shared/clock.port';
import { IdGenerator } from '../../application/shared/id-generator.port';

export class SystemClock extends Clock {
  now(): string {
    return new Date().toISOString();
  }
}

export class RandomIdGenerator extends IdGenerator {
  uuid(): string {
    return randomUUID();
  }
}
