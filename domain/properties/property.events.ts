/**
 * A listing's life. A listing is public information about land, so its field values travel in
 * the events; who listed it is the owner's id only (personal data stays with the account).
 */

/** The statuses a listing goes through, each with the `status_id` clients send and see and its name. */
export const PROPERTY_STATUSES = {
  draft: { id: 1, name: '下書き' },
  published: { id: 2, name: '掲載中' },
  in_negotiation: { id: 3, name: '商談中' },
  contracted: { id: 4, name: '成約' },
  withdrawn: { id: 5, name: '掲載停止' },
  closed: { id: 6, name: '取引完了' },
  deleted: { id: 7, name: '削除済み' },
} as const;

export type PropertyStatus = keyof typeof PROPERTY_STATUSES;
export type PropertyStatusId = (typeof PROPERTY_STATUSES)[PropertyStatus]['id'];

export const PROPERTY_STATUS_KEYS = Object.keys(PROPERTY_STATUSES) as PropertyStatus[];

export function statusById(id: number): PropertyStatus | null {
  return PROPERTY_STATUS_KEYS.find((status) => PROPERTY_STATUSES[status].id === id) ?? null;
}

/** Japanese eras a construction year is given in, with the Western year of each era's first year. */
export const ERAS = {
  明治: { first_year: 1868, last_year_of_era: 45 },
  大正: { first_year: 1912, last_year_of_era: 15 },
  昭和: { first_year: 1926, last_year_of_era: 64 },
  平成: { first_year: 1989, last_year_of_era: 31 },
  令和: { first_year: 2019, last_year_of_era: null },
} as const;

export type EraName = keyof typeof ERAS;

/** `-1` in an amount or the construction year means 不明 (the seller does not know). */
export const UNKNOWN = -1;

export interface YesNoChartAnswer {
  y_n_chart_id: number;
  /** 1 はい, 0 いいえ, null not answered. */
  value: 0 | 1 | null;
}

/** Everything a seller fills in, by edit group. `null` is "not filled in yet". */
export interface PropertyFields {
  // basic
  name: string | null;
  zipcode1: string | null;
  zipcode2: string | null;
  prefecture_id: number | null;
  city: string | null;
  block: string | null;
  address: string | null;
  /** Land area in ㎡. */
  area: number | null;
  ground_id: number | null;
  // detail
  is_building: boolean | null;
  floor_plan: string | null;
  era_name: EraName | null;
  /** Year within `era_name`, or -1 (不明). */
  construction_year: number | null;
  boundary_id: number | null;
  road_id_1: number | null;
  road_id_2: number | null;
  road_id_3: number | null;
  road_id_4: number | null;
  /** Yen, or -1 (不明). */
  property_tax_price: number | null;
  valuation_price: number | null;
  management_price: number | null;
  /**
   * 諸費用: other costs of the sale the buyer should expect, in yen, or -1 (不明). Listings edited
   * before the field existed have no value in their events and read as null (not filled in).
   */
  incidental_cost: number | null;
  tree_id: number | null;
  river_id: number | null;
  neighbors_id: number | null;
  neighbors_text: string | null;
  sale_support_service: boolean | null;
  access: string | null;
  // features
  /** Asking price in yen, or -1 (不明). */
  sale_price: number | null;
  register_cost: number | null;
  revenue_stamp_fee: number | null;
  /** sale_price − revenue_stamp_fee − register_cost; kept by the rules, never sent by a client. */
  revenue_after_fees: number | null;
  /** Hashtag ids, comma-separated: `"1,4,7"`. */
  categories: string | null;
  detail_1: string | null;
  detail_2: string | null;
  detail_3: string | null;
  detail_4: string | null;
  detail_5: string | null;
  youtube_url: string | null;
  // progress and chart
  registration_step: number | null;
  yes_no_charts: YesNoChartAnswer[];
}

export type PropertyFieldName = keyof PropertyFields;

/** The picture types a listing photo may be uploaded as, by what its bytes say. */
export type PropertyPhotoSourceType = 'image/jpeg' | 'image/png' | 'image/webp';

/**
 * One photo of a listing as the log keeps it: `width` and `height` are those of the web copy the
 * site serves; `sha256` and `content_type` are of the file as it was uploaded (the original is
 * not kept, so its hash is what proves which picture it was).
 */
export interface PropertyPhoto {
  image_id: string;
  width: number;
  height: number;
  sha256: string;
  content_type: PropertyPhotoSourceType;
}

export type PropertyEvent =
  | { type: 'PropertyDraftCreated'; data: { property_id: string; owner_id: string; created_at: string } }
  | {
      type: 'PropertyEdited';
      data: { property_id: string; changed_fields: PropertyFieldName[]; values: Partial<PropertyFields>; edited_at: string };
    }
  | {
      type: 'PropertyStatusChanged';
      data: { property_id: string; from: PropertyStatus; to: PropertyStatus; changed_at: string };
    }
  /** `sort` is where the photo goes (1 = the primary photo); the photos from there on move one down. */
  | { type: 'PropertyPhotoAdded'; data: PropertyPhoto & { property_id: string; sort: number; added_at: string } }
  /** `image_ids` names every photo of the listing once, primary first. */
  | { type: 'PropertyPhotosReordered'; data: { property_id: string; image_ids: string[]; reordered_at: string } }
  /** The photos after it move one up. */
  | { type: 'PropertyPhotoRemoved'; data: { property_id: string; image_id: string; removed_at: string } };

export const propertyStreamId = (propertyId: string): string => `property-${propertyId}`;
