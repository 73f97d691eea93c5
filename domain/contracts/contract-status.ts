/**
 * A contract's statuses, each with the `status_id` clients see (the spec's contract list colours
 * 1-8) and its name. A contract moves forward only; 7 and 8 are final.
 */
export const CONTRACT_STATUSES = {
  requested: { id: 1, name: '作成依頼中' },
  drafting: { id: 2, name: '作成中' },
  buyer_agreed: { id: 3, name: '買主同意済み' },
  both_agreed: { id: 4, name: '双方同意済み' },
  awaiting_payment: { id: 5, name: 'お支払い待ち' },
  seller_preparing: { id: 6, name: '売主手続中' },
  concluded: { id: 7, name: '締結済み' },
  ended_without_contract: { id: 8, name: '中止' },
} as const;

export type ContractStatus = keyof typeof CONTRACT_STATUSES;

export const CONTRACT_STATUS_KEYS = Object.keys(CONTRACT_STATUSES) as ContractStatus[];

/** The payment flag the contract lists show. */
export const MANAGEMENT_FEE_LABELS = { paid: 'お支払済み', unpaid: '未払い' } as const;

export function managementFeeLabel(paid: boolean): string {
  return paid ? MANAGEMENT_FEE_LABELS.paid : MANAGEMENT_FEE_LABELS.unpaid;
}
