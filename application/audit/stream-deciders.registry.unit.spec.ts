import { contractDecider } from '../../domain/contracts/contract.decider';
import { contractStreamId } from '../../domain/contracts/contract.events';
import { dealThreadDecider } from '../../domain/deals/deal-thread.decider';
import { dealThreadStreamId } from '../../domain/deals/deal-thread.events';
import { newsItemDecider } from '../../domain/news/news-item.decider';
import { newsItemStreamId } from '../../domain/news/news-item.events';
import { newsReadsDecider } from '../../domain/news/news-reads.decider';
import { newsReadsStreamId } from '../../domain/news/news-reads.events';
import { feeRateScheduleDecider } from '../../domain/fees/fee-rate.decider';
import { FEE_RATE_SCHEDULE_STREAM } from '../../domain/fees/fee-rate.events';
import { registrationCaseDecider } from '../../domain/registration-cases/registration-case.decider';
import { registrationCaseStreamId } from '../../domain/registration-cases/registration-case.events';
import { accountDecider } from '../../domain/accounts/account.decider';
import { accountStreamId } from '../../domain/accounts/account.events';
import { masterItemDecider } from '../../domain/masters/master-item.decider';
import { masterItemStreamId } from '../../domain/masters/master-item.events';
import type { RecordedEvent } from '../shared/event-store.port';
import { streamKindOf } from './stream-deciders.registry';
import { replayStream } from './stream-replay';

const ID = '6f1c2a4e-1b2c-4d3e-8f9a-0b1c2d3e4f5a';

describe('Stream deciders registry', () => {
  it.each([
    [accountStreamId(ID), accountDecider],
    [dealThreadStreamId(ID), dealThreadDecider],
    [contractStreamId(ID), contractDecider],
    [registrationCaseStreamId(ID), registrationCaseDecider],
    [newsItemStreamId(ID), newsItemDecider],
    [newsReadsStreamId(ID), newsReadsDecider],
    [masterItemStreamId('hobby' as never, 3), masterItemDecider],
    [FEE_RATE_SCHEDULE_STREAM, feeRateScheduleDecider],
  ])('%s is folded by its own decider', (streamId, decider) => {
    expect(streamKindOf(streamId)?.decider).toBe(decider);
  });

  it('knows no stream by a prefix alone, an unknown prefix or a singleton with a tail', () => {
    expect(streamKindOf('deal-')).toBeNull();
    expect(streamKindOf('invoice-123')).toBeNull();
    expect(streamKindOf(`${FEE_RATE_SCHEDULE_STREAM}-2`)).toBeNull();
  });
});

const recorded = (version: number, recordedAt: string, type: string, data: unknown): RecordedEvent => ({
  type,
  data,
  metadata: { actor: { id: ID, role: 'member' }, correlation_id: 'c', causation_id: 'c', request_id: 'r', schema_version: 1 },
  eventId: `e${version}`,
  streamId: dealThreadStreamId(ID),
  streamVersion: version,
  globalPosition: version * 10,
  transactionId: version,
  recordedAt,
});

describe('Replaying a stream to an instant', () => {
  const seller = '11111111-1111-4111-8111-111111111111';
  const events = [
    recorded(1, '2026-11-24T09:00:00.000Z', 'DealThreadOpened', { thread_id: ID, property_id: 'p', seller_id: seller, buyer_id: ID, opened_at: '2026-11-24T09:00:00.000Z' }),
    recorded(2, '2026-11-24T09:05:00.000Z', 'DealThreadPinned', { thread_id: ID, member_id: ID, pinned_at: '2026-11-24T09:05:00.000Z' }),
    recorded(3, '2026-11-24T09:10:00.000Z', 'DealThreadUnpinned', { thread_id: ID, member_id: ID, unpinned_at: '2026-11-24T09:10:00.000Z' }),
  ];
  const kind = streamKindOf(dealThreadStreamId(ID))!;

  it('folds only the events recorded at or before the instant', () => {
    const replay = replayStream(kind.decider, [...events].reverse(), Date.parse('2026-11-24T09:05:00.000Z'));
    expect(replay.version).toBe(2);
    expect(replay.events.map((event) => event.type)).toEqual(['DealThreadOpened', 'DealThreadPinned']);
    expect(replay.state).toMatchObject({ status: 'inquiry', pinned_by: [ID] });
  });

  it('is the initial state before the first event and the whole stream after the last', () => {
    expect(replayStream(kind.decider, events, Date.parse('2026-11-24T08:59:59.999Z'))).toEqual({ state: { status: 'none' }, events: [], version: 0 });
    expect(replayStream(kind.decider, events, Date.parse('2026-11-25T00:00:00Z')).state).toMatchObject({ pinned_by: [] });
  });
});
