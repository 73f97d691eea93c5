/** A back-office account. Admins are created by the operator (the seed), never by sign-up. */
export type AdminEvent = { type: 'AdminRegistered'; data: { admin_id: string; name: string; registered_at: string } };

export const adminStreamId = (adminId: string): string => `admin-${adminId}`;
