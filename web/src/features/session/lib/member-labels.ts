export const VERIFIED_STATUS = 3;

/** Class 2 is a corporation; anything else an individual. */
export function memberTypeLabel(memberClass: number | null | undefined): string {
  return memberClass === 2 ? '法人会員' : '個人会員';
}

export function isVerified(status: number | null | undefined): boolean {
  return status === VERIFIED_STATUS;
}
