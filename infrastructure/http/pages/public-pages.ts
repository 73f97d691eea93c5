import type { GeoMasterPort } from '../../../application/masters/geo-master.port';
import type { PropertySearchService } from '../../../application/properties/property-search.service';
import type { PropertyDetail, PublicListingsService } from '../../../application/properties/public-listings.service';
import { PROPERTY_STATUSES } from '../../../domain/properties/property.events';
import { DomainError } from '../../../domain/shared/domain-error';
import { pageTitle, type PageHead } from './page-head';
import { matchPage, type PageKind } from './page-routes';

/** A page's answer before its HTML is written: the status and what goes into `<head>`. */
export interface ResolvedPage {
  status: 200 | 404;
  head: PageHead;
  /** Rendered on the server with its content: the public pages and the unknown page, never a form or a personal screen. */
  prerender: boolean;
}

/** The read side a page's head is made from: the same services the API answers with. */
export interface PublicPageSources {
  listings: Pick<PublicListingsService, 'detail'>;
  search: Pick<PropertySearchService, 'masterNames'>;
  geo: Pick<GeoMasterPort, 'listRegions'>;
}

const SEARCH_DESCRIPTION = '全国の空き家・土地・中古住宅を、地域、価格、面積、地目、ハッシュタグから探せます。売主と直接やり取りできる不動産の個人間売買サイトです。';
const LIST_DESCRIPTION = (what: string) => `${what}を掲載しています。空き家や土地を、売主から直接購入できる不動産の個人間売買サイト、${pageTitle(null)}。`;
const NOT_FOUND_TITLE = pageTitle('ページが見つかりません');
const NOT_FOUND_DESCRIPTION = 'お探しのページは見つかりませんでした。 The page you are looking for could not be found.';

/** Mirrors `readListTarget` of the web: `/list/Tag3`, `/list/Landmark2`, `/list/kanto`, `/list/kanto/tokyo`. */
const TAG = /^Tag(\d+)$/;
const LANDMARK = /^Landmark(\d+)$/;
const URL_NAME = /^[a-z][a-z-]*$/i;

const grouped = new Intl.NumberFormat('ja-JP', { maximumFractionDigits: 0 });

/** As the site shows amounts: `12,800,000円`, `-1` as 不明. */
export function formatYen(amount: number | null): string | null {
  if (amount === null || !Number.isFinite(amount)) return null;
  if (amount === -1) return '不明';
  return amount < 0 ? null : `${grouped.format(amount)}円`;
}

/** schema.org availability of a listing by its status: open, under negotiation, or sold. */
function availability(statusId: number): string {
  if (statusId === PROPERTY_STATUSES.published.id) return 'https://schema.org/InStock';
  if (statusId === PROPERTY_STATUSES.in_negotiation.id) return 'https://schema.org/LimitedAvailability';
  return 'https://schema.org/SoldOut';
}

/**
 * The status and head tags of each page path: unknown paths, listings nobody may open and list
 * pages of no region, prefecture, hashtag or land category are 404s; everything else is the page.
 */
export class PublicPages {
  constructor(
    private readonly sources: PublicPageSources,
    /** PUBLIC_URL, without a trailing slash. */
    private readonly publicUrl: string,
  ) {}

  async resolve(pathname: string, query: URLSearchParams): Promise<ResolvedPage> {
    const matched = matchPage(pathname);
    if (!matched) return this.notFound();
    // One address per page for crawlers: `/Help/` is `/help`, `/list/Kanto` is `/list/kanto`.
    const { route, params } = matched;
    switch (route.page.kind) {
      case 'static': {
        const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
        return this.found(route.page, this.absolute(route.path.includes(':') || route.path.endsWith('*') ? trimmed : route.path));
      }
      case 'search':
        return this.searchPage(query, this.absolute(route.path));
      case 'listing':
        return this.listingPage(params.id, this.absolute(`/property/detail/${encodeURIComponent(params.id)}`));
      case 'list':
        return this.listPage(params.first, params.second);
      default: {
        const unreachable: never = route.page;
        return unreachable;
      }
    }
  }

  /** An absolute address on this site. */
  absolute(pathname: string): string {
    return `${this.publicUrl}${pathname}`;
  }

  private found(page: Extract<PageKind, { kind: 'static' }>, canonicalUrl: string): ResolvedPage {
    return {
      status: 200,
      head: {
        title: pageTitle(page.title),
        description: page.description ?? `${pageTitle(null)}の${page.title ?? 'トップページ'}です。`,
        canonicalUrl,
        imageUrl: null,
        ogType: 'website',
        indexable: page.indexable,
      },
      prerender: page.indexable,
    };
  }

  private searchPage(query: URLSearchParams, canonicalUrl: string): ResolvedPage {
    const keyword = (query.get('key_word') ?? '').trim().slice(0, 50);
    const title = keyword ? `「${keyword}」の物件` : '物件を探す';
    return { status: 200, head: { title: pageTitle(title), description: SEARCH_DESCRIPTION, canonicalUrl, imageUrl: null, ogType: 'website', indexable: true }, prerender: true };
  }

  private async listingPage(id: string, canonicalUrl: string): Promise<ResolvedPage> {
    let listing: PropertyDetail;
    try {
      // As a guest sees it: a draft, a withdrawn or deleted listing is not found, and no street address is read.
      listing = await this.sources.listings.detail(id, null);
    } catch (error) {
      if (error instanceof DomainError && error.kind === 'not_found') return this.notFound();
      throw error;
    }
    const name = listing.name?.trim() || '物件詳細';
    const place = `${listing.prefecture ?? ''}${listing.city ?? ''}`;
    const price = formatYen(listing.sale_price);
    const primary = listing.images.find((image) => image.id === listing.thumb_image) ?? listing.images[0] ?? null;
    const imageUrl = primary ? this.absolute(primary.url) : null;
    const facts = [place ? `所在地 ${place}` : null, listing.ground ? `地目 ${listing.ground}` : null, listing.area !== null && listing.area > 0 ? `面積 ${listing.area}㎡` : null];
    const description = [`${name}。`, price ? `価格 ${price}。` : '', facts.filter(Boolean).join('、'), facts.some(Boolean) ? '。' : '', `売主から直接購入できます（${pageTitle(null)}）。`].join('');
    const offer: Record<string, unknown> = {
      '@type': 'Offer',
      priceCurrency: 'JPY',
      availability: availability(listing.status_id),
      url: canonicalUrl,
    };
    if (listing.sale_price !== null && listing.sale_price >= 0) offer.price = listing.sale_price;
    const jsonLd = {
      '@context': 'https://schema.org',
      '@type': 'RealEstateListing',
      name,
      description,
      url: canonicalUrl,
      ...(listing.registered_at ? { datePosted: listing.registered_at } : {}),
      ...(imageUrl ? { image: imageUrl } : {}),
      // The prefecture and the municipality only: the street address is the seller's to give (see public-property-view).
      contentLocation: {
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          addressCountry: 'JP',
          ...(listing.prefecture ? { addressRegion: listing.prefecture } : {}),
          ...(listing.city ? { addressLocality: listing.city } : {}),
        },
      },
      offers: offer,
    };
    return {
      status: 200,
      head: {
        title: pageTitle(price ? `${name}（${price}）` : name),
        description,
        canonicalUrl,
        imageUrl,
        ogType: 'article',
        indexable: true,
        jsonLd,
      },
      prerender: true,
    };
  }

  private async listPage(first: string, second: string | undefined): Promise<ResolvedPage> {
    const list = await this.listOf(first, second);
    if (list === null) return this.notFound();
    return {
      status: 200,
      head: {
        title: pageTitle(list.heading),
        description: LIST_DESCRIPTION(list.heading),
        canonicalUrl: this.absolute(list.path),
        imageUrl: null,
        ogType: 'website',
        indexable: true,
      },
      prerender: true,
    };
  }

  /** The heading the web's list page shows and the page's own address, or null when the path names nothing that exists. */
  private async listOf(first: string, second: string | undefined): Promise<{ heading: string; path: string } | null> {
    const tag = TAG.exec(first);
    const landmark = LANDMARK.exec(first);
    if (tag || landmark) {
      if (second !== undefined) return null;
      const names = await this.sources.search.masterNames();
      if (tag) {
        const id = Number(tag[1]);
        const name = names.hashtags.get(id);
        return name === undefined ? null : { heading: `#${name}の物件`, path: `/list/Tag${id}` };
      }
      const id = Number(landmark![1]);
      const name = names.grounds.get(id);
      return name === undefined ? null : { heading: `地目「${name}」の物件`, path: `/list/Landmark${id}` };
    }
    if (!URL_NAME.test(first) || (second !== undefined && !URL_NAME.test(second))) return null;
    const region = this.sources.geo.listRegions().find((item) => item.name_en.toLowerCase() === first.toLowerCase());
    if (!region) return null;
    if (second === undefined) return { heading: `${region.name}の物件`, path: `/list/${region.name_en}` };
    const prefecture = region.prefectures.find((item) => item.name_en.toLowerCase() === second.toLowerCase());
    return prefecture ? { heading: `${prefecture.name}の物件`, path: `/list/${region.name_en}/${prefecture.name_en}` } : null;
  }

  /** The unknown page: the browser shows the bilingual screen; crawlers get the status. */
  notFound(): ResolvedPage {
    return {
      status: 404,
      head: { title: NOT_FOUND_TITLE, description: NOT_FOUND_DESCRIPTION, canonicalUrl: null, imageUrl: null, ogType: 'website', indexable: false },
      prerender: true,
    };
  }
}
