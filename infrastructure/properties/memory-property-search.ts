import {
  PropertySearchIndex,
  SEARCH_COUNT_LIMIT,
  type PropertySearchCriteria,
  type SearchableCounts,
  type SearchTotal,
} from '../../application/properties/property-search.port';
import { NOT_IN_HITS, PROPERTY_SEARCH_PROJECTION, type PropertySearchHit } from '../../read-models/properties/property-search.projector';
import { ident, type Database } from '../database/database';
import { FreshRead } from '../database/fresh-read';
import { changedPosition, indexedOnlyCondition, readModelTable } from '../projections/projection-runner';
import { ListingSearchTable, type SearchableListing } from './listing-search-table';

interface ChangedRow {
  table_oid: number;
  searchable_total: number;
  id: string | null;
  is_searchable: boolean | null;
  prefecture_id: number | null;
  city: string | null;
  sale_price: number | string | null;
  area: number | string | null;
  ground_id: number | null;
  is_building: boolean | null;
  hashtag_ids: number[] | null;
  registered_at: Date | string | null;
  price_low_first: number | string;
  price_high_first: number | string;
  area_large_first: number | string;
  search_text: string | null;
  hit: PropertySearchHit | null;
}

/**
 * Search over the listings held in this process's memory (`ListingSearchTable`), kept level with
 * the `property_search` read model: before each answer, the rows changed since the position it
 * holds are read from the table, so an answer is never older than the last change the caller could
 * have seen, whichever process made it. A search then costs no query of the listings at all: what
 * its answer shows of each listing (the read model's document without the searched text and sort
 * keys) is held beside it.
 *
 * A changed row carries the position of its last event, so one statement finds what changed; a
 * listing deleted outright leaves no row behind, so the same statement counts the searchable
 * listings, and when that count differs from the one held, everything is read again. So it is
 * when the table itself was swapped for a rebuilt one.
 */
export class MemoryPropertySearchIndex extends PropertySearchIndex {
  private readonly listings = new ListingSearchTable();
  /** What an answer carries of each listing held, by id. */
  private readonly hits = new Map<string, PropertySearchHit>();
  private readonly checkpoint: FreshRead<number>;
  /** The projection's changed position the held listings are level with; -1 before the first read. */
  private heldPosition = -1;
  private heldTable: number | null = null;
  private catchingUp: Promise<void> | null = null;

  /** `countLimit`: matches counted one by one before the count says "at least" (smaller in tests). */
  constructor(
    private readonly db: Database,
    private readonly countLimit = SEARCH_COUNT_LIMIT,
  ) {
    super();
    this.checkpoint = new FreshRead(() => changedPosition(this.db, this.db.schema, PROPERTY_SEARCH_PROJECTION.name));
  }

  private get table(): string {
    return `${ident(this.db.schema)}.${ident(readModelTable(PROPERTY_SEARCH_PROJECTION))}`;
  }

  version(): Promise<number> {
    return this.checkpoint.get();
  }

  async page(criteria: PropertySearchCriteria, page: number, perPage: number): Promise<PropertySearchHit[]> {
    await this.levelWithReadModel();
    const limit = Math.floor(perPage);
    return this.listings.page(criteria, Math.floor((page - 1) * perPage), limit).map((id) => this.hits.get(id)!);
  }

  async count(criteria: PropertySearchCriteria): Promise<SearchTotal> {
    await this.levelWithReadModel();
    return this.listings.count(criteria, this.countLimit);
  }

  async counts(): Promise<SearchableCounts> {
    await this.levelWithReadModel();
    return this.listings.counts();
  }

  /** Reads what changed until the held listings are at least at the version read after this call began. */
  private async levelWithReadModel(): Promise<void> {
    const version = await this.version();
    while (this.heldPosition < version || this.heldPosition < 0) {
      this.catchingUp ??= this.catchUp(version).finally(() => {
        this.catchingUp = null;
      });
      await this.catchingUp;
    }
  }

  private async catchUp(version: number): Promise<void> {
    const from = this.heldPosition < 0 ? 0 : this.heldPosition;
    const changed = await this.changedSince(from);
    const tableChanged = this.heldTable !== null && this.heldTable !== changed.tableOid;
    if (tableChanged || this.listings.size + changed.added - changed.withdrawn.length !== changed.searchableTotal) {
      // A deleted listing or a rebuilt table: nothing short of reading everything tells what went.
      const everything = await this.changedSince(0);
      this.listings.clear();
      this.hits.clear();
      this.take(everything);
    } else this.take(changed);
    this.heldPosition = Math.max(this.heldPosition, version);
  }

  private take(changed: Changes): void {
    this.listings.apply(changed.listings, changed.withdrawn);
    for (const id of changed.withdrawn) this.hits.delete(id);
    for (const [id, hit] of changed.hits) this.hits.set(id, hit);
    this.heldTable = changed.tableOid;
  }

  /** Every row changed after `position`, with the table's identity and its searchable count, read at one instant. */
  private async changedSince(position: number): Promise<Changes> {
    const searchable = indexedOnlyCondition(PROPERTY_SEARCH_PROJECTION);
    const { rows } = await this.db.query<ChangedRow>(
      `SELECT held.table_oid, held.searchable_total, changed.*
       FROM (SELECT to_regclass($2)::oid::bigint AS table_oid, (SELECT count(*)::integer FROM ${this.table} WHERE ${searchable}) AS searchable_total) AS held
       LEFT JOIN LATERAL (
         SELECT id, ${searchable} AS is_searchable, prefecture_id, city, sale_price, area, ground_id, is_building, hashtag_ids,
                registered_at, price_low_first, price_high_first, area_large_first, search_text,
                CASE WHEN ${searchable} THEN doc - $3::text[] END AS hit
         FROM ${this.table} WHERE last_position > $1
       ) AS changed ON true`,
      [position, this.table, NOT_IN_HITS],
    );
    const listings: SearchableListing[] = [];
    const hits = new Map<string, PropertySearchHit>();
    const withdrawn: string[] = [];
    let added = 0;
    for (const row of rows) {
      if (row.id === null) continue;
      const held = this.listings.has(row.id);
      if (row.is_searchable) {
        listings.push(listingOf(row));
        hits.set(row.id, row.hit!);
        if (!held) added++;
      } else if (held) withdrawn.push(row.id);
    }
    return { tableOid: Number(rows[0].table_oid), searchableTotal: rows[0].searchable_total, listings, hits, withdrawn, added };
  }
}

interface Changes {
  tableOid: number;
  searchableTotal: number;
  listings: SearchableListing[];
  hits: Map<string, PropertySearchHit>;
  withdrawn: string[];
  /** Listings among `listings` the index did not hold. */
  added: number;
}

function numberOrNull(value: number | string | null): number | null {
  return value === null ? null : Number(value);
}

function listingOf(row: ChangedRow): SearchableListing {
  return {
    id: row.id!,
    prefectureId: row.prefecture_id,
    city: row.city,
    salePrice: numberOrNull(row.sale_price),
    area: numberOrNull(row.area),
    groundId: row.ground_id,
    isBuilding: row.is_building,
    hashtagIds: row.hashtag_ids ?? [],
    registeredAt: row.registered_at === null ? null : new Date(row.registered_at).getTime(),
    priceLowFirst: Number(row.price_low_first),
    priceHighFirst: Number(row.price_high_first),
    areaLargeFirst: Number(row.area_large_first),
    searchText: row.search_text ?? '',
  };
}
