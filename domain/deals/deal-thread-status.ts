/**
 * A deal's statuses, each with the `status_id` clients see, its name and the badge style the chat
 * list shows it with. The contract steps between negotiation and the end are added with contracts;
 * 7 and 8 are the spec's ended and cancelled deals, shown greyed.
 */
export const DEAL_STATUSES = {
  inquiry: { id: 1, name: '問い合わせ中', badge: 'processing', ended: false },
  negotiating: { id: 2, name: '商談中', badge: 'success', ended: false },
  ended: { id: 7, name: '取引終了', badge: 'default', ended: true },
  cancelled: { id: 8, name: '取引中止', badge: 'default', ended: true },
} as const satisfies Record<string, { id: number; name: string; badge: 'processing' | 'success' | 'warning' | 'default'; ended: boolean }>;

export type DealStatus = keyof typeof DEAL_STATUSES;

/** The ids of the statuses in which a deal has ended (7, 8). */
export const ENDED_DEAL_STATUS_IDS: readonly number[] = Object.values(DEAL_STATUSES)
  .filter((status) => status.ended)
  .map((status) => status.id);

export function dealStatusById(id: number): DealStatus | null {
  return (Object.keys(DEAL_STATUSES) as DealStatus[]).find((status) => DEAL_STATUSES[status].id === id) ?? null;
}

/** The deal's status after a message: the seller's first answer turns an inquiry into a negotiation. */
export function statusAfterMessage(status: DealStatus, senderId: string, sellerId: string): DealStatus {
  return status === 'inquiry' && senderId === sellerId ? 'negotiating' : status;
}
