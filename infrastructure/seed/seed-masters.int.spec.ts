import { randomUUID } from 'node:crypto';
import type { CommandBus } from '@nestjs/cqrs';
import type { RegisterMasterItemCommand } from '../../application/masters/register-master-item.command';
import { masterItemStreamId } from '../../domain/masters/master-item.events';
import { PostgresEventStore } from '../event-store/postgres-event-store';
import { createTestDatabase, storeKinds, type TestDatabase } from '../testing/test-databases';
import { registeredStreams } from './registered-streams';
import { seedMasters } from './seed-masters';

/** A command bus that only notes which master items it was asked to register. */
function recordingBus(): { bus: CommandBus; sent: string[] } {
  const sent: string[] = [];
  const bus = {
    execute: (command: RegisterMasterItemCommand) => {
      sent.push(masterItemStreamId(command.item.kind, command.item.id));
      return Promise.resolve({ position: 1, version: 1 });
    },
  } as unknown as CommandBus;
  return { bus, sent };
}

describe.each(storeKinds())('Seeding the master content on the %s store', (kind) => {
  let test: TestDatabase;

  beforeEach(async () => {
    test = await createTestDatabase(kind);
  });
  afterEach(() => test.dispose());

  async function registerInLog(streamId: string): Promise<void> {
    await new PostgresEventStore(test.db).appendToStream(
      streamId,
      [
        {
          event: { type: 'MasterItemRegistered', data: {} },
          eventId: randomUUID(),
          metadata: { actor: { id: 'system', role: 'system' }, correlation_id: 'c', causation_id: 'c', request_id: 'r', schema_version: 1 },
        },
      ],
      'no_stream',
    );
  }

  it('sends a command for every item into an empty log, and none for items whose stream the log holds', async () => {
    const first = recordingBus();
    await seedMasters(first.bus, (ids) => registeredStreams(test.db, ids));
    expect(first.sent.length).toBeGreaterThan(50);
    expect(first.sent).toContain(masterItemStreamId('land_category', 1));

    const present = [masterItemStreamId('land_category', 1), masterItemStreamId('hashtag', 1), first.sent[first.sent.length - 1]];
    for (const streamId of present) await registerInLog(streamId);
    await registerInLog('property-unrelated');

    const restart = recordingBus();
    await seedMasters(restart.bus, (ids) => registeredStreams(test.db, ids));
    expect(restart.sent).toEqual(first.sent.filter((streamId) => !present.includes(streamId)));
  });

  it('on a restart where every item is in the log, sends no command at all', async () => {
    const first = recordingBus();
    await seedMasters(first.bus);
    for (const streamId of first.sent) await registerInLog(streamId);

    const restart = recordingBus();
    await seedMasters(restart.bus, (ids) => registeredStreams(test.db, ids));
    expect(restart.sent).toEqual([]);
  });
});
