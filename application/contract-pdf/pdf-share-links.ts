import { Injectable } from '@nestjs/common';
import { DomainError } from '../../domain/shared/domain-error';
import { PdfShareLinkSigner } from '../ports/pdf-share-link-signer';
import { Clock } from '../shared/clock.port';

export const SHARE_LINK_DEFAULT_SECONDS = 7 * 24 * 60 * 60;
export const SHARE_LINK_MAX_SECONDS = 30 * 24 * 60 * 60;

export interface PdfShareLink {
  token: string;
  /** Path under the site's address that opens the PDF. */
  path: string;
  expiresAt: string;
}

/**
 * Expiring links to one contract PDF (`/api/contract/shared-pdf/{token}`), for a party to hand to someone
 * without an account (a bank, a family member). The token itself proves which PDF and until
 * when; who may create one is the caller's check.
 */
@Injectable()
export class PdfShareLinks {
  constructor(
    private readonly signer: PdfShareLinkSigner,
    private readonly clock: Clock,
  ) {}

  async create(pdfId: string, validForSeconds = SHARE_LINK_DEFAULT_SECONDS): Promise<PdfShareLink> {
    if (!Number.isInteger(validForSeconds) || validForSeconds < 60 || validForSeconds > SHARE_LINK_MAX_SECONDS) {
      throw DomainError.invalid(
        'contract_pdf.share_link_period',
        'valid_for_seconds',
        `共有リンクの有効期間は60秒から${SHARE_LINK_MAX_SECONDS / 86_400}日までの秒数で指定してください。`,
      );
    }
    // Whole seconds: the token keeps its expiry in seconds, and the answer must say the same moment.
    const expiresAt = new Date(Math.floor(Date.parse(this.clock.now()) / 1000 + validForSeconds) * 1000);
    const token = await this.signer.sign(pdfId, expiresAt);
    return { token, path: `/api/contract/shared-pdf/${token}`, expiresAt: expiresAt.toISOString() };
  }

  /** The PDF a link opens, or a 403 saying whether it expired or is not a link issued here. */
  async open(token: string): Promise<string> {
    const verified = await this.signer.verify(token, new Date(this.clock.now()));
    if (verified.valid) return verified.pdfId;
    if (verified.reason === 'expired') {
      throw DomainError.forbidden('contract_pdf.share_link_expired', 'この共有リンクは有効期限が切れています。共有した方に新しいリンクの発行を依頼してください。');
    }
    throw DomainError.forbidden('contract_pdf.share_link_invalid', 'この共有リンクは正しくありません。リンクが途中で切れていないか、共有された URL をそのままお使いかご確認ください。');
  }
}
