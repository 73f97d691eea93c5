import { accountDecider } from '../../domain/accounts/account.decider';
import { adminDecider } from '../../domain/admins/admin.decider';
import { contactDecider } from '../../domain/contacts/contact.decider';
import { contractDecider } from '../../domain/contracts/contract.decider';
import { dealThreadDecider } from '../../domain/deals/deal-thread.decider';
import { favoritesDecider } from '../../domain/favorites/favorites.decider';
import { feeRateScheduleDecider } from '../../domain/fees/fee-rate.decider';
import { FEE_RATE_SCHEDULE_STREAM } from '../../domain/fees/fee-rate.events';
import { identificationDecider } from '../../domain/identification/identification.decider';
import { lawyerDecider } from '../../domain/lawyers/lawyer.decider';
import { masterItemDecider } from '../../domain/masters/master-item.decider';
import { newsItemDecider } from '../../domain/news/news-item.decider';
import { newsReadsDecider } from '../../domain/news/news-reads.decider';
import { notificationSettingsDecider } from '../../domain/notifications/notification-settings.decider';
import { openChatDecider } from '../../domain/open-chat/open-chat.decider';
import { propertyDecider } from '../../domain/properties/property.decider';
import { registrationCaseDecider } from '../../domain/registration-cases/registration-case.decider';
import type { DomainEvent } from '../../domain/shared/decider';

/** The part of a decider a replay needs: where a stream starts and how each event moves it on. */
export interface StreamFold {
  initialState(): unknown;
  evolve(state: unknown, event: DomainEvent): unknown;
}

export interface StreamKind {
  /** The stream id's prefix (or the whole id of a singleton stream). */
  prefix: string;
  /** What the stream holds, for people. */
  label: string;
  decider: StreamFold;
  /** A singleton stream has no id after its prefix. */
  singleton?: boolean;
}

// Each decider is typed on its own events; a replay feeds it the events stored in its stream.
const fold = (decider: { initialState(): unknown; evolve(state: never, event: never): unknown }): StreamFold => decider as unknown as StreamFold;

/**
 * Every stream id's prefix and the decider that owns streams of it: the one place that knows
 * which lifecycle a stream belongs to. Longer prefixes win (`news-reads-` before `news-`).
 */
export const STREAM_KINDS: readonly StreamKind[] = [
  { prefix: 'account-', label: '会員アカウント', decider: fold(accountDecider) },
  { prefix: 'admin-', label: '管理者', decider: fold(adminDecider) },
  { prefix: 'contact-', label: 'お問い合わせ', decider: fold(contactDecider) },
  { prefix: 'contract-', label: '契約', decider: fold(contractDecider) },
  { prefix: 'deal-', label: '取引', decider: fold(dealThreadDecider) },
  { prefix: 'favorites-', label: 'お気に入り', decider: fold(favoritesDecider) },
  { prefix: FEE_RATE_SCHEDULE_STREAM, label: '手数料・税率の表', decider: fold(feeRateScheduleDecider), singleton: true },
  { prefix: 'identification-', label: '本人確認', decider: fold(identificationDecider) },
  { prefix: 'lawyer-', label: '司法書士', decider: fold(lawyerDecider) },
  { prefix: 'master-', label: 'マスター項目', decider: fold(masterItemDecider) },
  { prefix: 'news-reads-', label: 'お知らせの既読', decider: fold(newsReadsDecider) },
  { prefix: 'news-', label: 'お知らせ', decider: fold(newsItemDecider) },
  { prefix: 'notification-settings-', label: '通知の設定', decider: fold(notificationSettingsDecider) },
  { prefix: 'open-chat-', label: 'オープンチャット', decider: fold(openChatDecider) },
  { prefix: 'property-', label: '物件', decider: fold(propertyDecider) },
  { prefix: 'registration-case-', label: '登記の依頼', decider: fold(registrationCaseDecider) },
];

const BY_LENGTH = [...STREAM_KINDS].sort((a, b) => b.prefix.length - a.prefix.length);

/** The kind of stream an id names, or null when no lifecycle owns such ids. */
export function streamKindOf(streamId: string): StreamKind | null {
  for (const kind of BY_LENGTH) {
    if (kind.singleton ? streamId === kind.prefix : streamId.startsWith(kind.prefix) && streamId.length > kind.prefix.length) return kind;
  }
  return null;
}
