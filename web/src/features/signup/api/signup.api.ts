import { ApiError } from '../../../lib/api-error';
import type { SignInAnswer } from '../../../lib/sign-in-answer';
import { api, type ApiAnswer, type ApiBody, type ApiSchema } from '../../../lib/typed-api-client';

/** 1 valid, 2 expired, 3 already registered, 4 not permitted (and any failure). */
export type LinkStatus = ApiSchema<'LinkStatus'>;

export interface LinkCheck {
  status: LinkStatus;
  email: string | null;
}

export type RegisterInput = ApiBody<'/api/signup/create', 'post'>;

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
  const settings = await api.GET('/api/signup/bot-check', { signal });
  return settings.provider === 'turnstile' && settings.site_key !== '' ? { provider: 'turnstile', siteKey: settings.site_key } : NO_BOT_CHECK;
}

export interface SignupEmailInput {
  email: string;
  /** The bot-protection widget's token, when the form shows one. */
  botToken?: string;
}

export function sendSignupEmail({ email, botToken }: SignupEmailInput): Promise<null> {
  return api.POST('/api/signup/check-email', { body: botToken ? { email, bot_token: botToken } : { email } });
}

/** A refused check still says why when its data carries a status; otherwise it is not permitted. */
export async function checkSignupLink(token: string, signal?: AbortSignal): Promise<LinkCheck> {
  try {
    const data = await api.GET('/api/signup/check/active-link/{token}', { params: { path: { token } }, signal });
    return { status: data.status, email: data.email ?? null };
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    const refused = error instanceof ApiError ? readLinkCheck(error.data) : null;
    return refused ?? { status: 4, email: null };
  }
}

export function registerMember(input: RegisterInput): Promise<SignInAnswer> {
  return api.POST('/api/signup/create', { body: input });
}

export function finishSignup(id: string): Promise<ApiAnswer<'/api/signup/done/{id}', 'patch'>> {
  return api.PATCH('/api/signup/done/{id}', { params: { path: { id } } });
}
