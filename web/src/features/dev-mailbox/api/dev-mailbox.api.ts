import { apiClient } from '../../../lib/api-client';

export interface DevMail {
  id: number | string;
  to: string;
  subject: string;
  text: string;
  sent_at: string;
}

export function fetchDevMailbox(to: string, signal?: AbortSignal): Promise<DevMail[]> {
  const query = to ? `?to=${encodeURIComponent(to)}` : '';
  return apiClient.get<DevMail[]>(`/api/dev/mailbox${query}`, signal).then((data) => (Array.isArray(data) ? data : []));
}
