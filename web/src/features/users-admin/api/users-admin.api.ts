import { apiBlob, apiClient } from '../../../lib/api-client';

export type MemberClass = 1 | 2;
/** 1 未提出, 2 確認待ち, 3 確認済み, 4 差し戻し. */
export type IdentificationStatus = 1 | 2 | 3 | 4;

export interface UserRow {
  id: string;
  name_first: string | null;
  name_last: string | null;
  zipcode: string | null;
  prefecture_name: string | null;
  city: string | null;
  block: string | null;
  building_name: string | null;
  class: MemberClass;
  nickname: string | null;
  email: string;
  tel_mobile: string | null;
  tel_home: string | null;
  birth_year: number | null;
  company_name: string | null;
  corporate_number: string | null;
  identification_verify_status: IdentificationStatus;
}

export interface UserListFilter {
  name?: string;
  nickname?: string;
  email?: string;
  class?: MemberClass;
  identification_verify_status?: IdentificationStatus;
  prefecture_id?: number;
}

export interface Page<T> {
  data: T[];
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
}

export interface ProfileInput {
  nickname: string;
  name_last: string;
  name_first: string;
  name_last_kana: string;
  name_first_kana: string;
  zipcode: string;
  prefecture_id: number | null;
  city: string;
  block: string;
  building_name: string;
  sex_id: 1 | 2 | 3 | null;
  birth_year: number | null;
  company_name: string;
  hobby_ids: number[];
  class: MemberClass;
  corporate_number: string;
  homebuilder_number: string;
  tel_home: string;
  tel_mobile: string;
}

export interface IdentificationDocument {
  id: string;
  content_type: string;
  size: number;
  uploaded_at: string;
}

export type Profile = { [K in keyof ProfileInput]: ProfileInput[K] | null } & {
  id: string;
  email: string;
  class: MemberClass;
  hobby_ids: number[];
  identification_verify_status: IdentificationStatus;
  identification_reject_reason: string | null;
  registered_at: string;
};

export interface AdminUser extends Profile {
  status: 'active' | 'withdrawn';
  documents: IdentificationDocument[];
}

export interface HistoryParty {
  id: string;
  role: string;
  name?: string | null;
}

export interface HistoryEntry {
  position: number | string;
  type: string;
  label: string;
  recorded_at: string;
  actor: HistoryParty | null;
  on_behalf_of: HistoryParty | null;
  /** "管理者 〇〇 が代理で操作" when an admin did this acting as the member; absent from older servers. */
  acted_for_note?: string | null;
}

/** Only the conditions the admin filled in are sent; empty text and unset selects are left out. */
export function buildUserListBody(filter: UserListFilter): UserListFilter {
  const body: UserListFilter = {};
  for (const key of ['name', 'nickname', 'email'] as const) {
    const value = filter[key]?.trim();
    if (value) body[key] = value;
  }
  if (filter.class !== undefined) body.class = filter.class;
  if (filter.identification_verify_status !== undefined) {
    body.identification_verify_status = filter.identification_verify_status;
  }
  if (filter.prefecture_id !== undefined) body.prefecture_id = filter.prefecture_id;
  return body;
}

export function fetchUserList(perPage: number, page: number, filter: UserListFilter): Promise<Page<UserRow>> {
  return apiClient.post<Page<UserRow>>(`/api/admin/user/list/${perPage}?page=${page}`, buildUserListBody(filter));
}

export function fetchAdminUser(id: string, signal?: AbortSignal): Promise<AdminUser> {
  return apiClient.get<AdminUser>(`/api/admin/user-info/${id}`, signal);
}

export function updateAdminUser(id: string, input: ProfileInput): Promise<Profile> {
  return apiClient.patch<Profile>(`/api/admin/user/update-basic/${id}`, input);
}

export async function fetchUserHistory(id: string, signal?: AbortSignal): Promise<HistoryEntry[]> {
  const data = await apiClient.get<unknown>(`/api/admin/user/${id}/history`, signal);
  return Array.isArray(data) ? (data as HistoryEntry[]) : [];
}

export function fetchIdentificationDocument(
  userId: string,
  documentId: string,
  signal?: AbortSignal,
): Promise<Blob> {
  return apiBlob(`/api/admin/user/${userId}/identification/${encodeURIComponent(documentId)}`, signal);
}

export function confirmIdentification(userId: string): Promise<{ identification_verify_status: 3 }> {
  return apiClient.patch(`/api/admin/user/identification/confirm/${userId}`);
}

export function rejectIdentification(userId: string, reason: string): Promise<{ identification_verify_status: 4 }> {
  return apiClient.patch(`/api/admin/reject/identification/${userId}`, { reason });
}
