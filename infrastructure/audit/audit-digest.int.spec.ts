import { generateKeyPairSync, randomUUID } from 'node:crypto';
import type { EventToAppend } from '../../application/shared/event-store.port';
import { PostgresEventStore } from '../event-store/postgres-event-store';
import { ident, type Database } from '../database/database';
import { createTestDatabase, storeKinds, type TestDatabase } from '../testing/test-databases';
import { checkDigest, signDigest, type AuditDigest } from './audit-digest';
import { verifyEventChain } from './event-chain-verifier';

const counted = (amount: number): EventToAppend => ({
  event: { type: 'Counted', data: { amount } },
  eventId: randomUUID(),
  metadata: { actor: { id: 'system', role: 'system' }, correlation_id: 'c', causation_id: 'c', request_id: 'r', schema_version: 1 },
});

/**
 * What someone with the owner's powers who knows the hash rule could do: change an event and
 * compute the whole chain again, so that the log alone looks intact.
 */
async function rewriteAndRechain(db: Database, position: number): Promise<void> {
  const events = `${ident(db.schema)}.events`;
  await db.transaction(async (tx) => {
    await tx.query('SET LOCAL session_replication_role = replica');
    await tx.query(`UPDATE ${events} SET data = '{"amount": 1000000}' WHERE global_position = $1`, [position]);
    await tx.script(`DO $$
      DECLARE previous bytea := '\\x${'00'.repeat(32)}'; e record;
      BEGIN
        FOR e IN SELECT * FROM ${events} ORDER BY global_position LOOP
          previous := sha256(previous || convert_to(jsonb_build_array(e.global_position, e.stream_id, e.stream_version,
            e.type, e.data, e.metadata, to_char(e.recorded_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'))::text, 'UTF8'));
          UPDATE ${events} SET hash = previous WHERE global_position = e.global_position;
        END LOOP;
      END $$`);
  });
}

describe.each(storeKinds())('Signed digests of the event log on the %s store', (kind) => {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  let test: TestDatabase;
  let store: PostgresEventStore;
  let digest: AuditDigest;

  beforeEach(async () => {
    test = await createTestDatabase(kind);
    store = new PostgresEventStore(test.db);
    for (let n = 1; n <= 5; n++) await store.appendToStream(`tally-${n % 2}`, [counted(n)], 'any');
    const report = await verifyEventChain(test.db, test.db.schema);
    digest = signDigest({ position: report.headPosition, headHash: report.headHash }, new Date('2026-11-24T00:00:00Z'), privateKey);
  });
  afterEach(() => test.dispose());

  it('proves a log that only grew since the digest', async () => {
    expect(digest.position).toBe(5);
    await store.appendToStream('tally-9', [counted(9), counted(10)], 'no_stream');
    const check = await checkDigest(test.db, test.db.schema, digest, publicKey);
    expect(check).toMatchObject({ ok: true, report: { intact: true, verified: 7 } });
    expect(check.detail).toContain('unchanged since 2026-11-24T00:00:00.000Z');
  });

  it('catches a log rewritten with a freshly computed chain, which alone looks intact', async () => {
    await store.appendToStream('tally-9', [counted(9)], 'no_stream');
    await rewriteAndRechain(test.db, 3);
    expect(await verifyEventChain(test.db, test.db.schema)).toMatchObject({ intact: true });
    const check = await checkDigest(test.db, test.db.schema, digest, publicKey);
    expect(check.ok).toBe(false);
    expect(check.detail).toContain('up to position 5 was rewritten');
  });

  it('catches a log cut short before the digest position', async () => {
    await test.db.transaction(async (tx) => {
      await tx.query('SET LOCAL session_replication_role = replica');
      await tx.query(`DELETE FROM ${ident(test.db.schema)}.events WHERE global_position = 5`);
    });
    const check = await checkDigest(test.db, test.db.schema, digest, publicKey);
    expect(check).toMatchObject({ ok: false, report: { intact: true, headPosition: 4 } });
    expect(check.detail).toContain('position 5 of the digest cannot be proven: the log ends at position 4');
  });

  it('refuses a digest whose fields were changed after signing, or signed by another key', async () => {
    const moved = await checkDigest(test.db, test.db.schema, { ...digest, position: 4 }, publicKey);
    expect(moved.ok).toBe(false);
    expect(moved.detail).toContain('signature does not match');
    const other = generateKeyPairSync('ed25519').publicKey;
    expect((await checkDigest(test.db, test.db.schema, digest, other)).ok).toBe(false);
  });
});
