export type VerifiedShareLink = { valid: true; pdfId: string } | { valid: false; reason: 'expired' | 'tampered' };

/** Signs and checks the tokens of share links to one PDF, so a link cannot be forged or extended. */
export abstract class PdfShareLinkSigner {
  /** A URL-safe token naming `pdfId`, good until `expiresAt`. */
  abstract sign(pdfId: string, expiresAt: Date): Promise<string>;
  /** Which PDF the token names, if it was signed here, is unchanged and has not expired at `now`. */
  abstract verify(token: string, now: Date): Promise<VerifiedShareLink>;
}
