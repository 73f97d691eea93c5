import type { Provider } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import type { Database } from '../database/database';
import { IDEMPOTENCY_SECRET, IdempotencyInterceptor } from '../http/shared/idempotency.interceptor';
import { PostgresIdempotencyKeys } from './postgres-idempotency-keys';

/** The `Idempotency-Key` check on every write, with the table it keeps keys in. */
export function idempotencyProviders(db: Database, signingKey: Uint8Array): Provider[] {
  return [
    { provide: PostgresIdempotencyKeys, useValue: new PostgresIdempotencyKeys(db) },
    { provide: IDEMPOTENCY_SECRET, useValue: signingKey },
    { provide: APP_INTERCEPTOR, useClass: IdempotencyInterceptor },
  ];
}
