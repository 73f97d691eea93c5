/** The states of a scrivener's case, in the order contract-process.md gives them, with their names. */
export const REGISTRATION_CASE_STATUSES = {
  assigned: { id: 1, name: '依頼済み' },
  accepted: { id: 2, name: '受任' },
  identities_confirmed: { id: 3, name: '本人確認済み' },
  documents_collecting: { id: 4, name: '書類収集中' },
  documents_verified: { id: 5, name: '書類確認済み' },
  ready_for_settlement: { id: 6, name: '決済準備完了' },
  filed: { id: 7, name: '登記申請済み' },
  correction: { id: 8, name: '補正対応中' },
  completed: { id: 9, name: '登記完了' },
  cancelled: { id: 10, name: '取消' },
} as const;

export type RegistrationCaseStatus = keyof typeof REGISTRATION_CASE_STATUSES;

export const REGISTRATION_CASE_STATUS_KEYS = Object.keys(REGISTRATION_CASE_STATUSES) as RegistrationCaseStatus[];

/** The names of the documents a scrivener records. */
export const REGISTRATION_DOCUMENT_NAMES = {
  application: '登記申請書',
  cause_certificate: '登記原因証明情報',
  farmland_permission: '農地法の許可書（届出受理通知書）',
} as const;

/** 地目 that make the land farmland: its transfer needs the 農地法 permission. */
export const FARMLAND_CATEGORIES: readonly string[] = ['田', '畑'];

export function isFarmland(landCategory: string | null | undefined): boolean {
  return !!landCategory && FARMLAND_CATEGORIES.includes(landCategory.trim());
}
