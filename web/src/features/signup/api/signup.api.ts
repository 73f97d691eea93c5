import { apiClient } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import type { SignInAnswer } from '../../../lib/sign-in-answer';

/** 1 valid, 2 expired, 3 already registered, 4 not permitted (and any failure). */
export type LinkStatus = 1 | 2 | 3 | 4;

export interface LinkCheck {
  status: LinkStatus;
  email: string | null;
}

export interface RegisterInput {
  token: string;
  nickname: string;
  password: string;
  password_confirmation: string;
  is_interested_buyer: boolean;
  is_interested_seller: boolean;
}

function readLinkCheck(value: unknown): LinkCheck | null {
  if (typeof value !== 'object' || value === null) return null;
  const { status, email } = value as { status?: unknown; email?: unknown };
  if (status !== 1 && status !== 2 && status !== 3 && status !== 4) return null;
  return { status, email: typeof email === 'string' ? email : null };
}

/** Whether the sign-up form shows a bot-protection widget, and with which public site key. */
export type BotCheckSettings = { provider: 'turnstile'; siteKey: string } | { provider: null };

export const NO_BOT_CHECK: BotCheckSettings = { provider: null };

export async function fetchBotCheckSettings(signal?: AbortSignal): Promise<BotCheckSettings> {
  const data = await apiClient.get<unknown>('/api/signup/bot-check', signal);
  if (typeof data !== 'object' || data === null) return NO_BOT_CHECK;
  const { provider, site_key: siteKey } = data as { provider?: unknown; site_key?: unknown };
  return provider === 'turnstile' && typeof siteKey === 'string' && siteKey !== '' ? { provider, siteKey } : NO_BOT_CHECK;
}

export interface SignupEmailInput {
  email: string;
  /** The bot-protection widget's token, when the form shows one. */
  botToken?: string;
}

export function sendSignupEmail({ email, botToken }: SignupEmailInput): Promise<null> {
  return apiClient.post<null>('/api/signup/check-email', botToken ? { email, bot_token: botToken } : { email });
}

/** A refused check still says why when its data carries a status; otherwise it is not permitted. */
export async function checkSignupLink(token: string, signal?: AbortSignal): Promise<LinkCheck> {
  try {
    const data = await apiClient.get<unknown>(`/api/signup/check/active-link/${encodeURIComponent(token)}`, signal);
    return readLinkCheck(data) ?? { status: 4, email: null };
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    const refused = error instanceof ApiError ? readLinkCheck(error.data) : null;
    return refused ?? { status: 4, email: null };
  }
}

export function registerMember(input: RegisterInput): Promise<SignInAnswer> {
  return apiClient.post<SignInAnswer>('/api/signup/create', input);
}

export function finishSignup(id: string): Promise<{ id: number }> {
  return apiClient.patch<{ id: number }>(`/api/signup/done/${id}`);
}
