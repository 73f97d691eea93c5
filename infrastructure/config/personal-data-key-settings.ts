import { z } from 'zod';

const MASTER_KEY_BYTES = 32;

/** The master keys are secrets: a start that refuses them never prints them. */
export const SECRET_PERSONAL_DATA_KEY_SETTINGS: ReadonlySet<string> = new Set(['PERSONAL_DATA_KEY', 'PERSONAL_DATA_KEY_PREVIOUS']);

/**
 * A 256-bit master key as base64 of its 32 bytes (`openssl rand -base64 32`). Strict base64, so a
 * key pasted with a character missing or too many stops the start instead of becoming another key.
 */
const masterKey = z
  .string()
  .trim()
  .optional()
  .transform((value, context) => {
    if (value === undefined || value === '') return undefined;
    const bytes = /^[A-Za-z0-9+/]+={0,2}$/.test(value) && value.length % 4 === 0 ? Buffer.from(value, 'base64') : null;
    if (!bytes || bytes.length !== MASTER_KEY_BYTES) {
      context.addIssue({ code: 'custom', message: 'must be base64 of 32 random bytes (a 256-bit key), e.g. from `openssl rand -base64 32`' });
      return z.NEVER;
    }
    return new Uint8Array(bytes);
  });

/** `PERSONAL_DATA_KEY` and `PERSONAL_DATA_KEY_PREVIOUS` (set both once to change the master key). */
export const personalDataKeySettings = {
  PERSONAL_DATA_KEY: masterKey,
  PERSONAL_DATA_KEY_PREVIOUS: masterKey,
};

interface PersonalDataKeyValues {
  NODE_ENV: string;
  PERSONAL_DATA_KEY?: Uint8Array;
  PERSONAL_DATA_KEY_PREVIOUS?: Uint8Array;
}

/** The problems of the master key settings taken together, each with the variable it names. */
export function personalDataKeyProblems(value: PersonalDataKeyValues): { path: string; message: string }[] {
  const problems: { path: string; message: string }[] = [];
  // Outside production a key kept in DATA_DIR stands in; in production that file would sit on the
  // same disk as the database and its backups, which is what the master key is kept apart from.
  if (value.NODE_ENV === 'production' && !value.PERSONAL_DATA_KEY) {
    problems.push({
      path: 'PERSONAL_DATA_KEY',
      message: 'must be set with NODE_ENV=production: the master key (base64 of 32 random bytes, `openssl rand -base64 32`) that wraps the keys of personal data in the database',
    });
  }
  if (value.PERSONAL_DATA_KEY && value.PERSONAL_DATA_KEY_PREVIOUS && Buffer.from(value.PERSONAL_DATA_KEY).equals(value.PERSONAL_DATA_KEY_PREVIOUS)) {
    problems.push({ path: 'PERSONAL_DATA_KEY_PREVIOUS', message: 'must differ from PERSONAL_DATA_KEY (it is the key being replaced)' });
  }
  return problems;
}
