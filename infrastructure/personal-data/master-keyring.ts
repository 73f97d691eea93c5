import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** Stored form of a wrapped person key: version (1 byte), IV (12), the key encrypted (32), GCM tag (16). */
const WRAPPED_VERSION = 1;
const IV_BYTES = 12;
const KEY_BYTES = 32;
const TAG_BYTES = 16;
export const WRAPPED_KEY_BYTES = 1 + IV_BYTES + KEY_BYTES + TAG_BYTES;
/** A person key as the first version stored it, before keys were wrapped. */
export const PLAIN_KEY_BYTES = KEY_BYTES;

/** The master key does not open a stored person key: the wrong key was given, or the row was tampered with. */
export class MasterKeyMismatch extends Error {
  constructor(detail: string) {
    super(`PERSONAL_DATA_KEY does not open the stored person keys (${detail}); set the key they were wrapped with, or PERSONAL_DATA_KEY_PREVIOUS to it while changing keys (docs/personal-data.md)`);
    this.name = 'MasterKeyMismatch';
  }
}

/**
 * Wraps person keys with the master key (AES-256-GCM), so a copy of the database alone opens no
 * personal value. The subject id is the associated data: a wrapped key copied onto another
 * person's row does not open there.
 */
export class MasterKeyring {
  constructor(
    private readonly current: Uint8Array,
    /** The key being replaced: read, never written. */
    readonly previous?: Uint8Array,
  ) {}

  wrap(subjectId: string, personKey: Uint8Array): Buffer {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.current, iv);
    cipher.setAAD(Buffer.from(subjectId, 'utf8'));
    return Buffer.concat([Buffer.of(WRAPPED_VERSION), iv, cipher.update(personKey), cipher.final(), cipher.getAuthTag()]);
  }

  /** The person key of a stored row; throws `MasterKeyMismatch` when neither master key opens it. */
  unwrap(subjectId: string, stored: Uint8Array): Uint8Array {
    // A row a process of the previous version wrote: it is wrapped at the next start.
    if (stored.length === PLAIN_KEY_BYTES) return stored;
    const opened = this.open(subjectId, stored, this.current) ?? (this.previous && this.open(subjectId, stored, this.previous));
    if (!opened) throw new MasterKeyMismatch(`the key of ${subjectId} does not open`);
    return opened;
  }

  /** Whether the stored row is wrapped with the current master key (a plain or previous-key row is not). */
  opensWithCurrent(subjectId: string, stored: Uint8Array): boolean {
    return this.open(subjectId, stored, this.current) !== null;
  }

  private open(subjectId: string, stored: Uint8Array, masterKey: Uint8Array): Uint8Array | null {
    if (stored.length !== WRAPPED_KEY_BYTES || stored[0] !== WRAPPED_VERSION) return null;
    const bytes = Buffer.from(stored.buffer, stored.byteOffset, stored.byteLength);
    const iv = bytes.subarray(1, 1 + IV_BYTES);
    const body = bytes.subarray(1 + IV_BYTES, 1 + IV_BYTES + KEY_BYTES);
    const tag = bytes.subarray(1 + IV_BYTES + KEY_BYTES);
    const decipher = createDecipheriv('aes-256-gcm', masterKey, iv);
    decipher.setAAD(Buffer.from(subjectId, 'utf8'));
    decipher.setAuthTag(tag);
    try {
      return new Uint8Array(Buffer.concat([decipher.update(body), decipher.final()]));
    } catch {
      return null;
    }
  }
}
