import { apiClient } from '../../../lib/api-client';
import type { SignInAnswer } from '../../../lib/sign-in-answer';

export interface PasswordResetInput {
  token: string;
  password: string;
  password_confirmation: string;
}

export interface PasswordChangeInput {
  current_password: string;
  password: string;
  password_confirmation: string;
}

export interface EmailChangeInput {
  /** The new address. */
  email: string;
  /** The current password. */
  password: string;
}

export interface WithdrawInput {
  password: string;
  reason?: string;
}

export function requestPasswordReset(email: string): Promise<null> {
  return apiClient.post<null>('/api/forgot/input', { email });
}

export function resetPassword(input: PasswordResetInput): Promise<null> {
  return apiClient.post<null>('/api/password/reset', input);
}

/** Ends every session and answers a new sign-in for this one. */
export function changePassword(input: PasswordChangeInput): Promise<SignInAnswer> {
  return apiClient.post<SignInAnswer>('/api/password/change', input);
}

export function requestEmailChange(input: EmailChangeInput): Promise<null> {
  return apiClient.post<null>('/api/mail/reset', input);
}

export function confirmEmailChange(token: string): Promise<{ email: string }> {
  return apiClient.post<{ email: string }>('/api/mail/input', { token });
}

export function withdraw(input: WithdrawInput): Promise<null> {
  return apiClient.post<null>('/api/withdraw', input);
}
