import type { PropertyEvent, PropertyFields } from '../../domain/properties/property.events';
import { PROPERTY_STATUSES } from '../../domain/properties/property.events';
import { hashtagIds } from '../../domain/properties/property-fields.rules';
import { withoutPhoto, withPhotoAt } from '../../domain/properties/property-photos.rules';
import type { KanaReader } from '../shared/kana-reader';
import type { DocumentProjector } from '../shared/projector';
import { foldForSearch } from '../shared/search-text-fold';

/**
 * The fields whose words a keyword search looks in: title, municipality and description. The
 * 町名・番地 and what follows are left out: a search that matched them would confirm a guessed
 * street address of a listing whose page does not show it.
 */
const SEARCHED_FIELDS = ['name', 'city', 'detail_1', 'detail_2', 'detail_3', 'detail_4', 'detail_5'] as const;
type SearchedField = (typeof SEARCHED_FIELDS)[number];

/**
 * The fields whose kana reading is indexed too, so that こみんか finds 古民家 and あたみ finds 熱海:
 * the title and the municipality, the words people look for. Descriptions are long and would
 * multiply the analyser's work at every rebuild for words that rarely decide a search.
 */
const READ_FIELDS = ['name', 'city'] as const satisfies readonly SearchedField[];

/** Statuses a search finds a listing in. */
export const SEARCHABLE_STATUS_IDS: readonly number[] = [PROPERTY_STATUSES.published.id, PROPERTY_STATUSES.in_negotiation.id];

/** One listing as search, the list pages and the cards see it. */
export interface PropertySearchDocument {
  id: string;
  owner_id: string;
  status_id: number;
  status_name: string;
  name: string | null;
  prefecture_id: number | null;
  city: string | null;
  sale_price: number | null;
  area: number | null;
  ground_id: number | null;
  is_building: boolean | null;
  hashtag_ids: number[];
  registered_at: string | null;
  /** Sort keys an index can walk in order: an unknown (-1) or missing price or area comes last. */
  price_low_first: number;
  price_high_first: number;
  area_large_first: number;
  updated_at: string;
  /** Photo ids in their order; the first is the one cards show. */
  photo_ids: string[];
  thumb_image: string | null;
  /** The searched fields as entered, kept to rebuild `search_text` when one of them changes. */
  texts: Record<SearchedField, string | null>;
  /**
   * The searched fields joined, then the kana readings of the title and municipality where they
   * differ from the text, all in the form keywords are compared in (see `foldForSearch`).
   */
  search_text: string;
}

/** What a search answer leaves out of a listing: the texts keywords are matched in, and the sort keys. */
export const NOT_IN_HITS = ['texts', 'search_text', 'price_low_first', 'price_high_first', 'area_large_first'] as const;

/** A listing as a search answer carries it. */
export type PropertySearchHit = Omit<PropertySearchDocument, (typeof NOT_IN_HITS)[number]>;

export const PROPERTY_SEARCH_COLLECTION = 'property_search';

/** What the search queries need to know of the projection: its name, its table and its partial indexes. */
export const PROPERTY_SEARCH_PROJECTION = {
  name: 'property-search',
  collection: PROPERTY_SEARCH_COLLECTION,
  // Searches only ever look for searchable listings; drafts and closed ones stay out of the indexes.
  indexedOnly: { column: 'status_id', values: SEARCHABLE_STATUS_IDS },
} as const;

/**
 * Columns of the search table without an index of their own: a search reads the listings from the
 * memory of each app process, which holds them whole and reads again only the rows that changed.
 */
export const PROPERTY_SEARCH_UNINDEXED = [
  'prefecture_id',
  'city',
  'sale_price',
  'area',
  'ground_id',
  'is_building',
  'hashtag_ids',
  'registered_at',
  'price_low_first',
  'price_high_first',
  'area_large_first',
  'search_text',
] as const;

/** The search read model, with the kana readings of titles and municipalities from `reader`. */
export function propertySearchProjector(reader: KanaReader): DocumentProjector<PropertySearchDocument, PropertyEvent> {
  return {
    ...PROPERTY_SEARCH_PROJECTION,
    version: 6,
    handles: ['PropertyDraftCreated', 'PropertyEdited', 'PropertyStatusChanged', 'PropertyPhotoAdded', 'PropertyPhotosReordered', 'PropertyPhotoRemoved'],
    columns: {
      status_id: 'integer',
      prefecture_id: 'integer',
      city: 'text',
      sale_price: 'bigint',
      area: 'numeric',
      ground_id: 'integer',
      is_building: 'boolean',
      hashtag_ids: 'integer[]',
      registered_at: 'timestamptz',
      price_low_first: 'bigint',
      price_high_first: 'bigint',
      area_large_first: 'numeric',
      search_text: 'text',
    },
    // The status stays indexed for the counts by status and the sitemap.
    unindexedColumns: PROPERTY_SEARCH_UNINDEXED,
    readsChanges: true,
    documentIds: (event) => [event.data.property_id],
    evolve(listing, event) {
      switch (event.type) {
        case 'PropertyDraftCreated':
          return {
            id: event.data.property_id,
            owner_id: event.data.owner_id,
            status_id: PROPERTY_STATUSES.draft.id,
            status_name: PROPERTY_STATUSES.draft.name,
            name: null,
            prefecture_id: null,
            city: null,
            sale_price: null,
            area: null,
            ground_id: null,
            is_building: null,
            hashtag_ids: [],
            registered_at: null,
            ...sortKeys(null, null),
            updated_at: event.data.created_at,
            photo_ids: [],
            thumb_image: null,
            texts: Object.fromEntries(SEARCHED_FIELDS.map((field) => [field, null])) as Record<SearchedField, string | null>,
            search_text: '',
          };
        case 'PropertyEdited':
          return listing ? edited(listing, event.data.values, event.data.edited_at, reader) : null;
        case 'PropertyStatusChanged': {
          if (!listing || event.data.to === 'deleted') return null;
          const status = PROPERTY_STATUSES[event.data.to];
          return {
            ...listing,
            status_id: status.id,
            status_name: status.name,
            updated_at: event.data.changed_at,
            registered_at: listing.registered_at ?? (event.data.to === 'published' ? event.data.changed_at : null),
          };
        }
        case 'PropertyPhotoAdded':
          return listing && withPhotos(listing, withPhotoAt(withoutPhoto(listing.photo_ids, event.data.image_id), event.data.image_id, event.data.sort));
        case 'PropertyPhotosReordered':
          return listing && withPhotos(listing, event.data.image_ids.filter((id) => listing.photo_ids.includes(id)));
        case 'PropertyPhotoRemoved':
          return listing && withPhotos(listing, withoutPhoto(listing.photo_ids, event.data.image_id));
      }
    },
  };
}

function withPhotos(listing: PropertySearchDocument, photoIds: string[]): PropertySearchDocument {
  return { ...listing, photo_ids: photoIds, thumb_image: photoIds[0] ?? null };
}

/** Larger than any price: unknown prices sort after every known one. */
const PRICE_UNKNOWN_LAST = Number.MAX_SAFE_INTEGER;

function sortKeys(salePrice: number | null, area: number | null): Pick<PropertySearchDocument, 'price_low_first' | 'price_high_first' | 'area_large_first'> {
  const knownPrice = salePrice !== null && salePrice >= 0 ? salePrice : null;
  return {
    price_low_first: knownPrice ?? PRICE_UNKNOWN_LAST,
    price_high_first: knownPrice ?? -1,
    area_large_first: area ?? -1,
  };
}

function edited(listing: PropertySearchDocument, values: Partial<PropertyFields>, at: string, reader: KanaReader): PropertySearchDocument {
  const has = (field: keyof PropertyFields) => Object.prototype.hasOwnProperty.call(values, field);
  const textChanged = SEARCHED_FIELDS.some(has);
  const texts = textChanged ? { ...listing.texts } : listing.texts;
  for (const field of SEARCHED_FIELDS) if (has(field)) texts[field] = values[field] ?? null;
  const salePrice = has('sale_price') ? (values.sale_price ?? null) : listing.sale_price;
  const area = has('area') ? (values.area ?? null) : listing.area;
  return {
    ...listing,
    name: has('name') ? (values.name ?? null) : listing.name,
    prefecture_id: has('prefecture_id') ? (values.prefecture_id ?? null) : listing.prefecture_id,
    city: has('city') ? (values.city ?? null) : listing.city,
    sale_price: salePrice,
    area,
    ...sortKeys(salePrice, area),
    ground_id: has('ground_id') ? (values.ground_id ?? null) : listing.ground_id,
    is_building: has('is_building') ? (values.is_building ?? null) : listing.is_building,
    hashtag_ids: has('categories') ? hashtagIds(values.categories) : listing.hashtag_ids,
    updated_at: at,
    texts,
    // Only an edit of a searched field calls for the analyser: the others keep the text as it was.
    search_text: textChanged ? searchText(texts, reader) : listing.search_text,
  };
}

function searchText(texts: Record<SearchedField, string | null>, reader: KanaReader): string {
  const folded = foldForSearch(SEARCHED_FIELDS.map((field) => texts[field] ?? '').filter(Boolean).join('\n'));
  const readings = READ_FIELDS.flatMap((field) => {
    const text = texts[field];
    if (!text) return [];
    const reading = foldForSearch(reader.reading(text.normalize('NFKC')));
    // Kana and Latin read as written: their reading would only repeat the text.
    return reading && reading !== foldForSearch(text) ? [reading] : [];
  });
  return [folded, ...readings].join('\n');
}
