import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { GeoMasterPort } from '../masters/geo-master.port';
import { ListMasterItemsQuery, type MasterItemView } from '../masters/list-master-items.query';
import { NewsService } from '../news/news.service';
import { PropertySearchIndex, type SearchCount } from '../properties/property-search.port';

/** Hashtags the side bar shows at most: the ones most listings carry. */
export const SIDE_BAR_HASHTAGS = 10;
export const SIDE_BAR_NEWS = 3;

export interface SideBarRegion {
  id: number;
  name: string;
  name_en: string;
  count: number;
  prefectures: Array<{ id: number; name: string; name_en: string; count: number }>;
}

export interface SideBar {
  /** The eight regions with their prefectures and how many listings each has. */
  regions: SideBarRegion[];
  /** Every land category with its listings, for the /list/Landmark{id} pages. */
  grounds: Array<{ id: number; name: string; count: number }>;
  /** The hashtags most listings carry, most first; ones no listing carries are left out. */
  hashtags: Array<{ id: number; name: string; count: number }>;
  /** The newest news items, newest first. */
  news: Array<{ id: string; title: string; publish_at: string }>;
}

/** The side bar of the public list and search pages: where to look next. */
@Injectable()
export class SideBarService {
  constructor(
    private readonly geo: GeoMasterPort,
    private readonly queries: QueryBus,
    private readonly listings: PropertySearchIndex,
    private readonly news: NewsService,
  ) {}

  async sideBar(): Promise<SideBar> {
    const [tallies, grounds, hashtags, news] = await Promise.all([
      this.listings.counts(),
      this.queries.execute<ListMasterItemsQuery, MasterItemView[]>(new ListMasterItemsQuery('land_category')),
      this.queries.execute<ListMasterItemsQuery, MasterItemView[]>(new ListMasterItemsQuery('hashtag')),
      this.news.list(1, SIDE_BAR_NEWS),
    ]);
    const byId = (counts: readonly SearchCount[]) => new Map(counts.map(({ id, count }) => [id, count]));
    const counts = { byPrefecture: byId(tallies.prefectures), byGround: byId(tallies.grounds), byHashtag: byId(tallies.hashtags) };
    const regions = this.geo.listRegions().map((region) => {
      const prefectures = region.prefectures.map(({ id, name, name_en }) => ({ id, name, name_en, count: counts.byPrefecture.get(id) ?? 0 }));
      return { id: region.id, name: region.name, name_en: region.name_en, count: prefectures.reduce((sum, p) => sum + p.count, 0), prefectures };
    });
    return {
      regions,
      grounds: grounds.map(({ id, name }) => ({ id, name, count: counts.byGround.get(id) ?? 0 })),
      hashtags: hashtags
        .map(({ id, name }) => ({ id, name, count: counts.byHashtag.get(id) ?? 0 }))
        .filter((tag) => tag.count > 0)
        .sort((a, b) => b.count - a.count || a.id - b.id)
        .slice(0, SIDE_BAR_HASHTAGS),
      news: news.data.map(({ id, title, publish_at }) => ({ id, title, publish_at })),
    };
  }
}
