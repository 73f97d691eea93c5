import { apiBlob } from '../../../lib/api-client';
import { api, type ApiAnswer, type ApiBody, type ApiSchema } from '../../../lib/typed-api-client';

export type MemberClass = 1 | 2;
/** 1 未提出, 2 確認待ち, 3 確認済み, 4 差し戻し. */
export type IdentificationStatus = 1 | 2 | 3 | 4;

export type UserRow = ApiSchema<'MemberListRow'>;
export type UserPage = ApiSchema<'PageMemberListRow'>;

/** The list's conditions, the body of `POST /api/admin/user/list/{perPage}`, in the form's own types. */
export type UserListFilter = Omit<ApiBody<'/api/admin/user/list/{perPage}', 'post'>, 'class' | 'identification_verify_status' | 'perPage'> & {
  class?: MemberClass;
  identification_verify_status?: IdentificationStatus;
};

/** What the edit form sends: the body of `PATCH /api/admin/user/update-basic/{id}`. */
export type ProfileInput = ApiBody<'/api/admin/user/update-basic/{id}', 'patch'>;
export type Profile = ApiAnswer<'/api/admin/user/update-basic/{id}', 'patch'>;
export type AdminUser = ApiAnswer<'/api/admin/user-info/{id}', 'get'>;
export type IdentificationDocument = AdminUser['documents'][number];
export type HistoryParty = ApiSchema<'HistoryParty'>;
export type HistoryEntry = ApiAnswer<'/api/admin/user/{id}/history', 'get'>[number];

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

export function fetchUserList(perPage: number, page: number, filter: UserListFilter): Promise<UserPage> {
  return api.POST('/api/admin/user/list/{perPage}', { params: { path: { perPage: String(perPage) }, query: { page } }, body: buildUserListBody(filter) });
}

export function fetchAdminUser(id: string, signal?: AbortSignal): Promise<AdminUser> {
  return api.GET('/api/admin/user-info/{id}', { params: { path: { id } }, signal });
}

export function updateAdminUser(id: string, input: ProfileInput): Promise<Profile> {
  return api.PATCH('/api/admin/user/update-basic/{id}', { params: { path: { id } }, body: input });
}

export function fetchUserHistory(id: string, signal?: AbortSignal): Promise<HistoryEntry[]> {
  return api.GET('/api/admin/user/{id}/history', { params: { path: { id } }, signal });
}

export function fetchIdentificationDocument(
  userId: string,
  documentId: string,
  signal?: AbortSignal,
): Promise<Blob> {
  return apiBlob(`/api/admin/user/${userId}/identification/${encodeURIComponent(documentId)}`, signal);
}

export function confirmIdentification(userId: string): Promise<ApiAnswer<'/api/admin/user/identification/confirm/{id}', 'patch'>> {
  return api.PATCH('/api/admin/user/identification/confirm/{id}', { params: { path: { id: userId } } });
}

export function rejectIdentification(userId: string, reason: string): Promise<ApiAnswer<'/api/admin/reject/identification/{userId}', 'patch'>> {
  return api.PATCH('/api/admin/reject/identification/{userId}', { params: { path: { userId } }, body: { reason } });
}
