import { createHash } from 'node:crypto';

/** The claims of an access token whose signature, issuer, audience and required claims were checked. */
export type VerifiedClaims = Record<string, unknown> & { exp: number };

/**
 * Access tokens whose signature was checked, remembered until they expire. Every signed-in call
 * verified its token again with WebCrypto, a round trip through the thread pool and back to the
 * event loop for a token that was already proven; a member's list pages call with the same token
 * for its 15 minutes. Only the signature check is saved: the caller still reads the session on
 * every call, so signing out or a password change cuts the token off at once.
 *
 * Tokens are held by their SHA-256, not as they are, and at most `capacity` of them: past that,
 * the oldest is dropped (it is verified again when it comes back).
 */
export class VerifiedTokenCache {
  private readonly entries = new Map<string, VerifiedClaims>();

  constructor(private readonly capacity = 10_000) {}

  /** The claims of `token` when it was verified before and has not expired at `nowMs`. */
  get(token: string, nowMs: number): VerifiedClaims | undefined {
    const key = keyOf(token);
    const claims = this.entries.get(key);
    if (!claims) return undefined;
    // As jose decides: a token is expired once its `exp` second has come.
    if (claims.exp <= Math.floor(nowMs / 1000)) {
      this.entries.delete(key);
      return undefined;
    }
    return claims;
  }

  remember(token: string, claims: VerifiedClaims): void {
    const key = keyOf(token);
    this.entries.delete(key);
    if (this.entries.size >= this.capacity) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, claims);
  }

  get size(): number {
    return this.entries.size;
  }
}

function keyOf(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
