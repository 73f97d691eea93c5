import type { SignInAnswer } from '../../../lib/sign-in-answer';
import { api, type ApiBody } from '../../../lib/typed-api-client';

export type PasswordResetInput = ApiBody<'/api/password/reset', 'post'>;
export type PasswordChangeInput = ApiBody<'/api/password/change', 'post'>;
/** The new address and the current password. */
export type EmailChangeInput = ApiBody<'/api/mail/reset', 'post'>;
export type WithdrawInput = ApiBody<'/api/withdraw', 'post'>;

export function requestPasswordReset(email: string): Promise<null> {
  return api.POST('/api/forgot/input', { body: { email } });
}

export function resetPassword(input: PasswordResetInput): Promise<null> {
  return api.POST('/api/password/reset', { body: input });
}

/** Ends every session and answers a new sign-in for this one. */
export function changePassword(input: PasswordChangeInput): Promise<SignInAnswer> {
  return api.POST('/api/password/change', { body: input });
}

export function requestEmailChange(input: EmailChangeInput): Promise<null> {
  return api.POST('/api/mail/reset', { body: input });
}

export function confirmEmailChange(token: string): Promise<{ email: string }> {
  return api.POST('/api/mail/input', { body: { token } });
}

export function withdraw(input: WithdrawInput): Promise<null> {
  return api.POST('/api/withdraw', { body: input });
}
