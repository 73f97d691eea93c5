/** A back-office account. Admins are created by the operator (a command or the seed), never by sign-up. */
export type AdminEvent =
  | { type: 'AdminRegistered'; data: { admin_id: string; name: string; registered_at: string } }
  /** The operator took the account away (the demo admin before production); it signs in no more. */
  | { type: 'AdminRemoved'; data: { admin_id: string; removed_at: string } };

export const adminStreamId = (adminId: string): string => `admin-${adminId}`;
