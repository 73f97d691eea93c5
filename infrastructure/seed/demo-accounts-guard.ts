import { PostgresCredentialStore } from '../accounts/postgres-credential-store';
import type { AppConfig } from '../config/app-config';
import type { Database } from '../database/database';
import { DEMO_ACCOUNTS } from './demo-accounts';

/** Production was asked to start on a database that still signs in the demo accounts, whose passwords are published. */
export class DemoAccountsPresent extends Error {
  constructor(readonly emails: string[]) {
    super(
      `本番環境 (NODE_ENV=production) では、デモ用アカウント (${emails.join(', ')}) が残っているため起動できません。` +
        '`npm run demo:remove` でデモ用アカウントとその物件を削除してから、もう一度起動してください。' +
        ` / Production (NODE_ENV=production) will not start while demo accounts (${emails.join(', ')}) exist: their passwords are published.` +
        ' Remove them and their listings with `npm run demo:remove`, then start again.',
    );
    this.name = 'DemoAccountsPresent';
  }
}

/** The demo accounts that can still sign in. */
export async function openDemoAccounts(db: Database): Promise<string[]> {
  const credentials = new PostgresCredentialStore(db);
  const open: string[] = [];
  for (const account of Object.values(DEMO_ACCOUNTS)) {
    const credential = await credentials.get(account.id);
    if (credential?.status === 'active') open.push(credential.email);
  }
  return open;
}

/** A database first run in development keeps its demo accounts: production refuses to serve it until they are removed. */
export async function refuseDemoAccountsInProduction(db: Database, config: Pick<AppConfig, 'nodeEnv'>): Promise<void> {
  if (config.nodeEnv !== 'production') return;
  const open = await openDemoAccounts(db);
  if (open.length > 0) throw new DemoAccountsPresent(open);
}
