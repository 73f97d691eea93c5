/**
 * The profile fields an identity document vouches for: the name (with its reading), the company,
 * the address and the birth year. A verified member who changes one of them is verified no longer
 * until an admin has compared the documents with the new values; the nickname, phones, hobbies
 * and the like are the member's own business and change freely.
 */
export const VERIFIED_PROFILE_FIELDS = [
  'name_last',
  'name_first',
  'name_last_kana',
  'name_first_kana',
  'company_name',
  'corporate_number',
  'zipcode',
  'prefecture_id',
  'city',
  'block',
  'building_name',
  'birth_year',
] as const;

export type VerifiedProfileField = (typeof VERIFIED_PROFILE_FIELDS)[number];

const VERIFIED: ReadonlySet<string> = new Set(VERIFIED_PROFILE_FIELDS);

/** The fields of `changed` that a verification covers, in the order given. */
export function verifiedFieldsAmong(changed: readonly string[]): VerifiedProfileField[] {
  return changed.filter((field): field is VerifiedProfileField => VERIFIED.has(field));
}
