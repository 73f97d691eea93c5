import type { AccountRole } from './account-role';

export interface Credential {
  subject_id: string;
  role: AccountRole;
  email: string;
  password_hash: string;
  status: 'active' | 'closed';
}

export class EmailTaken extends Error {
  constructor() {
    super('email already registered');
    this.name = 'EmailTaken';
  }
}

/**
 * Sign-in e-mail and password hash per account, outside the event log (a hash must be replaceable
 * and an address erasable). An address is unique per role among open accounts.
 */
export abstract class CredentialStore {
  abstract findByEmail(role: AccountRole, email: string): Promise<Credential | null>;
  abstract get(subjectId: string): Promise<Credential | null>;
  /** Throws EmailTaken when an open account of the role already uses the address. */
  abstract create(credential: Omit<Credential, 'status'>): Promise<void>;
  abstract setPassword(subjectId: string, passwordHash: string): Promise<void>;
  /** Throws EmailTaken when an open account of the role already uses the address. */
  abstract setEmail(subjectId: string, email: string): Promise<void>;
  /** Closes the account and forgets its address. */
  abstract close(subjectId: string): Promise<void>;
}
