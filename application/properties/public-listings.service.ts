import { Injectable } from '@nestjs/common';
import { favoritesDecider } from '../../domain/favorites/favorites.decider';
import { favoritesStreamId } from '../../domain/favorites/favorites.events';
import { hashtagIds } from '../../domain/properties/property-fields.rules';
import { PROPERTY_STATUSES, type PropertyStatus } from '../../domain/properties/property.events';
import { DomainError } from '../../domain/shared/domain-error';
import type { MemberDocument } from '../../read-models/accounts/members.projector';
import type { FavoriteDocument } from '../../read-models/favorites/favorites.projector';
import type { PropertyDocument } from '../../read-models/properties/properties.projector';
import type { PropertySearchDocument } from '../../read-models/properties/property-search.projector';
import type { Principal } from '../accounts/account-role';
import { GeoMasterPort } from '../masters/geo-master.port';
import { Clock } from '../shared/clock.port';
import type { CommandContext } from '../shared/command-context';
import { handleDeciderCommand } from '../shared/decider-command.handler';
import { EventStore } from '../shared/event-store.port';
import { IdGenerator } from '../shared/id-generator.port';
import { ReadStore } from '../shared/read-store.port';
import { PropertySearchIndex, type SearchCount } from './property-search.port';
import { namedHashtags, PropertySearchService, type NamedItem, type PropertyCard } from './property-search.service';
import { mayReadStreetAddress } from './property-access.policy';
import { publicPropertyView, streetAddressOf, type PublicPropertyView, type StreetAddress } from './public-property-view';

/** Statuses anyone may open a listing in; others only its owner and admins. */
const PUBLIC_STATUSES: readonly PropertyStatus[] = ['published', 'in_negotiation', 'contracted'];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NEWEST_ON_TOP_PAGE = 8;
const NEWEST_ON_LANDING_PAGE = 4;
/** What a sitemap lists: the listings a search finds (掲載中, 商談中), in this order. */
const SEARCHABLE_STATUSES: readonly PropertyStatus[] = ['published', 'in_negotiation'];

/** A listing as a sitemap names it. */
export interface ListedProperty {
  id: string;
  updated_at: string;
}

/** One listing's page as any visitor reads it. */
export interface PropertyDetail extends PublicPropertyView {
  prefecture: string | null;
  ground: string | null;
  hashtags: NamedItem[];
  seller: { id: string; nickname: string | null; identification_verify_status: number };
  is_favorite: boolean;
}

/** The same page for those who may know where the listing is exactly (its seller, admins). */
export interface PropertyDetailWithStreet extends PropertyDetail {
  street_address: StreetAddress;
}

export interface TopPage {
  newest: PropertyCard[];
  regions: Array<{
    area_id: number;
    name: string;
    name_en: string;
    count: number;
    prefectures: Array<{ prefecture_id: number; name: string; name_en: string; count: number }>;
  }>;
  hashtags: Array<NamedItem & { count: number }>;
  grounds: Array<NamedItem & { count: number }>;
}

/** What guests and members see of listings: one listing, the top pages, and favourites. */
@Injectable()
export class PublicListingsService {
  constructor(
    private readonly readStore: ReadStore,
    private readonly index: PropertySearchIndex,
    private readonly search: PropertySearchService,
    private readonly geo: GeoMasterPort,
    private readonly eventStore: EventStore,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
  ) {}

  async detail(id: string, viewer: Principal | null): Promise<PropertyDetail | PropertyDetailWithStreet> {
    const listing = await this.visible(id, viewer);
    const [names, seller, favorite] = await Promise.all([
      this.search.masterNames(),
      this.readStore.get<MemberDocument>('members', listing.owner_id),
      viewer?.role === 'member' ? this.readStore.get<FavoriteDocument>('favorites', `${viewer.subjectId}:${id}`) : null,
    ]);
    const detail: PropertyDetail = {
      ...publicPropertyView(listing),
      prefecture: this.search.prefectureName(listing.prefecture_id),
      ground: listing.ground_id ? (names.grounds.get(listing.ground_id) ?? null) : null,
      hashtags: namedHashtags(hashtagIds(listing.categories), names),
      seller: {
        id: listing.owner_id,
        nickname: seller?.status === 'active' ? seller.nickname : null,
        identification_verify_status: seller?.status === 'active' ? seller.identification_verify_status : 1,
      },
      is_favorite: favorite !== null,
    };
    return mayReadStreetAddress(viewer, listing) ? { ...detail, street_address: streetAddressOf(listing) } : detail;
  }

  async info(id: string, viewer: Principal | null): Promise<PropertyCard> {
    await this.visible(id, viewer);
    const document = await this.readStore.get<PropertySearchDocument>('property_search', id);
    if (!document) throw notFound();
    return this.search.card(document, await this.search.masterNames());
  }

  access(address: string): { address: string; map_url: string } {
    const trimmed = address.trim();
    if (trimmed.length === 0 || [...trimmed].length > 300) throw DomainError.invalid('property.address_invalid', 'address', '住所は300文字以内で入力してください。');
    return { address: trimmed, map_url: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(trimmed)}` };
  }

  async topPage(): Promise<TopPage> {
    const [newest, counts, names] = await Promise.all([
      this.search.search({ sort: 'newest' }, 1, null),
      this.index.counts(),
      this.search.masterNames(),
    ]);
    const byPrefecture = new Map(counts.prefectures.map((count) => [count.id, count.count]));
    const named = (list: readonly SearchCount[], source: ReadonlyMap<number, string>) =>
      list.flatMap(({ id, count }) => (source.has(id) ? [{ id, name: source.get(id)!, count }] : []));
    return {
      newest: newest.data.slice(0, NEWEST_ON_TOP_PAGE),
      regions: this.geo.listRegions().map((region) => {
        const prefectures = region.prefectures.map((p) => ({ prefecture_id: p.prefecture_id, name: p.name, name_en: p.name_en, count: byPrefecture.get(p.prefecture_id) ?? 0 }));
        return { area_id: region.id, name: region.name, name_en: region.name_en, count: prefectures.reduce((sum, p) => sum + p.count, 0), prefectures };
      }),
      hashtags: named(counts.hashtags, names.hashtags),
      grounds: named(counts.grounds, names.grounds),
    };
  }

  async landingPage(): Promise<{ newest: PropertyCard[]; total: number }> {
    const newest = await this.search.search({ sort: 'newest' }, 1, null);
    return { newest: newest.data.slice(0, NEWEST_ON_LANDING_PAGE), total: newest.total };
  }

  /** How many listings a search can find, for a sitemap's number of files. */
  async searchableCount(): Promise<number> {
    const counts = await Promise.all(SEARCHABLE_STATUSES.map((status) => this.searchableOf(status)));
    return counts.reduce((sum, count) => sum + count, 0);
  }

  /**
   * The listings a search can find, `limit` of them from `offset`, 掲載中 then 商談中 and by id
   * within each: a stable order a sitemap can be read in a page at a time, whatever its size.
   */
  async searchableListings(offset: number, limit: number): Promise<ListedProperty[]> {
    const listed: ListedProperty[] = [];
    let skip = Math.max(0, Math.floor(offset));
    for (const status of SEARCHABLE_STATUSES) {
      const wanted = limit - listed.length;
      if (wanted <= 0) break;
      const count = await this.searchableOf(status);
      if (skip >= count) {
        skip -= count;
        continue;
      }
      const documents = await this.readStore.find<PropertySearchDocument>('property_search', {
        where: { status_id: PROPERTY_STATUSES[status].id },
        orderBy: [{ field: 'id' }],
        limit: wanted,
        offset: skip,
      });
      listed.push(...documents.map((document) => ({ id: document.id, updated_at: document.updated_at })));
      skip = 0;
    }
    return listed;
  }

  private async searchableOf(status: PropertyStatus): Promise<number> {
    return Number(await this.readStore.count('property_search', { where: { status_id: PROPERTY_STATUSES[status].id } }));
  }

  async toggleFavorite(viewer: Principal, propertyId: string, context: CommandContext): Promise<{ property_id: string; is_favorite: boolean; position: number }> {
    if (viewer.role !== 'member') throw DomainError.forbidden('favorite.members_only');
    await this.visible(propertyId, viewer);
    const result = await handleDeciderCommand({
      eventStore: this.eventStore,
      ids: this.ids,
      decider: favoritesDecider,
      streamId: favoritesStreamId(viewer.subjectId),
      command: { type: 'ToggleFavorite', user_id: viewer.subjectId, property_id: propertyId, now: this.clock.now() },
      context,
    });
    await this.readStore.waitFor(result.position);
    const marked = await this.readStore.get<FavoriteDocument>('favorites', `${viewer.subjectId}:${propertyId}`);
    return { property_id: propertyId, is_favorite: marked !== null, position: result.position };
  }

  /** The member's favourites that can still be seen, the newest mark first. */
  async favorites(viewer: Principal): Promise<PropertyCard[]> {
    if (viewer.role !== 'member') throw DomainError.forbidden('favorite.members_only');
    const marks = await this.readStore.find<FavoriteDocument>('favorites', {
      where: { user_id: viewer.subjectId },
      orderBy: [{ field: 'added_at', direction: 'desc' }],
    });
    const [documents, names] = await Promise.all([
      Promise.all(marks.map((mark) => this.readStore.get<PropertySearchDocument>('property_search', mark.property_id))),
      this.search.masterNames(),
    ]);
    const publicIds = PUBLIC_STATUSES.map((status) => PROPERTY_STATUSES[status].id as number);
    return documents
      .filter((document): document is PropertySearchDocument => document !== null && publicIds.includes(document.status_id))
      .map((document) => this.search.card(document, names));
  }

  /** The listing if this viewer may open it; 404 otherwise, so a draft's existence does not show. */
  private async visible(id: string, viewer: Principal | null): Promise<PropertyDocument> {
    const listing = UUID.test(id) ? await this.readStore.get<PropertyDocument>('properties', id) : null;
    if (!listing || listing.status === 'deleted') throw notFound();
    if (PUBLIC_STATUSES.includes(listing.status)) return listing;
    if (viewer?.role === 'admin' || (viewer?.role === 'member' && viewer.subjectId === listing.owner_id)) return listing;
    throw notFound();
  }
}

function notFound(): DomainError {
  return DomainError.notFound('property.not_found', '物件が見つかりません。');
}
