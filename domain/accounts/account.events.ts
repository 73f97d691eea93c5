/**
 * A member account's life. Personal data (names, address, phones, e-mail) never enters the log:
 * it lives in the personal-data store, which withdrawal erases; events say which fields changed.
 */
export type AccountEvent =
  | {
      type: 'MemberRegistered';
      data: {
        user_id: string;
        nickname: string;
        is_interested_buyer: boolean;
        is_interested_seller: boolean;
        registered_at: string;
      };
    }
  | { type: 'MemberSignUpCompleted'; data: { user_id: string; completed_at: string } }
  | {
      type: 'MemberProfileUpdated';
      data: {
        user_id: string;
        changed_fields: string[];
        nickname: string;
        class: MemberClass;
        corporate_number: string | null;
        prefecture_id: number | null;
        hobby_ids: number[];
        homebuilder_number: string | null;
        profile_completed: boolean;
        updated_at: string;
      };
    }
  | { type: 'MemberEmailChanged'; data: { user_id: string; changed_at: string } }
  | { type: 'MemberPasswordChanged'; data: { user_id: string; via: 'change' | 'reset'; changed_at: string } }
  | { type: 'MemberWithdrew'; data: { user_id: string; reason: string | null; withdrew_at: string } }
  | {
      type: 'MemberImpersonationStarted';
      /** `session_id` and `expires_at` are absent from events written before sessions were tied to the admin's. */
      data: { user_id: string; admin_id: string; started_at: string; session_id?: string; expires_at?: string };
    }
  | {
      type: 'MemberImpersonationEnded';
      data: { user_id: string; admin_id: string; session_id: string; reason: ImpersonationEndReason; ended_at: string };
    };

/**
 * Why an admin's session as a member ended: the admin ended it, its hour ran out, the admin
 * signed out, or the admin's own session ended otherwise (expired, password changed).
 */
export type ImpersonationEndReason = 'ended_by_admin' | 'expired' | 'admin_signed_out' | 'admin_session_ended';

/** 1 person, 2 corporation (the spec's `class`). */
export type MemberClass = 1 | 2;

export const accountStreamId = (userId: string): string => `account-${userId}`;
