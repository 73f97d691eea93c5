import { StreamVersionConflict, type EventToAppend } from '../../application/shared/event-store.port';
import { PostgresEventStore } from '../event-store/postgres-event-store';
import { PostgresMailOutbox, recipientHash } from '../mail/postgres-mail-outbox';
import { appendHeldOpen } from '../testing/held-open-append';
import { createTestDatabase, storeKinds, type TestDatabase } from '../testing/test-databases';
import { afterCommit, withAmbientTransactions } from './ambient-transaction';
import { ident, type Database } from './database';
import { PostgresUnitOfWork } from './postgres-unit-of-work';

const probe = (): EventToAppend => ({
  event: { type: 'OutboxProbed', data: {} },
  eventId: crypto.randomUUID(),
  metadata: { actor: { id: 'system', role: 'system' }, correlation_id: 'c', causation_id: 'c', request_id: 'r', schema_version: 1 },
});

describe.each(storeKinds())('A unit of work on the %s store', (kind) => {
  let database: TestDatabase;
  let db: Database;
  let unitOfWork: PostgresUnitOfWork;
  let events: PostgresEventStore;
  let outbox: PostgresMailOutbox;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    db = withAmbientTransactions(database.db);
    unitOfWork = new PostgresUnitOfWork(db);
    events = new PostgresEventStore(db);
    outbox = new PostgresMailOutbox(db);
  });
  afterAll(() => database.dispose());

  const pendingMails = async (to: string) =>
    Number(
      (await database.db.query<{ count: number }>(`SELECT count(*) AS count FROM ${ident(db.schema)}.mail_outbox WHERE recipient_hash = $1`, [recipientHash(to)]))
        .rows[0].count,
    );

  it('commits the events and the mail of its work together, and keeps neither when the work fails', async () => {
    await unitOfWork.run(async () => {
      await events.appendToStream('uow-kept', [probe()], 'no_stream');
      await outbox.enqueue({ to: 'kept@example.jp', subject: '件名', text: '本文' });
    });
    await expect(
      unitOfWork.run(async () => {
        await events.appendToStream('uow-lost', [probe()], 'no_stream');
        await outbox.enqueue({ to: 'lost@example.jp', subject: '件名', text: '本文' });
        throw new Error('refused after writing');
      }),
    ).rejects.toThrow('refused after writing');

    expect((await events.readStream('uow-kept')).version).toBe(1);
    expect(await pendingMails('kept@example.jp')).toBe(1);
    expect((await events.readStream('uow-lost')).version).toBe(0);
    expect(await pendingMails('lost@example.jp')).toBe(0);
  });

  it('undoes only a failed inner step, and runs after-commit callbacks only once the work commits', async () => {
    const woken: string[] = [];
    await unitOfWork.run(async () => {
      await outbox.enqueue({ to: 'outer@example.jp', subject: '件名', text: '本文' });
      await expect(
        db.transaction(async () => {
          await outbox.enqueue({ to: 'inner@example.jp', subject: '件名', text: '本文' });
          throw new Error('inner step failed');
        }),
      ).rejects.toThrow('inner step failed');
      afterCommit(() => woken.push('committed'));
      expect(woken).toEqual([]);
    });
    expect(woken).toEqual(['committed']);
    expect(await pendingMails('outer@example.jp')).toBe(1);
    expect(await pendingMails('inner@example.jp')).toBe(0);

    await unitOfWork.run(async () => afterCommit(() => woken.push('rolled back'))).catch(() => undefined);
    await expect(
      unitOfWork.run(async () => {
        afterCommit(() => woken.push('never'));
        throw new Error('no');
      }),
    ).rejects.toThrow('no');
    expect(woken).toEqual(['committed', 'rolled back']);
    afterCommit(() => woken.push('at once'));
    expect(woken).toEqual(['committed', 'rolled back', 'at once']);
  });

  it('answers a version conflict inside the work and lets it decide again at the newer version', async () => {
    await events.appendToStream('uow-stale', [probe()], 'no_stream');
    const result = await unitOfWork.run(async () => {
      await outbox.enqueue({ to: 'stale@example.jp', subject: '件名', text: '本文' });
      await expect(events.appendToStream('uow-stale', [probe()], 'no_stream')).rejects.toBeInstanceOf(StreamVersionConflict);
      return events.appendToStream('uow-stale', [probe()], 1);
    });
    expect(result.nextExpectedVersion).toBe(2);
    expect(await pendingMails('stale@example.jp')).toBe(1);
  });

  if (kind === 'server') {
    it('stays usable when its append loses a race to another process and is decided again', async () => {
      const held = await appendHeldOpen(database, 'uow-race', [probe()]);
      const work = unitOfWork.run(async () => {
        await outbox.enqueue({ to: 'race@example.jp', subject: '件名', text: '本文' });
        // Waits on the other process's uncommitted event at version 1, then collides with it.
        const lost = await events.appendToStream('uow-race', [probe()], 'no_stream').catch((error: unknown) => error);
        expect(lost).toBeInstanceOf(StreamVersionConflict);
        return events.appendToStream('uow-race', [probe()], 1);
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      await held.commit();
      expect((await work).nextExpectedVersion).toBe(2);
      expect(await pendingMails('race@example.jp')).toBe(1);
    });
  }
});
