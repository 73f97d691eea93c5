import { apiClient } from '../../../lib/api-client';

/** 1 未提出, 2 確認待ち, 3 確認済み, 4 差し戻し. */
export type IdentificationStatus = 1 | 2 | 3 | 4;

export interface Profile {
  id: string;
  nickname: string;
  email: string;
  name_last: string | null;
  name_first: string | null;
  name_last_kana: string | null;
  name_first_kana: string | null;
  /** Seven digits, no hyphen. */
  zipcode: string | null;
  prefecture_id: number | null;
  city: string | null;
  block: string | null;
  building_name: string | null;
  /** 1 男性, 2 女性, 3 回答しない. */
  sex_id: number | null;
  birth_year: number | null;
  company_name: string | null;
  hobby_ids: number[];
  /** 1 個人, 2 法人. */
  class: number;
  corporate_number: string | null;
  homebuilder_number: string | null;
  /** Three hyphen-joined parts, `03-1234-5678`. */
  tel_home: string | null;
  tel_mobile: string | null;
  identification_verify_status: IdentificationStatus;
  identification_reject_reason: string | null;
  registered_at: string;
}

export type ProfileInput = Omit<
  Profile,
  'id' | 'email' | 'identification_verify_status' | 'identification_reject_reason' | 'registered_at'
>;

export function fetchProfile(id: string, signal?: AbortSignal): Promise<Profile> {
  return apiClient.get<Profile>(`/api/mypage/user-info/${id}`, signal);
}

export function updateProfile(id: string, input: ProfileInput): Promise<Profile> {
  return apiClient.patch<Profile>(`/api/mypage/user/update-basic/${id}`, input);
}
