import 'reflect-metadata';
import type { INestApplication } from '@nestjs/common';
import { ConfigError, loadConfig, type AppConfig } from './config/app-config';
import { createApp } from './app/create-app';
import { usesDevelopmentMailbox } from './accounts/account-providers';
import { DEMO_ACCOUNTS } from './seed/demo-accounts';

function demoAccountLines(config: AppConfig): string[] {
  if (config.nodeEnv === 'production') return [];
  const { admin, seller, company, buyer, lawyer } = DEMO_ACCOUNTS;
  const url = `http://localhost:${config.port}`;
  return [
    '  demo sign-in accounts:',
    `    member (seller, verified)  ${seller.email} / ${seller.password}   ${url}/login`,
    `    member (corporate seller)  ${company.email} / ${company.password}  ${url}/login`,
    `    member (buyer, new)        ${buyer.email} / ${buyer.password}    ${url}/login`,
    `    admin                      ${admin.email} / ${admin.password}    ${url}/admin/login`,
    `    lawyer (司法書士)          ${lawyer.email} / ${lawyer.password}   ${url}/lawyer/login`,
    ...(usesDevelopmentMailbox(config) ? [`  development mailbox (sign-up and reset links): ${url}/dev/mailbox`] : []),
  ];
}

/** Every interface, IPv6 and IPv4 (Fastify alone would take localhost only); IPv4 alone where IPv6 is off. */
async function listenOnEveryAddress(app: INestApplication, port: number): Promise<void> {
  try {
    await app.listen(port, '::');
  } catch (error) {
    if ((error as { code?: unknown }).code !== 'EAFNOSUPPORT' && (error as { code?: unknown }).code !== 'EADDRNOTAVAIL') throw error;
    await app.listen(port, '0.0.0.0');
  }
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
  await listenOnEveryAddress(running.app, config.port);
  const url = `http://localhost:${config.port}`;
  console.log(
    [
      '',
      `いえとち直売所 is running: ${url}`,
      config.apiDocs ? `  API documentation: ${url}/api/docs` : '  API documentation: off (API_DOCS=on to serve it)',
      `  database: ${running.db.kind === 'embedded' ? `embedded PostgreSQL in ${config.dataDir}` : 'PostgreSQL server (DATABASE_URL)'}`,
      ...demoAccountLines(config),
      '',
    ].join('\n'),
  );
  const shutdown = async () => {
    await running.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown());
  process.once('SIGTERM', () => void shutdown());
}

main().catch((error: unknown) => {
  console.error('start failed:', error);
  process.exit(1);
});
