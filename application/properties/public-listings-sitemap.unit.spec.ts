import type { FindOptions } from '../shared/read-store.port';
import { ReadStore } from '../shared/read-store.port';
import { PublicListingsService } from './public-listings.service';

/** The search read model of `published` listings with status 2 and `negotiating` ones with status 3. */
class ListingsReadStore extends ReadStore {
  reads = 0;
  constructor(private readonly documents: Array<{ id: string; status_id: number; updated_at: string }>) {
    super();
  }
  async get<T>(): Promise<T | null> {
    return null;
  }
  async find<T>(_collection: string, options: FindOptions = {}): Promise<T[]> {
    this.reads += 1;
    const matching = this.documents.filter((document) => document.status_id === options.where?.status_id).sort((a, b) => a.id.localeCompare(b.id));
    const from = options.offset ?? 0;
    return matching.slice(from, from + (options.limit ?? matching.length)) as T[];
  }
  async count(_collection: string, options: Pick<FindOptions, 'where'> = {}): Promise<number> {
    return this.documents.filter((document) => document.status_id === options.where?.status_id).length;
  }
  async waitFor(): Promise<boolean> {
    return true;
  }
}

const id = (n: number) => `listing-${String(n).padStart(3, '0')}`;

describe('the listings a sitemap names', () => {
  const documents = [
    ...Array.from({ length: 5 }, (_, n) => ({ id: id(n), status_id: 2, updated_at: `2026-01-0${n + 1}T00:00:00.000Z` })),
    ...Array.from({ length: 3 }, (_, n) => ({ id: id(100 + n), status_id: 3, updated_at: '2026-02-01T00:00:00.000Z' })),
    { id: id(200), status_id: 1, updated_at: '2026-03-01T00:00:00.000Z' },
    { id: id(201), status_id: 4, updated_at: '2026-03-01T00:00:00.000Z' },
    { id: id(202), status_id: 7, updated_at: '2026-03-01T00:00:00.000Z' },
  ];
  const service = (store: ReadStore) => new PublicListingsService(store, null as never, null as never, null as never, null as never, null as never, null as never);

  it('counts the published listings and those under negotiation only', async () => {
    expect(await service(new ListingsReadStore(documents)).searchableCount()).toBe(8);
  });

  it('reads them page by page, across the two statuses, each once and nothing else', async () => {
    const listings = service(new ListingsReadStore(documents));
    const pages = [await listings.searchableListings(0, 3), await listings.searchableListings(3, 3), await listings.searchableListings(6, 3), await listings.searchableListings(9, 3)];
    expect(pages.map((page) => page.map((listing) => listing.id))).toEqual([
      [id(0), id(1), id(2)],
      [id(3), id(4), id(100)],
      [id(101), id(102)],
      [],
    ]);
    expect(pages[0][0]).toEqual({ id: id(0), updated_at: '2026-01-01T00:00:00.000Z' });
  });

  it('reads no more than asked for', async () => {
    const store = new ListingsReadStore(documents);
    expect(await service(store).searchableListings(1, 2)).toHaveLength(2);
    expect(store.reads).toBe(1);
  });
});
