import type { Migration } from './migrations';
import { eventLogMigrations } from '../event-store/event-log.migrations';
import { accountsMigrations } from '../accounts/accounts.migrations';
import { readModelMigrations } from '../projections/read-model.migrations';
import { propertiesMigrations } from '../properties/properties.migrations';
import { mailOutboxMigrations } from '../mail/mail-outbox.migrations';
import { idempotencyMigrations } from '../idempotency/idempotency.migrations';
import { dealsMigrations } from '../deals/deals.migrations';
import { contractsMigrations } from '../contracts/contracts.migrations';
import { auditMigrations } from '../audit/audit.migrations';
import { personalDataMigrations } from '../personal-data/personal-data.migrations';

/** Every schema change of the app, run in id order at start. */
export const allMigrations: readonly Migration[] = [
  ...eventLogMigrations,
  ...accountsMigrations,
  ...readModelMigrations,
  ...propertiesMigrations,
  ...mailOutboxMigrations,
  ...idempotencyMigrations,
  ...dealsMigrations,
  ...contractsMigrations,
  ...auditMigrations,
  ...personalDataMigrations,
];
