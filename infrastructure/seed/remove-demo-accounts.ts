import type { INestApplication } from '@nestjs/common';
import type { Principal } from '../../application/accounts/account-role';
import { AdminAccountsService } from '../../application/accounts/admin-accounts.service';
import { CredentialStore } from '../../application/accounts/credential-store.port';
import { LawyerAccountsService } from '../../application/accounts/lawyer-accounts.service';
import { MemberSettingsService } from '../../application/accounts/member-settings.service';
import { AdminListingsService, MAX_DELETE_IDS } from '../../application/properties/admin-listings.service';
import { systemContext } from '../../application/shared/command-context';
import { ReadStore } from '../../application/shared/read-store.port';
import type { PropertyDocument } from '../../read-models/properties/properties.projector';
import { NewsAdminService } from '../../application/news/news-admin.service';
import { DomainError } from '../../domain/shared/domain-error';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { DEMO_NEWS } from './seed-news';

export interface DemoRemoval {
  listings: number;
  accounts: string[];
  /** Demo news items deleted. */
  news: number;
}

const REASON = 'デモ用アカウントの削除';

/**
 * Removes the demo accounts and their listings through the services an admin and a member use:
 * the listings are deleted as the admin list deletes them, the members withdraw (personal data,
 * documents and search history erased), the admin and the lawyer are removed; each step is in the
 * log under the operator; the demo news items are deleted as an admin deletes news. Accounts and
 * items already gone are skipped, so it can be run again.
 */
export async function removeDemoAccounts(app: INestApplication): Promise<DemoRemoval> {
  const context = systemContext('demo-remove');
  const operator: Principal = { subjectId: 'system', role: 'admin', sessionId: 'demo-remove' };
  const credentials = app.get(CredentialStore);
  const readStore = app.get(ReadStore);
  const isOpen = async (id: string) => (await credentials.get(id))?.status === 'active';
  const removed: string[] = [];
  let listings = 0;

  const { admin, seller, company, buyer, lawyer } = DEMO_ACCOUNTS;
  for (const member of [seller, company, buyer]) {
    const owned = await readStore.find<PropertyDocument>('properties', { where: { owner_id: member.id } });
    const live = owned.filter((listing) => listing.status !== 'deleted').map((listing) => listing.id);
    for (let start = 0; start < live.length; start += MAX_DELETE_IDS) {
      const { position } = await app.get(AdminListingsService).delete(operator, live.slice(start, start + MAX_DELETE_IDS), context);
      // The listing list is read from the read model: it shows these as deleted before anything reads it again.
      await readStore.waitFor(position, 60_000);
    }
    listings += live.length;
    if (await isOpen(member.id)) {
      await app.get(MemberSettingsService).withdrawByOperator(member.id, REASON, context);
      removed.push(member.email);
    }
  }
  if (await isOpen(lawyer.id)) {
    await app.get(LawyerAccountsService).remove(lawyer.id, context);
    removed.push(lawyer.email);
  }
  if (await isOpen(admin.id)) {
    await app.get(AdminAccountsService).remove(admin.id, context);
    removed.push(admin.email);
  }
  let news = 0;
  for (const item of DEMO_NEWS) {
    if (!(await readStore.get('news_items', item.id))) continue;
    try {
      await app.get(NewsAdminService).remove(item.id, context);
      news++;
    } catch (error) {
      // Deleted already, and the read model has not caught up yet: nothing is left to remove.
      if (!(error instanceof DomainError && error.kind === 'not_found')) throw error;
    }
  }
  return { listings, accounts: removed, news };
}
