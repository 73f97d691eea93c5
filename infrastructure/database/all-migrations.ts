import type { Migration } from './migrations';
import { eventLogMigrations } from '../event-store/event-log.migrations';
import { accountsMigrations } from '../accounts/accounts.migrations';

/** Every schema change of the app, run in id order at start. */
export const allMigrations: readonly Migration[] = [...eventLogMigrations, ...accountsMigrations];
