import { Injectable } from '@nestjs/common';
import { DomainError } from '../../domain/shared/domain-error';
import type { PropertySearchHit } from '../../read-models/properties/property-search.projector';
import type { Principal } from '../accounts/account-role';
import { GeoMasterPort } from '../masters/geo-master.port';
import { Clock } from '../shared/clock.port';
import { pageOf, type Page } from '../shared/page';
import { propertyImageUrl } from './property-image';
import { ReadStore } from '../shared/read-store.port';
import {
  PropertySearchIndex,
  SearchHistoryStore,
  type PropertySearchCriteria,
  type PropertySort,
  type SearchConditions,
  type SearchHistoryEntry,
} from './property-search.port';

export const SEARCH_PAGE_SIZE = 20;
export const SEARCH_HISTORY_SIZE = 20;
const MAX_KEYWORDS = 5;
const MASTER_NAMES_TTL_MS = 5_000;

/** A search as the API takes it (`POST /api/property/search`). */
export interface PropertySearchInput {
  key_word?: string | null;
  area_id?: number | null;
  prefecture_id?: number | null;
  city?: string | null;
  min_price?: number | null;
  max_price?: number | null;
  min_landarea?: number | null;
  max_landarea?: number | null;
  ground_id?: number | null;
  hashtag_id?: number | null;
  /** 1 with a building, 0 land only. */
  is_building?: 0 | 1 | null;
  sort?: PropertySort | null;
}

export interface NamedItem {
  id: number;
  name: string;
}

/** A listing on a result card. */
export interface PropertyCard {
  id: string;
  name: string | null;
  status_id: number;
  status: string;
  prefecture_id: number | null;
  prefecture: string | null;
  city: string | null;
  /** Yen, or -1 (不明). */
  sale_price: number | null;
  area: number | null;
  ground_id: number | null;
  ground: string | null;
  is_building: boolean | null;
  hashtags: NamedItem[];
  thumb_url: string | null;
  registered_at: string | null;
}

interface MasterItemDocument {
  item_id: number;
  name: string;
}

/** Names of the land categories and hashtags, read once per answer. */
export interface MasterNames {
  grounds: ReadonlyMap<number, string>;
  hashtags: ReadonlyMap<number, string>;
}

/** A page of search results; past `SEARCH_COUNT_LIMIT` matches, `total` is that limit and a lower bound. */
export interface SearchResultPage extends Page<PropertyCard> {
  total_is_lower_bound: boolean;
}

/** Public search over the listings, the cards it answers with, and a member's search history. */
@Injectable()
export class PropertySearchService {
  constructor(
    private readonly index: PropertySearchIndex,
    private readonly history: SearchHistoryStore,
    private readonly geo: GeoMasterPort,
    private readonly readStore: ReadStore,
    private readonly clock: Clock,
  ) {}

  async search(input: PropertySearchInput, page: number, viewer: Principal | null): Promise<SearchResultPage> {
    const criteria = this.criteria(input);
    const current = Math.max(1, page);
    const [documents, total, names] = await Promise.all([
      this.index.page(criteria, current, SEARCH_PAGE_SIZE),
      this.index.count(criteria),
      this.masterNames(),
      viewer?.role === 'member' ? this.history.record(viewer.subjectId, conditionsOf(input), this.clock.now()) : null,
    ]);
    return {
      ...pageOf(
        documents.map((document) => this.cachedCard(document, names)),
        total.total,
        current,
        SEARCH_PAGE_SIZE,
      ),
      total_is_lower_bound: total.lowerBound,
    };
  }

  recentSearches(viewer: Principal): Promise<SearchHistoryEntry[]> {
    if (viewer.role !== 'member') throw DomainError.forbidden('property.search_history_members_only');
    return this.history.recent(viewer.subjectId, SEARCH_HISTORY_SIZE);
  }

  /** Cards of the listings the search index keeps between answers, made once per listing and names. */
  private readonly cards = new WeakMap<PropertySearchHit, { names: MasterNames; card: PropertyCard }>();

  private cachedCard(document: PropertySearchHit, names: MasterNames): PropertyCard {
    const made = this.cards.get(document);
    if (made?.names === names) return made.card;
    const card = this.card(document, names);
    this.cards.set(document, { names, card });
    return card;
  }

  card(document: PropertySearchHit, names: MasterNames): PropertyCard {
    return {
      id: document.id,
      name: document.name,
      status_id: document.status_id,
      status: document.status_name,
      prefecture_id: document.prefecture_id,
      prefecture: this.prefectureName(document.prefecture_id),
      city: document.city,
      sale_price: document.sale_price,
      area: document.area,
      ground_id: document.ground_id,
      ground: document.ground_id ? (names.grounds.get(document.ground_id) ?? null) : null,
      is_building: document.is_building,
      hashtags: namedHashtags(document.hashtag_ids, names),
      thumb_url: document.thumb_image ? propertyImageUrl(document.thumb_image, 'thumb') : null,
      registered_at: document.registered_at,
    };
  }

  private prefectureNameMap: ReadonlyMap<number, string> | null = null;

  prefectureName(prefectureId: number | null): string | null {
    this.prefectureNameMap ??= new Map(this.geo.listPrefectures().map((prefecture) => [prefecture.prefecture_id, prefecture.name]));
    return prefectureId ? (this.prefectureNameMap.get(prefectureId) ?? null) : null;
  }

  private names: { at: number; value: Promise<MasterNames> } | null = null;

  /** Names change only when an admin renames an item; a few seconds' reuse spares two queries per answer. */
  masterNames(): Promise<MasterNames> {
    const now = Date.now();
    if (!this.names || now - this.names.at > MASTER_NAMES_TTL_MS) {
      const value = this.readMasterNames();
      this.names = { at: now, value };
      value.catch(() => {
        if (this.names?.value === value) this.names = null;
      });
    }
    return this.names.value;
  }

  private async readMasterNames(): Promise<MasterNames> {
    const [grounds, hashtags] = await Promise.all(
      (['land_category', 'hashtag'] as const).map((kind) => this.readStore.find<MasterItemDocument>('master_items', { where: { kind } })),
    );
    return {
      grounds: new Map(grounds.map((item) => [item.item_id, item.name])),
      hashtags: new Map(hashtags.map((item) => [item.item_id, item.name])),
    };
  }

  private criteria(input: PropertySearchInput): PropertySearchCriteria {
    const prefectures = this.geo.listPrefectures();
    const inArea = input.area_id ? prefectures.filter((p) => p.area_id === input.area_id).map((p) => p.prefecture_id) : null;
    let prefectureIds: number[] | null = inArea;
    if (input.prefecture_id) prefectureIds = inArea === null || inArea.includes(input.prefecture_id) ? [input.prefecture_id] : [];
    const words = (input.key_word ?? '').split(/[\s\u3000]+/u).filter(Boolean).slice(0, MAX_KEYWORDS);
    return {
      keywords: words.map((text) => ({
        text,
        prefectureIds: prefectures.filter((p) => p.name.includes(text)).map((p) => p.prefecture_id),
      })),
      prefectureIds,
      city: input.city?.trim() || null,
      minPrice: input.min_price ?? null,
      maxPrice: input.max_price ?? null,
      minArea: input.min_landarea ?? null,
      maxArea: input.max_landarea ?? null,
      groundId: input.ground_id ?? null,
      hashtagId: input.hashtag_id ?? null,
      isBuilding: input.is_building === undefined || input.is_building === null ? null : input.is_building === 1,
      sort: input.sort ?? 'newest',
    };
  }
}

/** The hashtags of these ids that still have a name, in the listing's order. */
export function namedHashtags(ids: readonly number[], names: MasterNames): NamedItem[] {
  return ids.flatMap((id) => {
    const name = names.hashtags.get(id);
    return name ? [{ id, name }] : [];
  });
}

/** The conditions as the member gave them, without the empty ones, to run again from the history. */
function conditionsOf(input: PropertySearchInput): SearchConditions {
  return Object.fromEntries(
    Object.entries(input).filter((entry): entry is [string, string | number] => entry[1] !== null && entry[1] !== undefined && entry[1] !== ''),
  );
}
