import { api, type ApiSchema } from '../../../lib/typed-api-client';

export type LawyerRow = ApiSchema<'LawyerView'>;

export function fetchLawyers(signal?: AbortSignal): Promise<LawyerRow[]> {
  return api.GET('/api/lawyer/info/list', { signal });
}

export function inviteLawyer(email: string): Promise<null> {
  return api.POST('/api/lawyer/mail/input', { body: { email } });
}
