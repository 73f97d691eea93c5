/** The kinds of account that sign in; each has its own sign-in page and token audience. */
export type AccountRole = 'member' | 'admin' | 'lawyer';

/** Who a request is, as established from its token. */
export interface Principal {
  subjectId: string;
  role: AccountRole;
  /** The session the token belongs to. */
  sessionId: string;
  /** Set while an admin acts as this member. */
  impersonatorId?: string;
}
