import { apiClient } from '../../../lib/api-client';

export interface Lawyer {
  id: number;
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

export interface LawyerSignIn {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
  role: string;
  lawyer: Lawyer;
}

export type LawyerProfileInput = Pick<
  Lawyer,
  'name' | 'name_kana' | 'office_name' | 'registration_number' | 'zipcode' | 'address' | 'tel'
>;

export interface LawyerSignUpInput {
  token: string;
  name: string;
  office_name: string;
  password: string;
  password_confirmation: string;
}

/** 1 valid, 2 expired, 3 already registered, 4 not permitted. */
export type LinkStatus = 1 | 2 | 3 | 4;

export function signInLawyer(body: { email: string; password: string }): Promise<LawyerSignIn> {
  return apiClient.post<LawyerSignIn>('/api/lawyer/login', body);
}

export function fetchLawyerMe(signal?: AbortSignal): Promise<Lawyer> {
  return apiClient.get<Lawyer>('/api/lawyer/me', signal);
}

export function signOutLawyer(): Promise<null> {
  return apiClient.post<null>('/api/lawyer/logout');
}

export function updateLawyerProfile(body: LawyerProfileInput): Promise<Lawyer> {
  return apiClient.patch<Lawyer>('/api/lawyer/update', body);
}

export interface LinkCheck {
  status: LinkStatus;
  email: string | null;
}

/** Anything but a known status (a failure included) counts as not permitted. */
export async function checkLawyerLink(token: string, signal?: AbortSignal): Promise<LinkCheck> {
  try {
    const data = await apiClient.get<{ status?: unknown; email?: unknown } | null>(
      `/api/lawyer/mail/check/active-link/${encodeURIComponent(token)}`,
      signal,
    );
    const status = data?.status;
    return {
      status: status === 1 || status === 2 || status === 3 ? status : 4,
      email: typeof data?.email === 'string' ? data.email : null,
    };
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    return { status: 4, email: null };
  }
}

export function signUpLawyer(body: LawyerSignUpInput): Promise<LawyerSignIn> {
  return apiClient.post<LawyerSignIn>('/api/lawyer/signup/create', body);
}

export function requestLawyerPasswordMail(email: string): Promise<null> {
  return apiClient.post<null>('/api/lawyer/forgot/input', { email });
}

export function resetLawyerPassword(body: { token: string; password: string; password_confirmation: string }): Promise<null> {
  return apiClient.post<null>('/api/lawyer/password/reset', body);
}
