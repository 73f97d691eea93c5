import { api, type ApiBody, type ApiSchema } from '../../../lib/typed-api-client';

/**
 * A member's profile as `GET /api/mypage/user-info/{id}` answers it. `identification_verify_status`
 * is 1 未提出, 2 確認待ち, 3 確認済み, 4 差し戻し; `class` 1 個人, 2 法人; `sex_id` 1 男性, 2 女性,
 * 3 回答しない; phones are three hyphen-joined parts, `03-1234-5678`; the zipcode seven digits.
 */
export type Profile = ApiSchema<'ProfileView'>;

export type ProfileInput = ApiBody<'/api/mypage/user/update-basic/{id}', 'patch'>;

export function fetchProfile(id: string, signal?: AbortSignal): Promise<Profile> {
  return api.GET('/api/mypage/user-info/{id}', { params: { path: { id } }, signal });
}

export function updateProfile(id: string, input: ProfileInput): Promise<Profile> {
  return api.PATCH('/api/mypage/user/update-basic/{id}', { params: { path: { id } }, body: input });
}
