import { DomainError } from '../shared/domain-error';
import type { PropertyStatus } from './property.events';

/** Where a member submits identity documents (the spec's route for 本人確認書類の提出). */
export const IDENTIFICATION_PAGE_PATH = '/mypage/profile/edit/honnin';

/**
 * Statuses from which publishing puts a listing in front of buyers again. A listing coming back
 * from 商談中 was public all along, so a review that reopened meanwhile does not hide it.
 */
const HIDDEN_STATUSES: readonly PropertyStatus[] = ['draft', 'withdrawn'];

export const SELLER_NOT_VERIFIED_MESSAGE =
  `物件を掲載するには本人確認が必要です。本人確認書類の提出（${IDENTIFICATION_PAGE_PATH}）から書類を提出し、確認が済んでから掲載してください。下書きはこのまま保存できます。`;

/**
 * Buyers deal with sellers whose identity the site has checked, as the seller guide promises:
 * a listing goes public only while its seller's identity is verified. Drafts are not affected.
 */
export function assertSellerMayPublish(from: PropertyStatus, to: PropertyStatus, sellerVerified: boolean): void {
  if (to !== 'published' || !HIDDEN_STATUSES.includes(from) || sellerVerified) return;
  throw DomainError.conflict('property.seller_not_verified', SELLER_NOT_VERIFIED_MESSAGE);
}
