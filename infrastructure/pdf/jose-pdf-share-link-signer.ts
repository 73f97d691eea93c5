import { hkdfSync } from 'node:crypto';
import { PdfShareLinkSigner, type VerifiedShareLink } from '../../application/ports/pdf-share-link-signer';
import { loadJose } from '../accounts/jose';

const ALGORITHM = 'HS256';
const AUDIENCE = 'ietochi-share-pdf';
const TOKEN_TYPE = 'share-pdf+jwt';

/**
 * Share-link tokens as HS256 JWTs under a key derived from the server's token secret. The
 * derived key and the audience keep the two apart: an access token is never a share link, and a
 * share link never signs anyone in.
 */
export class JosePdfShareLinkSigner extends PdfShareLinkSigner {
  private readonly key: Uint8Array;

  constructor(serverSecret: Uint8Array) {
    super();
    this.key = new Uint8Array(hkdfSync('sha256', serverSecret, new Uint8Array(0), 'ietochi share-pdf links', 32));
  }

  async sign(pdfId: string, expiresAt: Date): Promise<string> {
    const { SignJWT } = await loadJose();
    return new SignJWT({})
      .setProtectedHeader({ alg: ALGORITHM, typ: TOKEN_TYPE })
      .setSubject(pdfId)
      .setAudience(AUDIENCE)
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(this.key);
  }

  async verify(token: string, now: Date): Promise<VerifiedShareLink> {
    const { jwtVerify, errors } = await loadJose();
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: [ALGORITHM],
        audience: AUDIENCE,
        typ: TOKEN_TYPE,
        currentDate: now,
        clockTolerance: 0,
        requiredClaims: ['sub', 'exp'],
      });
      return typeof payload.sub === 'string' && payload.sub !== '' ? { valid: true, pdfId: payload.sub } : { valid: false, reason: 'tampered' };
    } catch (error) {
      if (error instanceof errors.JWTExpired) return { valid: false, reason: 'expired' };
      if (error instanceof errors.JOSEError || error instanceof TypeError) return { valid: false, reason: 'tampered' };
      throw error;
    }
  }
}
