export type TokenPurpose = 'signup' | 'password_reset' | 'email_change' | 'lawyer_invite';

export type TokenState = 'valid' | 'expired' | 'used' | 'unknown';

export interface TokenLookup {
  state: TokenState;
  payload: Record<string, string> | null;
}

/**
 * Single-use secrets sent by mail (sign-up, password reset, address change, lawyer invitation):
 * 256 random bits, stored only as a hash, expiring.
 */
export abstract class OneTimeTokens {
  abstract issue(purpose: TokenPurpose, payload: Record<string, string>, ttlSeconds: number): Promise<string>;
  abstract inspect(purpose: TokenPurpose, token: string): Promise<TokenLookup>;
  /** Marks the token used, once: a second consume of the same token answers `used`. */
  abstract consume(purpose: TokenPurpose, token: string): Promise<TokenLookup>;
}
