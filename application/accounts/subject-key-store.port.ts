/**
 * Data keys per person (crypto-shredding): personal values in events are encrypted with their
 * person's key, so deleting the key erases the values while the events, and their hash chain,
 * stay as they were appended. A key belongs to an owner (the member, the lawyer); a contact
 * message has a key of its own, owned by the member who sent it when one did.
 */
export abstract class SubjectKeyStore {
  /** The subject's key, made on first use. */
  abstract keyFor(subjectId: string, ownerId: string | null): Promise<Uint8Array>;
  /** The keys that still exist among these subjects. */
  abstract keysOf(subjectIds: readonly string[]): Promise<Map<string, Uint8Array>>;
  /** Deletes every key of the owner (their own and the ones they own); answers how many. */
  abstract eraseOwner(ownerId: string): Promise<number>;
}
