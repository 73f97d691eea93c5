import 'reflect-metadata';
import { ConfigError, loadConfig, type AppConfig } from './config/app-config';
import { createApp } from './app/create-app';
import { usesDevelopmentMailbox } from './accounts/account-providers';
import { DEMO_ACCOUNTS } from './seed/demo-accounts';
import { DemoAccountsPresent, openDemoAccounts } from './seed/demo-accounts-guard';
import { DataFolderLocked } from './database/data-folder-lock';
import { listenAt } from './app/listen';
import { MasterKeyMismatch } from './personal-data/master-keyring';

function demoAccountLines(config: AppConfig, demoAccountsOpen: boolean): string[] {
  // After demo:remove a development database keeps none: their passwords would mislead.
  if (config.nodeEnv === 'production' || !demoAccountsOpen) return [];
  const { admin, seller, company, buyer, lawyer } = DEMO_ACCOUNTS;
  const url = `http://localhost:${config.port}`;
  return [
    '  demo sign-in accounts:',
    `    member (seller, verified)  ${seller.email} / ${seller.password}   ${url}/login`,
    `    member (corporate seller)  ${company.email} / ${company.password}  ${url}/login`,
    `    member (buyer, new)        ${buyer.email} / ${buyer.password}    ${url}/login`,
    `    admin                      ${admin.email} / ${admin.password}    ${url}/admin/login`,
    `    lawyer (司法書士)          ${lawyer.email} / ${lawyer.password}   ${url}/lawyer/login`,
  ];
}

async function main(): Promise<void> {
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const running = await createApp(config);
  // Before the start is announced: whoever reads it may stop the server at once, and the
  // embedded database must then be closed and its data folder given up.
  const shutdown = async () => {
    await running.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown());
  process.once('SIGTERM', () => void shutdown());
  await listenAt(running.app, config);
  const demoAccountsOpen = (await openDemoAccounts(running.db)).length > 0;
  const url = `http://localhost:${config.port}`;
  console.log(
    [
      '',
      `いえとち直売所 is running: ${url}`,
      config.apiDocs ? `  API documentation: ${url}/api/docs` : '  API documentation: off (API_DOCS=on to serve it)',
      `  listening on: ${config.host === '::' ? 'every interface' : config.host} (HOST)`,
      `  database: ${running.db.kind === 'embedded' ? `embedded PostgreSQL in ${config.dataDir}` : 'PostgreSQL server (DATABASE_URL)'}`,
      ...demoAccountLines(config, demoAccountsOpen),
      ...(usesDevelopmentMailbox(config) ? [`  development mailbox (sign-up and reset links): ${url}/dev/mailbox`] : []),
      '',
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  // What the operator must do is the whole message: a stack trace would only bury it.
  if (error instanceof DataFolderLocked || error instanceof DemoAccountsPresent || error instanceof MasterKeyMismatch) console.error(error.message);
  else console.error('start failed:', error);
  process.exit(1);
});
