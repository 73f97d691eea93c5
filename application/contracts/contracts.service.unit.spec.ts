import type { QueryBus } from '@nestjs/cqrs';
import { contractDecider, type ContractCommand, type ContractDeal } from '../../domain/contracts/contract.decider';
import type { ContractListingFacts } from '../../domain/contracts/contract-terms.rules';
import type { ContractEvent } from '../../domain/contracts/contract.events';
import type { DealThreadEvent } from '../../domain/deals/deal-thread.events';
import type { DomainEvent } from '../../domain/shared/decider';
import type { Principal } from '../accounts/account-role';
import type { PersonalDataStore } from '../accounts/personal-data-store.port';
import type { GeoMasterPort } from '../masters/geo-master.port';
import type { PaymentGateway } from '../ports/payment-gateway.port';
import { metadataFor, systemContext } from '../shared/command-context';
import { MAX_CONFLICT_RETRIES } from '../shared/decider-command.handler';
import { EventStore, StreamVersionConflict, type AppendResult, type EventToAppend, type ExpectedVersion, type RecordedEvent } from '../shared/event-store.port';
import type { IdGenerator } from '../shared/id-generator.port';
import type { ReadStore } from '../shared/read-store.port';
import type { UnitOfWork } from '../shared/unit-of-work.port';
import type { ContractPartyRecords } from './contract-party-names.port';
import { ContractsService } from './contracts.service';

const THREAD = '11111111-2222-4333-8444-555555555555';
const SELLER = 'seller-1';
const BUYER = 'buyer-1';
const now = '2026-11-24T10:00:00.000Z';
const deal: ContractDeal = { thread_id: THREAD, property_id: 'p-1', seller_id: SELLER, buyer_id: BUYER, ongoing: true };
const listing: ContractListingFacts = {
  summary: { name: null, property_zipcode: null, sale_price: 1_000_000, property_tax_price: null, valuation_price: null, management_price: null },
  sale_price: 1_000_000,
  location: '長野県小諸市',
  lot_number: '1',
  land_category: '畑',
  area: 100,
  is_building: false,
  property_tax_price: null,
  valuation_price: null,
  area_id: 4,
};

/**
 * Streams in memory. `race` runs before an append to the named stream: what it records is another
 * process's write that lands first, so the append then fails on the version, as on the database.
 */
class RacingStore extends EventStore {
  streams = new Map<string, RecordedEvent[]>();
  appends: string[] = [];
  race: { streamId: string; times: number; events: () => DomainEvent[] } | null = null;

  record(streamId: string, events: readonly DomainEvent[]) {
    const stream = this.streams.get(streamId) ?? [];
    for (const event of events) {
      stream.push({ ...event, metadata: metadataFor(systemContext('x')), eventId: `e${stream.length}`, streamId, streamVersion: stream.length + 1, globalPosition: 1, transactionId: 1, recordedAt: now });
    }
    this.streams.set(streamId, stream);
  }

  async appendToStream(streamId: string, events: readonly EventToAppend[], expected: ExpectedVersion): Promise<AppendResult> {
    this.appends.push(streamId);
    if (this.race && this.race.streamId === streamId && this.race.times > 0) {
      this.race.times--;
      this.record(streamId, this.race.events());
    }
    const version = this.streams.get(streamId)?.length ?? 0;
    if ((expected === 'no_stream' ? 0 : expected) !== version) throw new StreamVersionConflict(streamId, expected, version);
    this.record(
      streamId,
      events.map((append) => append.event),
    );
    return { nextExpectedVersion: version + events.length, lastPosition: 1 };
  }

  async readStream<E extends DomainEvent>(streamId: string) {
    const events = this.streams.get(streamId) ?? [];
    return { version: events.length, events: events as unknown as RecordedEvent<E>[] };
  }

  async readAll() {
    return [];
  }
}

function contractEvents(steps: Array<[ContractCommand['type'], string, object?]>): ContractEvent[] {
  const events: ContractEvent[] = [];
  for (const [type, actor, extra] of steps) {
    const state = events.reduce(contractDecider.evolve, contractDecider.initialState());
    events.push(...contractDecider.decide({ type, deal, actor_id: actor, now, ...(extra ?? {}) } as ContractCommand, state));
  }
  return events;
}

const DRAFTED: Array<[ContractCommand['type'], string, object?]> = [
  ['RequestContract', BUYER],
  ['CreateContract', SELLER, { listing }],
  ['EditContractTerms', SELLER, { input: { delivery_date: '2027-03-31', payment_schedule: [{ label: '残代金', amount: 1_000_000, due_date: '2027-03-31' }] } }],
];

const opened: DealThreadEvent = { type: 'DealThreadOpened', data: { thread_id: THREAD, property_id: 'p-1', seller_id: SELLER, buyer_id: BUYER, opened_at: now } };
const member = (subjectId: string): Principal => ({ subjectId, role: 'member', sessionId: 's' });

function service(store: RacingStore, transactions: string[] = []) {
  const unitOfWork = {
    run: async <T>(work: () => Promise<T>) => {
      transactions.push('begin');
      try {
        return await work();
      } finally {
        transactions.push('end');
      }
    },
  } as UnitOfWork;
  let id = 0;
  return new ContractsService(
    store,
    unitOfWork,
    { uuid: () => `id-${++id}` } as IdGenerator,
    { now: () => now },
    {} as QueryBus,
    {} as ReadStore,
    {} as PersonalDataStore,
    {} as GeoMasterPort,
    {} as ContractPartyRecords,
    {} as PaymentGateway,
    { managementFeeYen: 33_000 },
  );
}

function given(steps: Array<[ContractCommand['type'], string, object?]>): RacingStore {
  const store = new RacingStore();
  store.record(`deal-${THREAD}`, [opened]);
  store.record(`contract-${THREAD}`, contractEvents(steps));
  return store;
}

describe('Contracts service / concurrent steps', () => {
  it('decides a step again on what another process wrote first: the seller’s agreement after a change voided the buyer’s is refused', async () => {
    const store = given([...DRAFTED, ['AgreeAsBuyer', BUYER]]);
    // The buyer's edit lands first in another process, voiding the buyer's agreement.
    const competing = contractEvents([...DRAFTED, ['AgreeAsBuyer', BUYER], ['EditContractTerms', BUYER, { input: { boundary_memorandum: true } }]]).slice(-2);
    store.race = { streamId: `contract-${THREAD}`, times: 1, events: () => competing };
    await expect(service(store).agreeAsSeller(member(SELLER), THREAD, systemContext('r'))).rejects.toMatchObject({ kind: 'conflict', message: '買主の同意が先に必要です。' });
    expect(store.streams.get(`contract-${THREAD}`)?.map((event) => event.type).slice(-2)).toEqual(['ContractTermsEdited', 'ContractAgreementsVoided']);
    expect(store.appends).toEqual([`contract-${THREAD}`]);
  });

  it('writes the step in one transaction when nothing came between', async () => {
    const store = given([...DRAFTED, ['AgreeAsBuyer', BUYER]]);
    const transactions: string[] = [];
    const answer = await service(store, transactions).agreeAsSeller(member(SELLER), THREAD, systemContext('r'));
    expect(answer).toMatchObject({ status_id: 4, status_name: '双方同意済み' });
    expect(transactions).toEqual(['begin', 'end']);
  });

  it('records an agreement given in two processes at once only once', async () => {
    const store = given(DRAFTED);
    const elsewhere = contractEvents([...DRAFTED, ['AgreeAsBuyer', BUYER]]).slice(-1);
    store.race = { streamId: `contract-${THREAD}`, times: 1, events: () => elsewhere };
    await expect(service(store).agreeAsBuyer(member(BUYER), THREAD, systemContext('r'))).rejects.toMatchObject({ kind: 'conflict', code: 'contract.already_agreed' });
    expect(store.streams.get(`contract-${THREAD}`)?.filter((event) => event.type === 'ContractAgreedByBuyer')).toHaveLength(1);
  });

  it('gives up with a 409 after a bounded number of lost races, writing nothing', async () => {
    const store = given(DRAFTED);
    store.race = { streamId: `contract-${THREAD}`, times: 99, events: () => [] };
    // Each lost race here is a version moved on by another writer.
    let version = store.streams.get(`contract-${THREAD}`)!.length;
    store.appendToStream = async (streamId) => {
      store.appends.push(streamId);
      version++;
      throw new StreamVersionConflict(streamId, version - 1, version);
    };
    await expect(service(store).agreeAsBuyer(member(BUYER), THREAD, systemContext('r'))).rejects.toMatchObject({ kind: 'conflict', code: 'concurrency.conflict' });
    expect(store.appends).toHaveLength(MAX_CONFLICT_RETRIES + 1);
  });

  it('ends the deal in the same transaction as the step that ends the contract, and retries both when the deal moved on', async () => {
    const store = given(DRAFTED);
    // A message lands in the deal just before the deal's end is appended.
    const message: DealThreadEvent = { type: 'DealMessagePosted', data: { thread_id: THREAD, message_id: 'm', seq: 1, sender_id: BUYER, recipient_id: SELLER, text: 'では', file: null, posted_at: now } };
    store.race = { streamId: `deal-${THREAD}`, times: 1, events: () => [message] };
    const transactions: string[] = [];
    const contractBefore = store.streams.get(`contract-${THREAD}`)!.length;
    // The in-memory store keeps what a failed transaction wrote, so the first attempt's contract events are dropped by hand as a rollback would.
    const original = store.appendToStream.bind(store);
    store.appendToStream = async (streamId, events, expected) => {
      try {
        return await original(streamId, events, expected);
      } catch (error) {
        store.streams.set(`contract-${THREAD}`, store.streams.get(`contract-${THREAD}`)!.slice(0, contractBefore));
        throw error;
      }
    };
    const answer = await service(store, transactions).endWithoutContract(member(SELLER), THREAD, systemContext('r'));
    expect(answer).toMatchObject({ status_id: 8 });
    expect(transactions).toEqual(['begin', 'end', 'begin', 'end']);
    expect(store.streams.get(`deal-${THREAD}`)?.map((event) => event.type)).toEqual(['DealThreadOpened', 'DealMessagePosted', 'DealThreadEnded']);
    expect(store.streams.get(`contract-${THREAD}`)?.filter((event) => event.type === 'ContractEndedWithoutContract')).toHaveLength(1);
  });
});
