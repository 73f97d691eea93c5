/** A 司法書士's account: invited by an admin, registered through the link, then kept up to date. */
export interface LawyerProfile {
  name: string;
  name_kana: string | null;
  office_name: string;
  registration_number: string | null;
  zipcode: string | null;
  address: string | null;
  tel: string | null;
}

export type LawyerEvent =
  | { type: 'LawyerInvited'; data: { lawyer_id: string; invited_at: string } }
  | { type: 'LawyerRegistered'; data: { lawyer_id: string; name: string; office_name: string; registered_at: string } }
  | { type: 'LawyerProfileUpdated'; data: LawyerProfile & { lawyer_id: string; updated_at: string } }
  | { type: 'LawyerPasswordChanged'; data: { lawyer_id: string; via: 'reset'; changed_at: string } }
  /** The operator took the account away (the demo lawyer before production); it signs in no more. */
  | { type: 'LawyerRemoved'; data: { lawyer_id: string; removed_at: string } };

export const lawyerStreamId = (lawyerId: string): string => `lawyer-${lawyerId}`;
