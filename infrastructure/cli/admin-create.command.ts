import type { Readable, Writable } from 'node:stream';
import { AdminAccountsService } from '../../application/accounts/admin-accounts.service';
import { systemContext } from '../../application/shared/command-context';
import { DomainError } from '../../domain/shared/domain-error';
import { createApp } from '../app/create-app';
import type { AppConfig } from '../config/app-config';
import { promptAdminCredentials } from './credential-prompt';

/** Name an operator-created admin starts with; the back office shows it. */
export const FIRST_ADMIN_NAME = '管理者';

/**
 * `admin:create`: the first admin of an installation (production has no demo admin), through the
 * same creation path as every admin. A refused answer names the field and why; exit code 1.
 */
export async function adminCreateCommand(config: AppConfig, input: Readable, output: Writable, errors: Writable): Promise<number> {
  const answers = await promptAdminCredentials(input, output);
  const running = await createApp({ ...config, demoListings: 0 }, { allowDemoAccounts: true });
  try {
    const created = await running.app
      .get(AdminAccountsService)
      .create({ name: FIRST_ADMIN_NAME, ...answers }, systemContext('admin-create'));
    output.write(`管理者を作成しました: ${created.email} / Admin created: ${created.email}\n`);
    return 0;
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    const lines = Object.keys(error.fields).length > 0 ? Object.entries(error.fields).flatMap(([field, messages]) => messages.map((m) => `  ${field}: ${m}`)) : [`  ${error.message}`];
    errors.write(`管理者を作成できませんでした。 / The admin was not created.\n${lines.join('\n')}\n`);
    return 1;
  } finally {
    await running.close();
  }
}
