import type { Writable } from 'node:stream';
import { createApp } from '../app/create-app';
import type { AppConfig } from '../config/app-config';
import { removeDemoAccounts } from '../seed/remove-demo-accounts';

/** `demo:remove`: what production refuses to start with, taken away. */
export async function demoRemoveCommand(config: AppConfig, output: Writable): Promise<number> {
  // No demo listings are drawn first just to be removed again.
  const running = await createApp({ ...config, demoListings: 0 }, { allowDemoAccounts: true });
  try {
    const removed = await removeDemoAccounts(running.app);
    output.write(
      removed.accounts.length === 0 && removed.listings === 0 && removed.news === 0
        ? 'デモ用アカウントはありません。 / No demo accounts are left.\n'
        : `デモ用アカウント ${removed.accounts.length} 件と物件 ${removed.listings} 件を削除しました: ${removed.accounts.join(', ')}\n` +
            (removed.news > 0 ? `デモ用のお知らせ ${removed.news} 件を削除しました。\n` : '') +
            ` / Removed ${removed.accounts.length} demo accounts, ${removed.listings} listings and ${removed.news} demo news items.\n`,
    );
    return 0;
  } finally {
    await running.close();
  }
}
