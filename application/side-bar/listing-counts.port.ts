/** How many listings buyers can find, by prefecture, land category and hashtag. */
export interface ListingCounts {
  byPrefecture: ReadonlyMap<number, number>;
  byGround: ReadonlyMap<number, number>;
  byHashtag: ReadonlyMap<number, number>;
}

/** Counts of searchable listings, read from the search read model. */
export abstract class ListingCountsReader {
  abstract counts(): Promise<ListingCounts>;
}
