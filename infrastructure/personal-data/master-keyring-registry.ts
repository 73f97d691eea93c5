import type { MasterKeyring } from './master-keyring';

const bySchema = new Map<string, MasterKeyring>();

/**
 * The master keyring of each database schema this process opened. The event log reads and
 * appends through whichever connection or transaction is at hand, and a schema is what they all
 * name; the keyring is registered once the start-up check has proven it opens the stored keys
 * (`prepareSubjectKeys`), so no connection can use a key that was not checked.
 */
export const masterKeyringRegistry = {
  use(schema: string, keyring: MasterKeyring): void {
    bySchema.set(schema, keyring);
  },

  of(schema: string): MasterKeyring {
    const keyring = bySchema.get(schema);
    if (!keyring) {
      throw new Error(`no master key is open for the schema ${schema}: the app and the CLI open PERSONAL_DATA_KEY at start (prepareSubjectKeys) before any person key is read or made`);
    }
    return keyring;
  },
};
