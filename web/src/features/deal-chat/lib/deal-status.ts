/** The deal statuses the chat shows (docs/deals-api.md); 7 and 8 have ended and are shown greyed. */
export const ENDED_STATUS_IDS: readonly number[] = [7, 8];

const STATUS_COLORS: Readonly<Record<number, string>> = {
  1: 'processing',
  2: 'success',
  7: 'default',
  8: 'default',
};

export function isEndedStatus(statusId: number): boolean {
  return ENDED_STATUS_IDS.includes(statusId);
}

export function statusColor(statusId: number): string {
  return STATUS_COLORS[statusId] ?? 'default';
}
