export interface StatusView {
  label: string;
  color: string;
}

export const IDENTIFICATION_STATUS: Readonly<Record<number, StatusView>> = {
  1: { label: '未提出', color: 'default' },
  2: { label: '確認待ち', color: 'processing' },
  3: { label: '確認済み', color: 'success' },
  4: { label: '差し戻し', color: 'error' },
};

export function identificationStatusView(status: number | null | undefined): StatusView {
  return IDENTIFICATION_STATUS[status ?? 1] ?? { label: '未提出', color: 'default' };
}

/** New documents are accepted before the first submission and after a rejection. */
export function canSubmitDocuments(status: number | null | undefined): boolean {
  return status !== 2 && status !== 3;
}
