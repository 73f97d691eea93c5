import type { PropertySearchCriteria, PropertySort, SearchableCounts, SearchCount, SearchTotal } from '../../application/properties/property-search.port';
import { foldForSearch } from '../../read-models/shared/search-text-fold';
import { eachRow, hasRow, intersect, RowSet, rowCount, setRow, clearRow, wordsFor, type Bitmap } from './row-set';

/** One searchable listing as the table holds it: the `property_search` read model's columns. */
export interface SearchableListing {
  id: string;
  prefectureId: number | null;
  city: string | null;
  /** Yen; -1 is 不明. */
  salePrice: number | null;
  area: number | null;
  groundId: number | null;
  isBuilding: boolean | null;
  hashtagIds: readonly number[];
  /** Milliseconds since the epoch. */
  registeredAt: number | null;
  priceLowFirst: number;
  priceHighFirst: number;
  areaLargeFirst: number;
  /** The folded text keywords are looked for in (see `foldForSearch`). */
  searchText: string;
}

const SORTS: readonly PropertySort[] = ['newest', 'price_asc', 'price_desc', 'area_asc', 'area_desc'];

/** Below this many candidates a page sorts its matches; above, it walks the order and stops at the page. */
export const SORT_CANDIDATES = 2_048;

/** Searched words whose rows are kept: each costs a bit per listing, 12.5 kB for 100,000. */
export const WORDS_KEPT = 512;

/** How a search narrows the rows: the candidates every indexed condition allows, then a test per row for the rest. */
interface Plan {
  conditioned: boolean;
  candidates: Bitmap;
  test: ((row: number) => boolean) | null;
}

/**
 * The searchable listings in memory, indexed for every condition a search has: each character
 * of the texts, prefecture, city, land category and hashtag as sets of rows, the words of two or
 * more characters searched lately too; narrow price and area ranges read from their order, wide
 * ones and flags tested row by row; and each sort order kept as a list of rows. A search
 * intersects the sets of its conditions, then either sorts the few rows left by their places or
 * walks its order until the page is full. Answers the same listings, in the same order, as the
 * read model's SQL would (`docs/search-index.md`).
 */
export class ListingSearchTable {
  private capacity = 0;
  private readonly rows = new Map<string, number>();
  private readonly freeRows: number[] = [];
  private ids: string[] = [];
  private texts: string[] = [];
  private cities: (string | null)[] = [];
  private hashtagIds: (readonly number[])[] = [];
  private prefecture = new Int32Array(0);
  private ground = new Int32Array(0);
  private building = new Int8Array(0);
  private price = new Float64Array(0);
  private area = new Float64Array(0);
  private registeredAt = new Float64Array(0);
  private areaSmallFirst = new Float64Array(0);
  private priceLowFirst = new Float64Array(0);
  private priceHighFirst = new Float64Array(0);
  private areaLargeFirst = new Float64Array(0);
  private live: Bitmap = new Uint32Array(0);
  private candidates: Bitmap = new Uint32Array(0);
  private work: Bitmap = new Uint32Array(0);
  private spare: Bitmap = new Uint32Array(0);
  private readonly characters = new Map<number, RowSet>();
  private readonly prefectures = new Map<number, RowSet>();
  private readonly citySets = new Map<string, RowSet>();
  private readonly grounds = new Map<number, RowSet>();
  private readonly hashtags = new Map<number, RowSet>();
  private readonly orders = new Map<PropertySort, Int32Array>(SORTS.map((sort) => [sort, new Int32Array(0)]));
  /** Each row's place in each order, so a few matches are put in order by sorting numbers. */
  private readonly places = new Map<PropertySort, Int32Array>(SORTS.map((sort) => [sort, new Int32Array(0)]));
  private readonly compare: Record<PropertySort, (a: number, b: number) => number>;
  /**
   * The rows holding each word of two or more characters searched lately, least recently searched
   * first: found once from the rows that have all its characters, then kept level with every
   * change, as an index of the words people search for.
   */
  private readonly searchedWords = new Map<string, Bitmap>();

  /**
   * `sortCandidates`: the most candidates a page sorts rather than walks its order for; `wordsKept`:
   * how many searched words' rows are kept (both smaller in tests).
   */
  constructor(
    private readonly sortCandidates = SORT_CANDIDATES,
    private readonly wordsKept = WORDS_KEPT,
  ) {
    // A missing registration date or area sorts as Infinity: first newest-first, last smallest-first, as in SQL.
    this.compare = {
      newest: (a, b) => this.registeredAt[b] - this.registeredAt[a] || this.byId(b, a),
      price_asc: (a, b) => this.priceLowFirst[a] - this.priceLowFirst[b] || this.byId(a, b),
      price_desc: (a, b) => this.priceHighFirst[b] - this.priceHighFirst[a] || this.byId(b, a),
      area_asc: (a, b) => this.areaSmallFirst[a] - this.areaSmallFirst[b] || this.byId(a, b),
      area_desc: (a, b) => this.areaLargeFirst[b] - this.areaLargeFirst[a] || this.byId(b, a),
    };
  }

  /** Ties (and two missing values, whose difference is NaN) are broken by the id. */
  private byId(a: number, b: number): number {
    return this.ids[a] < this.ids[b] ? -1 : this.ids[a] > this.ids[b] ? 1 : 0;
  }

  get size(): number {
    return this.rows.size;
  }

  has(id: string): boolean {
    return this.rows.has(id);
  }

  /**
   * Puts in `listings` (replacing any held under the same id) and takes out `removedIds`. Many
   * changes at once (a first load) sort each order afresh instead of placing rows one by one.
   */
  apply(listings: readonly SearchableListing[], removedIds: readonly string[] = []): void {
    const changes = listings.length + removedIds.length;
    const resort = changes > 64 && changes * 16 > this.size;
    // Rows placed one by one keep the searched words level; a first load finds them again on demand.
    if (resort) this.searchedWords.clear();
    for (const id of removedIds) this.remove(id, !resort);
    for (const listing of listings) {
      this.remove(listing.id, !resort);
      this.insert(listing, !resort);
    }
    if (resort) this.sortOrders();
    if (changes > 0) this.numberPlaces();
  }

  clear(): void {
    for (const id of [...this.rows.keys()]) this.remove(id, false);
    this.sortOrders();
  }

  counts(): SearchableCounts {
    const tally = (sets: Map<number, RowSet>): SearchCount[] =>
      [...sets].filter(([, set]) => set.size > 0).map(([id, set]) => ({ id, count: set.size })).sort((a, b) => a.id - b.id);
    return { total: this.size, prefectures: tally(this.prefectures), hashtags: tally(this.hashtags), grounds: tally(this.grounds) };
  }

  /** How many listings match, exact up to `limit`; past it, `limit` as a lower bound. */
  count(criteria: PropertySearchCriteria, limit: number): SearchTotal {
    const plan = this.plan(criteria);
    if (!plan.conditioned) return { total: this.size, lowerBound: false };
    let counted = 0;
    if (!plan.test) counted = rowCount(plan.candidates);
    else {
      const test = plan.test;
      eachRow(plan.candidates, (row) => {
        if (test(row)) counted++;
        return counted <= limit;
      });
    }
    return counted > limit ? { total: limit, lowerBound: true } : { total: counted, lowerBound: false };
  }

  /** The ids of the matching listings from `offset` on, at most `limit`, in the criteria's order. */
  page(criteria: PropertySearchCriteria, offset: number, limit: number): string[] {
    const plan = this.plan(criteria);
    const order = this.orders.get(criteria.sort)!;
    const test = plan.test;
    const candidates = plan.conditioned ? rowCount(plan.candidates) : this.size;
    if (candidates === 0 || limit <= 0) return [];
    if (candidates <= this.sortCandidates) {
      const places = this.places.get(criteria.sort)!;
      const matched = new Int32Array(candidates);
      let count = 0;
      eachRow(plan.candidates, (row) => {
        if (!test || test(row)) matched[count++] = places[row];
        return true;
      });
      return Array.from(matched.subarray(0, count).sort().subarray(offset, offset + limit), (place) => this.ids[order[place]]);
    }
    const hits: string[] = [];
    let passed = 0;
    for (let at = 0; at < this.size && hits.length < limit; at++) {
      const row = order[at];
      if (!hasRow(plan.candidates, row) || (test && !test(row))) continue;
      if (passed++ >= offset) hits.push(this.ids[row]);
    }
    return hits;
  }

  /** The rows whose text holds `text` (folded), exactly. */
  private rowsHolding(text: string): Bitmap {
    const codePoints = Array.from(text, (character) => character.codePointAt(0)!);
    if (codePoints.length === 0) return this.live;
    const characters = [...new Set(codePoints)];
    const sets = characters.map((character) => this.characters.get(character));
    const only = sets[0];
    // One character: its set is exactly the rows holding it. A word of one character repeated
    // ("家家") is a word: the rows holding the character are read for it like any other.
    if (codePoints.length === 1) {
      this.spare.fill(0);
      only?.uniteInto(this.spare);
      return this.spare;
    }
    const kept = this.searchedWords.get(text);
    if (kept) {
      this.searchedWords.delete(text);
      this.searchedWords.set(text, kept);
      return kept;
    }
    const rows = new Uint32Array(this.live.length);
    if (sets.every((set) => set !== undefined && set.size > 0)) {
      const [smallest, ...rest] = (sets as RowSet[]).sort((a, b) => a.size - b.size);
      smallest.uniteInto(rows);
      for (const set of rest) set.intersectInto(rows, this.spare);
      // The rows have every character of the word; whether they hold the word itself is read in the text.
      eachRow(rows, (row) => {
        if (!this.texts[row].includes(text)) clearRow(rows, row);
        return true;
      });
    }
    this.searchedWords.set(text, rows);
    if (this.searchedWords.size > this.wordsKept) this.searchedWords.delete(this.searchedWords.keys().next().value!);
    return rows;
  }

  /**
   * The rows whose key (ascending in `sort`'s order) is within `low`..`high`, as a bitmap in the
   * spare one, when they are at most an eighth of the rows; null when there are more.
   */
  private stretch(sort: PropertySort, keys: Float64Array, low: number, high: number): Bitmap | null {
    const order = this.orders.get(sort)!;
    const from = firstPlace(order, this.size, (row) => keys[row] >= low);
    const to = firstPlace(order, this.size, (row) => keys[row] > high);
    if ((to - from) * 8 > this.size) return null;
    this.spare.fill(0);
    for (let place = from; place < to; place++) setRow(this.spare, order[place]);
    return this.spare;
  }

  private plan(criteria: PropertySearchCriteria): Plan {
    const candidates = this.candidates;
    candidates.set(this.live);
    const tests: ((row: number) => boolean)[] = [];
    let conditioned = false;
    for (const keyword of criteria.keywords) {
      conditioned = true;
      const work = this.work;
      work.set(this.rowsHolding(foldForSearch(keyword.text)));
      for (const prefectureId of keyword.prefectureIds) this.prefectures.get(prefectureId)?.uniteInto(work);
      intersect(candidates, work);
    }
    if (criteria.prefectureIds) {
      conditioned = true;
      const work = this.work;
      work.fill(0);
      for (const prefectureId of criteria.prefectureIds) this.prefectures.get(prefectureId)?.uniteInto(work);
      intersect(candidates, work);
    }
    const narrow = (set: RowSet | undefined) => {
      conditioned = true;
      if (set) set.intersectInto(candidates, this.spare);
      else candidates.fill(0);
    };
    if (criteria.city !== null) narrow(this.citySets.get(criteria.city));
    if (criteria.groundId !== null) narrow(this.grounds.get(criteria.groundId));
    if (criteria.hashtagId !== null) narrow(this.hashtags.get(criteria.hashtagId));
    const { minPrice, maxPrice, minArea, maxArea, isBuilding } = criteria;
    // A narrow range is read from its order, where it is one stretch; a wide one is tested row by
    // row, since a walk of any order meets its rows soon. A known price sorts by itself and an
    // unknown one (-1 or missing) after all of them, so a range from 0 up holds known prices only.
    if ((minPrice !== null && minPrice >= 0) || maxPrice !== null) {
      conditioned = true;
      const stretch = this.stretch('price_asc', this.priceLowFirst, Math.max(minPrice ?? 0, 0), maxPrice ?? Number.MAX_SAFE_INTEGER - 1);
      if (stretch) intersect(candidates, stretch);
      else tests.push((row) => this.price[row] >= (minPrice ?? 0) && this.price[row] <= (maxPrice ?? Infinity));
    } else if (minPrice !== null) tests.push((row) => this.price[row] >= minPrice);
    if (minArea !== null || maxArea !== null) {
      conditioned = true;
      // A missing area sorts as Infinity, past any bound.
      const stretch = this.stretch('area_asc', this.areaSmallFirst, minArea ?? -Infinity, maxArea ?? Number.MAX_VALUE);
      if (stretch) intersect(candidates, stretch);
      // A missing area is NaN here, which no comparison lets through, as NULL in SQL.
      else tests.push((row) => this.area[row] >= (minArea ?? -Infinity) && this.area[row] <= (maxArea ?? Infinity));
    }
    if (isBuilding !== null) tests.push(isBuilding ? (row) => this.building[row] === 1 : (row) => this.building[row] !== 1);
    conditioned ||= tests.length > 0;
    const test =
      tests.length === 0
        ? null
        : tests.length === 1
          ? tests[0]
          : (row: number) => {
              for (const one of tests) if (!one(row)) return false;
              return true;
            };
    return { conditioned, candidates, test };
  }

  private insert(listing: SearchableListing, placeInOrders: boolean): void {
    const row = this.freeRows.pop() ?? this.newRow();
    this.rows.set(listing.id, row);
    this.ids[row] = listing.id;
    this.texts[row] = listing.searchText;
    this.cities[row] = listing.city;
    this.hashtagIds[row] = listing.hashtagIds;
    this.prefecture[row] = listing.prefectureId ?? 0;
    this.ground[row] = listing.groundId ?? 0;
    this.building[row] = listing.isBuilding === null ? -1 : listing.isBuilding ? 1 : 0;
    this.price[row] = listing.salePrice ?? NaN;
    this.area[row] = listing.area ?? NaN;
    this.areaSmallFirst[row] = listing.area ?? Infinity;
    this.registeredAt[row] = listing.registeredAt ?? Infinity;
    this.priceLowFirst[row] = listing.priceLowFirst;
    this.priceHighFirst[row] = listing.priceHighFirst;
    this.areaLargeFirst[row] = listing.areaLargeFirst;
    this.link(row, (set) => set.add(row, this.live.length));
    setRow(this.live, row);
    for (const [word, rows] of this.searchedWords) if (listing.searchText.includes(word)) setRow(rows, row);
    if (placeInOrders) for (const sort of SORTS) this.place(sort, row, this.size - 1);
  }

  private remove(id: string, takeFromOrders: boolean): void {
    const row = this.rows.get(id);
    if (row === undefined) return;
    if (takeFromOrders) for (const sort of SORTS) this.take(sort, row, this.size);
    this.link(row, (set) => set.delete(row));
    clearRow(this.live, row);
    for (const rows of this.searchedWords.values()) clearRow(rows, row);
    this.texts[row] = '';
    this.rows.delete(id);
    this.freeRows.push(row);
  }

  /** Calls `change` with every set the row belongs in, by its stored values (made when first needed). */
  private link(row: number, change: (set: RowSet) => void): void {
    const setOf = <K>(sets: Map<K, RowSet>, key: K) => {
      let set = sets.get(key);
      if (!set) sets.set(key, (set = new RowSet()));
      return set;
    };
    for (const character of new Set(Array.from(this.texts[row], (c) => c.codePointAt(0)!))) change(setOf(this.characters, character));
    if (this.prefecture[row] !== 0) change(setOf(this.prefectures, this.prefecture[row]));
    const city = this.cities[row];
    if (city !== null) change(setOf(this.citySets, city));
    if (this.ground[row] !== 0) change(setOf(this.grounds, this.ground[row]));
    for (const hashtagId of this.hashtagIds[row]) change(setOf(this.hashtags, hashtagId));
  }

  /** Puts `row` into the sort's order of `length` rows, at its place. */
  private place(sort: PropertySort, row: number, length: number): void {
    const order = this.orders.get(sort)!;
    const at = firstPlace(order, length, (placed) => this.compare[sort](placed, row) >= 0);
    order.copyWithin(at + 1, at, length);
    order[at] = row;
  }

  /** Takes `row` out of the sort's order of `length` rows. */
  private take(sort: PropertySort, row: number, length: number): void {
    const order = this.orders.get(sort)!;
    const at = firstPlace(order, length, (placed) => this.compare[sort](placed, row) >= 0);
    if (order[at] !== row) throw new Error(`listing ${this.ids[row]} is not where the ${sort} order has it`);
    order.copyWithin(at, at + 1, length);
  }

  private sortOrders(): void {
    const rows = Array.from(this.rows.values());
    for (const sort of SORTS) this.orders.get(sort)!.set(rows.sort(this.compare[sort]));
  }

  private numberPlaces(): void {
    for (const sort of SORTS) {
      const order = this.orders.get(sort)!;
      const places = this.places.get(sort)!;
      for (let place = 0; place < this.size; place++) places[order[place]] = place;
    }
  }

  /** A row past the last one, growing every column (by half again) when the table is full. */
  private newRow(): number {
    const row = this.ids.length;
    if (row >= this.capacity) this.grow(Math.max(1_024, Math.ceil(this.capacity * 1.5)));
    this.ids.push('');
    return row;
  }

  private grow(capacity: number): void {
    const grown = <T extends Int32Array | Int8Array | Float64Array | Uint32Array>(array: T, length: number): T => {
      const larger = new (array.constructor as new (length: number) => T)(length);
      larger.set(array);
      return larger;
    };
    this.capacity = capacity;
    this.prefecture = grown(this.prefecture, capacity);
    this.ground = grown(this.ground, capacity);
    this.building = grown(this.building, capacity);
    this.price = grown(this.price, capacity);
    this.area = grown(this.area, capacity);
    this.areaSmallFirst = grown(this.areaSmallFirst, capacity);
    this.registeredAt = grown(this.registeredAt, capacity);
    this.priceLowFirst = grown(this.priceLowFirst, capacity);
    this.priceHighFirst = grown(this.priceHighFirst, capacity);
    this.areaLargeFirst = grown(this.areaLargeFirst, capacity);
    for (const sort of SORTS) this.orders.set(sort, grown(this.orders.get(sort)!, capacity));
    for (const sort of SORTS) this.places.set(sort, grown(this.places.get(sort)!, capacity));
    const words = wordsFor(capacity);
    this.searchedWords.clear();
    this.live = grown(this.live, words);
    this.candidates = new Uint32Array(words);
    this.work = new Uint32Array(words);
    this.spare = new Uint32Array(words);
  }
}

/** The first of the `length` places of `order` whose row `reached` says yes to (false for every one before it, true after), or `length`. */
function firstPlace(order: Int32Array, length: number, reached: (row: number) => boolean): number {
  let low = 0;
  let high = length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (reached(order[middle])) high = middle;
    else low = middle + 1;
  }
  return low;
}
