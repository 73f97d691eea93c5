import { apiClient } from '../../../lib/api-client';

export interface LawyerRow {
  id: string;
  email: string;
  name: string;
  name_kana: string | null;
  office_name: string | null;
  registration_number: string | null;
  zipcode: string | null;
  address: string | null;
  tel: string | null;
  registered_at: string;
}

export async function fetchLawyers(signal?: AbortSignal): Promise<LawyerRow[]> {
  const data = await apiClient.get<unknown>('/api/lawyer/info/list', signal);
  return Array.isArray(data) ? (data as LawyerRow[]) : [];
}

export function inviteLawyer(email: string): Promise<null> {
  return apiClient.post<null>('/api/lawyer/mail/input', { email });
}
