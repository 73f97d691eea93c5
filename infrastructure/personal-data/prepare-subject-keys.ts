import { ident, type Database, type Queryable } from '../database/database';
import { PLAIN_KEY_BYTES, type MasterKeyring } from './master-keyring';
import { masterKeyringRegistry } from './master-keyring-registry';

/** Start-ups of several processes on one schema take turns here (the first argument names the lock). */
const SUBJECT_KEYS_LOCK = 7_346_011;
const ROWS_PER_UPDATE = 1000;

export interface PreparedSubjectKeys {
  /** Rows that held a plain key (written before keys were wrapped) and are now wrapped. */
  wrapped: number;
  /** Rows wrapped with PERSONAL_DATA_KEY_PREVIOUS and now with PERSONAL_DATA_KEY. */
  rewrapped: number;
}

/**
 * Opens the person keys with the master keyring at start, before anything reads or makes one:
 * proves the master key opens a stored key (a wrong key stops the start here, not as garbage deep
 * in a projection), wraps again what the previous master key wrapped, wraps the plain keys older
 * versions stored, and then lets this process use the keyring. One transaction: a failure
 * changes nothing; a second process starting meanwhile waits and then finds nothing left to do.
 */
export async function prepareSubjectKeys(db: Database, keyring: MasterKeyring): Promise<PreparedSubjectKeys> {
  const table = `${ident(db.schema)}.subject_keys`;
  const prepared = await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [SUBJECT_KEYS_LOCK, db.schema]);
    const sample = await tx.query<{ subject_id: string; data_key: Uint8Array }>(
      `SELECT subject_id, data_key FROM ${table} WHERE octet_length(data_key) <> $1 LIMIT 1`,
      [PLAIN_KEY_BYTES],
    );
    if (sample.rows[0]) keyring.unwrap(sample.rows[0].subject_id, sample.rows[0].data_key);
    const rewrapped = keyring.previous ? await rewrapPrevious(tx, table, keyring) : 0;
    const wrapped = await wrapPlain(tx, table, keyring);
    return { wrapped, rewrapped };
  });
  masterKeyringRegistry.use(db.schema, keyring);
  return prepared;
}

/** Every wrapped row is tried: only the ones the current key does not open are wrapped again. */
async function rewrapPrevious(tx: Queryable, table: string, keyring: MasterKeyring): Promise<number> {
  const { rows } = await tx.query<{ subject_id: string; data_key: Uint8Array }>(
    `SELECT subject_id, data_key FROM ${table} WHERE octet_length(data_key) <> $1 FOR UPDATE`,
    [PLAIN_KEY_BYTES],
  );
  const stale = rows.filter((row) => !keyring.opensWithCurrent(row.subject_id, row.data_key));
  // unwrap throws for a row neither key opens, before anything is written.
  const rewrapped = stale.map((row) => ({ subjectId: row.subject_id, stored: keyring.wrap(row.subject_id, keyring.unwrap(row.subject_id, row.data_key)) }));
  await store(tx, table, rewrapped, `octet_length(t.data_key) <> ${PLAIN_KEY_BYTES}`);
  return rewrapped.length;
}

async function wrapPlain(tx: Queryable, table: string, keyring: MasterKeyring): Promise<number> {
  const { rows } = await tx.query<{ subject_id: string; data_key: Uint8Array }>(
    `SELECT subject_id, data_key FROM ${table} WHERE octet_length(data_key) = $1 FOR UPDATE`,
    [PLAIN_KEY_BYTES],
  );
  const wrapped = rows.map((row) => ({ subjectId: row.subject_id, stored: keyring.wrap(row.subject_id, row.data_key) }));
  // The row's form is checked again as it is written: a plain key is never wrapped twice.
  await store(tx, table, wrapped, `octet_length(t.data_key) = ${PLAIN_KEY_BYTES}`);
  return wrapped.length;
}

async function store(tx: Queryable, table: string, rows: { subjectId: string; stored: Buffer }[], condition: string): Promise<void> {
  for (let start = 0; start < rows.length; start += ROWS_PER_UPDATE) {
    const chunk = rows.slice(start, start + ROWS_PER_UPDATE);
    // Hex text: the same parameter type on the embedded database and on a server.
    await tx.query(
      `UPDATE ${table} t SET data_key = decode(v.stored, 'hex')
         FROM unnest($1::text[], $2::text[]) AS v(subject_id, stored)
        WHERE t.subject_id = v.subject_id AND ${condition}`,
      [chunk.map((row) => row.subjectId), chunk.map((row) => row.stored.toString('hex'))],
    );
  }
}
