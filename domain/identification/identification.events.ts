export interface IdentityDocument {
  id: string;
  content_type: 'image/jpeg' | 'image/png' | 'application/pdf';
  size: number;
  /** Proves later that the file reviewed is the file submitted. */
  sha256: string;
}

export type IdentificationEvent =
  | { type: 'IdentityDocumentsSubmitted'; data: { user_id: string; documents: IdentityDocument[]; submitted_at: string } }
  | { type: 'IdentityVerified'; data: { user_id: string; verified_at: string } }
  | { type: 'IdentityRejected'; data: { user_id: string; reason: string; rejected_at: string } }
  /**
   * A verified member changed what the documents vouched for: the review starts again on the
   * documents already submitted. `changed_fields` names the fields, never their values.
   */
  | { type: 'IdentityReviewReopened'; data: { user_id: string; changed_fields: string[]; reopened_at: string } };

/** The spec's identification_verify_status: 3 verified (badge), 2 pending; 1 and 4 count as not verified. */
export const VERIFY_STATUS = { not_submitted: 1, pending: 2, verified: 3, rejected: 4 } as const;
export type VerifyStatus = (typeof VERIFY_STATUS)[keyof typeof VERIFY_STATUS];

export const identificationStreamId = (userId: string): string => `identification-${userId}`;
