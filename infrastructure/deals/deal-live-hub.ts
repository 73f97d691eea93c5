import type { OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { type EventStore, LOG_START, type LogPosition, type RecordedEvent } from '../../application/shared/event-store.port';
import { type ReadStore } from '../../application/shared/read-store.port';
import type { DealThreadEvent } from '../../domain/deals/deal-thread.events';
import { contractsProjector } from '../../read-models/contracts/contracts.projector';
import { DEAL_THREADS_COLLECTION, dealThreadsProjector, type DealThreadDocument } from '../../read-models/deals/deal-threads.projector';
import { ident, type Database } from '../database/database';

/** What an open page is told: something changed in this deal; it reads the rest itself. */
export interface DealNotice {
  /** The event's place in the log (`transaction-position`), the SSE id a reconnect resumes after. */
  id: string;
  kind: 'message' | 'read' | 'thread' | 'contract';
  thread_id: string;
}

/** An open page: told each notice, told to read everything again, closed when the server stops. */
export interface DealNoticeSink {
  notice(notice: DealNotice): void;
  resync(): void;
  close(): void;
}

/** Events a reconnecting page may have missed that are replayed; a longer gap is answered `resync`. */
const REPLAY_LIMIT = 1000;
const BATCH = 500;
const PARTY_CACHE_LIMIT = 10_000;
/** How soon the log is read again when an open transaction held appends back. */
const HELD_BACK_RETRY_MS = 100;
// A deal's contract shares its id, so its steps reach the same two pages as the chat's.
const CONTRACT_EVENTS: ReadonlySet<string> = new Set(contractsProjector.handles);
const DEAL_EVENTS: ReadonlySet<string> = new Set([...dealThreadsProjector.handles, ...contractsProjector.handles]);

const KIND: Record<DealThreadEvent['type'], DealNotice['kind']> = {
  DealThreadOpened: 'thread',
  DealMessagePosted: 'message',
  DealMessagesRead: 'read',
  DealThreadPinned: 'thread',
  DealThreadUnpinned: 'thread',
  DealThreadBlocked: 'thread',
  DealThreadEnded: 'thread',
};

export function noticeId(position: LogPosition): string {
  return `${position.transactionId}-${position.globalPosition}`;
}

export function parseNoticeId(value: string | undefined): LogPosition | null {
  const match = /^(\d{1,15})-(\d{1,15})$/.exec(value ?? '');
  return match ? { transactionId: Number(match[1]), globalPosition: Number(match[2]) } : null;
}

/**
 * Tells each member's open pages about changes to their deals as they reach the log. Every
 * process listens for appends (PostgreSQL LISTEN/NOTIFY, on the embedded database as on a
 * server), reads the new events after its own place in the log, waits until the read models
 * hold them (so a page that reloads sees the change) and tells the two parties' pages.
 */
export class DealLiveHub implements OnApplicationBootstrap, OnModuleDestroy {
  private cursor: LogPosition = LOG_START;
  private readonly subscribers = new Map<string, Set<DealNoticeSink>>();
  private readonly parties = new Map<string, readonly string[]>();
  private work: Promise<void> = Promise.resolve();
  private pumpQueued = false;
  private unlisten: (() => Promise<void>) | null = null;
  private retry: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Database,
    private readonly eventStore: EventStore,
    private readonly readStore: ReadStore,
    private readonly onError: (error: unknown) => void = () => undefined,
  ) {}

  /** Starts at the point the deal read model has reached: older changes are on every page already. */
  async start(): Promise<void> {
    const { rows } = await this.db.query<{ last_transaction_id: number; last_position: number }>(
      `SELECT last_transaction_id, last_position FROM ${ident(this.db.schema)}.projection_checkpoints WHERE name = $1`,
      [dealThreadsProjector.name],
    );
    if (rows[0]) this.cursor = { transactionId: Number(rows[0].last_transaction_id), globalPosition: Number(rows[0].last_position) };
    this.unlisten = await this.db.listen(`${this.db.schema}_deals`, () => this.pump());
  }

  async stop(): Promise<void> {
    await this.unlisten?.();
    this.unlisten = null;
    if (this.retry) clearTimeout(this.retry);
    this.retry = null;
    await this.work;
    for (const sinks of this.subscribers.values()) for (const sink of sinks) sink.close();
    this.subscribers.clear();
  }

  onApplicationBootstrap(): Promise<void> {
    return this.start();
  }

  onModuleDestroy(): Promise<void> {
    return this.stop();
  }

  /** How many pages are open, for the figures. */
  get connections(): number {
    let count = 0;
    for (const sinks of this.subscribers.values()) count += sinks.size;
    return count;
  }

  /**
   * Registers a page of `memberId`. With `after` (the last notice it saw), what it missed is
   * replayed first; it is told to resync instead when the gap is too long to replay.
   */
  subscribe(memberId: string, after: LogPosition | null, sink: DealNoticeSink): Promise<() => void> {
    return this.serially(async () => {
      if (after) await this.replay(memberId, after, sink);
      const sinks = this.subscribers.get(memberId) ?? new Set();
      sinks.add(sink);
      this.subscribers.set(memberId, sinks);
    }).then(() => () => {
      const sinks = this.subscribers.get(memberId);
      sinks?.delete(sink);
      if (sinks?.size === 0) this.subscribers.delete(memberId);
    });
  }

  /** Reads what was appended since the last pump; several notices in a row make one pump. */
  pump(): void {
    if (this.pumpQueued) return;
    this.pumpQueued = true;
    void this.serially(async () => {
      this.pumpQueued = false;
      for (;;) {
        const events = await this.eventStore.readAll(this.cursor, BATCH);
        if (events.length === 0) break;
        const last = events[events.length - 1];
        const deals = events.filter((event) => DEAL_EVENTS.has(event.type));
        if (deals.length > 0) {
          const latest = deals[deals.length - 1];
          await this.readStore.waitFor({ transactionId: latest.transactionId, globalPosition: latest.globalPosition });
          for (const event of deals) await this.deliver(event, (memberId) => this.subscribers.get(memberId));
        }
        this.cursor = { transactionId: last.transactionId, globalPosition: last.globalPosition };
      }
      // The log is read only up to the oldest transaction still open, so nothing is passed over.
      // An append whose notice came while an older one was open is not readable yet, and that
      // older one may end without a notice (it wrote no deal, or it is another database's on the
      // same server): without another look, the page would hear of it only at the next deal write.
      // A notice that came meanwhile has queued the next pump, which reads (and looks) again.
      if (!this.pumpQueued && (await this.heldBack())) this.pumpSoon();
    }).catch(this.onError);
  }

  /** Some committed event after the cursor could not be read yet. */
  private async heldBack(): Promise<boolean> {
    const { rows } = await this.db.query<{ held: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM ${ident(this.db.schema)}.events WHERE (transaction_id, global_position) > ($1::text::xid8, $2::bigint)) AS held`,
      [String(this.cursor.transactionId), this.cursor.globalPosition],
    );
    return rows[0]?.held === true;
  }

  private pumpSoon(): void {
    if (this.retry || !this.unlisten) return;
    this.retry = setTimeout(() => {
      this.retry = null;
      this.pump();
    }, HELD_BACK_RETRY_MS);
  }

  private async replay(memberId: string, after: LogPosition, sink: DealNoticeSink): Promise<void> {
    let position = after;
    let read = 0;
    while (position.transactionId < this.cursor.transactionId || (position.transactionId === this.cursor.transactionId && position.globalPosition < this.cursor.globalPosition)) {
      const events = await this.eventStore.readAll(position, BATCH);
      if (events.length === 0) return;
      for (const event of events) {
        if (event.transactionId > this.cursor.transactionId || (event.transactionId === this.cursor.transactionId && event.globalPosition > this.cursor.globalPosition)) return;
        if (DEAL_EVENTS.has(event.type)) await this.deliver(event, (member) => (member === memberId ? new Set([sink]) : undefined));
      }
      read += events.length;
      if (read >= REPLAY_LIMIT) {
        sink.resync();
        return;
      }
      const last = events[events.length - 1];
      position = { transactionId: last.transactionId, globalPosition: last.globalPosition };
    }
  }

  private async deliver(event: RecordedEvent, sinksOf: (memberId: string) => Set<DealNoticeSink> | undefined): Promise<void> {
    const data = event.data as { thread_id: string };
    const notice: DealNotice = { id: noticeId(event), kind: CONTRACT_EVENTS.has(event.type) ? 'contract' : KIND[event.type as DealThreadEvent['type']], thread_id: data.thread_id };
    for (const memberId of await this.partiesOf(data.thread_id)) {
      for (const sink of sinksOf(memberId) ?? []) sink.notice(notice);
    }
  }

  /** A deal's two members never change: each is looked up once. */
  private async partiesOf(threadId: string): Promise<readonly string[]> {
    const known = this.parties.get(threadId);
    if (known) return known;
    const thread = await this.readStore.get<DealThreadDocument>(DEAL_THREADS_COLLECTION, threadId);
    if (!thread) return [];
    if (this.parties.size >= PARTY_CACHE_LIMIT) this.parties.clear();
    const parties = [thread.seller_id, thread.buyer_id];
    this.parties.set(threadId, parties);
    return parties;
  }

  private serially<T>(task: () => Promise<T>): Promise<T> {
    const run = this.work.then(task, task);
    this.work = run.then(
      () => undefined,
      () => undefined,
    );
    return run;
  }
}
