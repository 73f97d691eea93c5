import { randomUUID } from 'node:crypto';
import { ident } from '../database/database';
import { PostgresIdempotencyKeys } from '../idempotency/postgres-idempotency-keys';
import { createTestDatabase, storeKinds, type TestDatabase } from '../testing/test-databases';
import { sweepAccountRows } from './account-housekeeping';

const NOW = new Date('2026-11-24T12:00:00.000Z');
const HOUR = 60 * 60 * 1000;
const MINUTE = 60 * 1000;
/** A moment `hours` before NOW, nudged by `offsetMs` (negative: older, positive: newer). */
const ago = (hours: number, offsetMs = 0) => new Date(NOW.getTime() - hours * HOUR + offsetMs).toISOString();
const JUST_OLDER = -MINUTE;
const JUST_NEWER = MINUTE;

describe.each(storeKinds())('The housekeeping sweep on the %s store', (kind) => {
  let database: TestDatabase;
  let schema: string;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    schema = ident(database.db.schema);
  });
  afterAll(() => database.dispose());

  const query = (sql: string, values: unknown[] = []) => database.db.query(sql, values);
  const column = async (sql: string) => (await database.db.query<{ v: string }>(sql)).rows.map((row) => row.v).sort();

  async function session(id: string, ends: { ended_at?: string; expires_at: string }) {
    await query(
      `INSERT INTO ${schema}.auth_sessions (session_id, subject_id, role, created_at, expires_at, ended_at) VALUES ($1, 'member-1', 'member', $2, $3, $4)`,
      [id, ago(24 * 200), ends.expires_at, ends.ended_at ?? null],
    );
  }

  it('deletes each kind of row past its retention and keeps the rows just inside it', async () => {
    // Attempt windows and password guesses: 24 hours.
    await query(`INSERT INTO ${schema}.attempt_counters (key, window_start, count) VALUES ('old', $1, 3), ('recent', $2, 3)`, [ago(24, JUST_OLDER), ago(24, JUST_NEWER)]);
    await query(`INSERT INTO ${schema}.password_guesses (key, failures, last_failure_at) VALUES ('old', 2, $1), ('recent', 2, $2)`, [ago(24, JUST_OLDER), ago(24, JUST_NEWER)]);
    // Mail-link tokens: a week past their expiry, whether used or not.
    await query(
      `INSERT INTO ${schema}.one_time_tokens (token_hash, purpose, payload, expires_at, used_at) VALUES
        ('old', 'signup', '{}', $1, NULL), ('old-used', 'signup', '{}', $1, $1), ('recent', 'signup', '{}', $2, NULL), ('live', 'signup', '{}', $3, NULL)`,
      [ago(24 * 7, JUST_OLDER), ago(24 * 7, JUST_NEWER), ago(-1)],
    );
    // Sessions: 90 days after they ended or expired, and only once no refresh token points at them.
    const ended = randomUUID();
    const endedRecently = randomUUID();
    const expired = randomUUID();
    const stillReferenced = randomUUID();
    const open = randomUUID();
    await session(ended, { ended_at: ago(24 * 90, JUST_OLDER), expires_at: ago(-1) });
    await session(endedRecently, { ended_at: ago(24 * 90, JUST_NEWER), expires_at: ago(24 * 200) });
    await session(expired, { expires_at: ago(24 * 90, JUST_OLDER) });
    await session(stillReferenced, { ended_at: ago(24 * 120), expires_at: ago(24 * 120) });
    await session(open, { expires_at: ago(-24) });
    // Refresh tokens: once expired. The one of `stillReferenced` is live, so its session stays.
    await query(
      `INSERT INTO ${schema}.refresh_tokens (token_hash, session_id, expires_at) VALUES ('expired', $1, $2), ('live', $3, $4), ('open', $5, $4)`,
      [open, new Date(NOW.getTime() - 1).toISOString(), stillReferenced, new Date(NOW.getTime() + 1).toISOString(), open],
    );
    // Development mail, and the trace of sent or given-up mail: 30 days. Pending mail is never swept.
    await query(`INSERT INTO ${schema}.dev_mailbox (recipient, subject, body, sent_at) VALUES ('a@example.jp', 'old', '', $1), ('a@example.jp', 'recent', '', $2)`, [
      ago(24 * 30, JUST_OLDER),
      ago(24 * 30, JUST_NEWER),
    ]);
    await query(
      `INSERT INTO ${schema}.mail_outbox (recipient, recipient_hash, subject, body, status, next_attempt_at, sent_at) VALUES
        (NULL, 'h', 'old-sent', NULL, 'sent', $1, $1),
        (NULL, 'h', 'recent-sent', NULL, 'sent', $1, $2),
        (NULL, 'h', 'old-failed', NULL, 'failed', $1, NULL),
        (NULL, 'h', 'recent-failed', NULL, 'failed', $2, NULL),
        ('a@example.jp', 'h', 'old-pending', 'text', 'pending', $1, NULL)`,
      [ago(24 * 30, JUST_OLDER), ago(24 * 30, JUST_NEWER)],
    );

    await sweepAccountRows(database.db, NOW);

    expect(await column(`SELECT key AS v FROM ${schema}.attempt_counters`)).toEqual(['recent']);
    expect(await column(`SELECT key AS v FROM ${schema}.password_guesses`)).toEqual(['recent']);
    expect(await column(`SELECT token_hash AS v FROM ${schema}.one_time_tokens`)).toEqual(['live', 'recent']);
    expect(await column(`SELECT token_hash AS v FROM ${schema}.refresh_tokens`)).toEqual(['live', 'open']);
    expect(await column(`SELECT session_id::text AS v FROM ${schema}.auth_sessions`)).toEqual([endedRecently, stillReferenced, open].sort());
    expect(await column(`SELECT subject AS v FROM ${schema}.dev_mailbox`)).toEqual(['recent']);
    expect(await column(`SELECT subject AS v FROM ${schema}.mail_outbox`)).toEqual(['old-pending', 'recent-failed', 'recent-sent']);

    // A second sweep at the same moment finds nothing more to do.
    await sweepAccountRows(database.db, NOW);
    expect(await column(`SELECT session_id::text AS v FROM ${schema}.auth_sessions`)).toEqual([endedRecently, stillReferenced, open].sort());
  });

  it('drops an idempotency key once it is 24 hours old, and keeps a younger one', async () => {
    const insert = (key: string, createdAt: string) =>
      query(
        `INSERT INTO ${schema}.idempotency_keys (scope, idempotency_key, claim_id, method, path, fingerprint, owner, status, answer, created_at, claimed_at)
           VALUES ('member-1', $1, $2, 'POST', '/api/x', 'f', NULL, 200, '{}', $3, $3)`,
        [key, randomUUID(), createdAt],
      );
    await insert('old', ago(24, JUST_OLDER));
    await insert('exactly-a-day', ago(24));
    await insert('recent', ago(24, JUST_NEWER));
    expect(await new PostgresIdempotencyKeys(database.db).sweep(NOW)).toBe(2);
    expect(await column(`SELECT idempotency_key AS v FROM ${schema}.idempotency_keys`)).toEqual(['recent']);
  });
});
