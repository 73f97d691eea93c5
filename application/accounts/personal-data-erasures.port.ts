/** An erasure waiting for its retention period: whose, and from when it is due. */
export interface ScheduledErasure {
  ownerId: string;
  dueAt: string;
}

/**
 * Erasure requests and the copies of personal values outside the log that erasure removes
 * (read models, mail kept in the database, links sent by mail).
 */
export abstract class PersonalDataErasures {
  /** Records the request; `email` only finds the mail and links sent to it at erasure. */
  abstract schedule(ownerId: string, email: string | null, dueAt: string): Promise<void>;
  abstract due(now: string): Promise<ScheduledErasure[]>;
  /** Removes the owner's values from the read models and mail copies, and the request itself. */
  abstract forget(ownerId: string, replacementName: string): Promise<void>;
}

/** How long a withdrawn member's personal data is kept before it is erased. */
export abstract class PersonalDataRetention {
  abstract readonly days: number;
}
