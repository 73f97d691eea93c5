import type { DomainEvent } from '../../domain/shared/decider';

/** Where and when an event was recorded, and by whom. */
export interface RecordedAt {
  streamId: string;
  streamVersion: number;
  globalPosition: number;
  recordedAt: string;
  metadata: { actor: { id: string; role: string }; on_behalf_of?: { id: string; role: string } };
}

/** An event as a projector sees it: the domain event (still a union to switch on) plus where it was recorded. */
export type ProjectedEvent<E extends DomainEvent = DomainEvent> = E extends DomainEvent ? E & RecordedAt : never;

export type ColumnType = 'text' | 'integer' | 'bigint' | 'numeric' | 'boolean' | 'timestamptz' | 'integer[]';

/**
 * A read model as a pure fold: each event names the documents it touches, and `evolve` turns the
 * current document (or null) into the next one (or null to remove it). The runner stores the
 * documents; typed columns are derived from document fields so queries can filter and sort.
 */
export interface DocumentProjector<D extends object = object, E extends DomainEvent = DomainEvent> {
  /** Also the checkpoint name. */
  readonly name: string;
  /** Table name of the documents. */
  readonly collection: string;
  /** Bumped when the document shape or columns change: the projection is then rebuilt. */
  readonly version: number;
  readonly handles: readonly E['type'][];
  documentIds(event: ProjectedEvent<E>): string[];
  /** `id` is the document's, one of `documentIds(event)`: an event may shape several documents. */
  evolve(document: D | null, event: ProjectedEvent<E>, id: string): D | null;
  /** Document fields copied into typed, indexed columns (arrays get an index for containment). */
  readonly columns?: Readonly<Record<string, ColumnType>>;
  /**
   * Columns no query filters by on their own (sort keys read through `compositeIndexes`, flags):
   * kept in the row without an index of their own, which would only slow writes and take cache.
   */
  readonly unindexedColumns?: readonly string[];
  /** Indexes over several columns, for a sort with a tie-breaker (`['registered_at', 'id']`). */
  readonly compositeIndexes?: ReadonlyArray<readonly string[]>;
  /**
   * Only rows whose `column` holds one of `values` are in the secondary indexes (the primary key
   * keeps every row); a query that states the same condition with the values written out uses them.
   */
  readonly indexedOnly?: { readonly column: string; readonly values: readonly number[] };
  /**
   * Rows are read by what changed after a position (a reader keeps them elsewhere and reads only
   * the changes): every row, whatever `indexedOnly` says, is indexed by its last event's position.
   */
  readonly readsChanges?: boolean;
}
