import { api, type ApiAnswer, type ApiBody, type ApiSchema } from '../../../lib/typed-api-client';

export type Lawyer = ApiSchema<'LawyerView'>;
export type LawyerSignIn = ApiAnswer<'/api/lawyer/login', 'post'>;
export type LawyerProfileInput = ApiBody<'/api/lawyer/update', 'patch'>;
export type LawyerSignUpInput = ApiBody<'/api/lawyer/signup/create', 'post'>;

/** 1 valid, 2 expired, 3 already registered, 4 not permitted. */
export type LinkStatus = ApiSchema<'LinkStatus'>;

export function signInLawyer(body: { email: string; password: string }): Promise<LawyerSignIn> {
  return api.POST('/api/lawyer/login', { body });
}

export function fetchLawyerMe(signal?: AbortSignal): Promise<Lawyer> {
  return api.GET('/api/lawyer/me', { signal });
}

export function signOutLawyer(): Promise<null> {
  return api.POST('/api/lawyer/logout');
}

export function updateLawyerProfile(body: LawyerProfileInput): Promise<Lawyer> {
  return api.PATCH('/api/lawyer/update', { body });
}

export interface LinkCheck {
  status: LinkStatus;
  email: string | null;
}

/** A failure counts as not permitted. */
export async function checkLawyerLink(token: string, signal?: AbortSignal): Promise<LinkCheck> {
  try {
    const data = await api.GET('/api/lawyer/mail/check/active-link/{token}', { params: { path: { token } }, signal });
    return { status: data.status, email: data.email ?? null };
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    return { status: 4, email: null };
  }
}

export function signUpLawyer(body: LawyerSignUpInput): Promise<LawyerSignIn> {
  return api.POST('/api/lawyer/signup/create', { body });
}

export function requestLawyerPasswordMail(email: string): Promise<null> {
  return api.POST('/api/lawyer/forgot/input', { body: { email } });
}

export function resetLawyerPassword(body: ApiBody<'/api/lawyer/password/reset', 'post'>): Promise<null> {
  return api.POST('/api/lawyer/password/reset', { body });
}
