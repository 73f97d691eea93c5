import { apiClient } from '../../../lib/api-client';

export interface PropertyImage {
  id: number | string;
  sort: number;
  url: string;
  thumb_url: string;
  width?: number | null;
  height?: number | null;
}

export interface PropertySeller {
  id: string | number;
  nickname: string;
  identification_verify_status: number | null;
}

export interface YesNoAnswer {
  y_n_chart_id: number;
  value: 1 | 0 | null;
}

/** Where exactly the listing is: answered only to its seller and admins. */
export interface PropertyStreetAddress {
  zipcode1: string | null;
  zipcode2: string | null;
  block: string | null;
  address: string | null;
}

/**
 * `GET /api/property/viewdetail/{id}`: the public fields of a listing. The location is public down
 * to the city; the street comes in `street_address`, for those who may know it, and nowhere else.
 */
export interface PropertyDetail {
  id: string | number;
  name: string | null;
  status_id: number;
  status: string | null;
  prefecture_id: number | null;
  prefecture: string | null;
  city: string | null;
  street_address: PropertyStreetAddress | null;
  area: number | null;
  ground_id: number | null;
  ground: string | null;
  is_building: boolean | null;
  floor_plan: string | null;
  display_construction_date: string | null;
  boundary_id: number | null;
  road_id_1: number | null;
  road_id_2: number | null;
  road_id_3: number | null;
  road_id_4: number | null;
  property_tax_price: number | null;
  valuation_price: number | null;
  management_price: number | null;
  tree_id: number | null;
  river_id: number | null;
  neighbors_id: number | null;
  neighbors_text: string | null;
  access: string | null;
  sale_price: number | null;
  register_cost: number | null;
  revenue_stamp_fee: number | null;
  detail_1: string | null;
  detail_2: string | null;
  detail_3: string | null;
  detail_4: string | null;
  detail_5: string | null;
  youtube_url: string | null;
  registered_at: string | null;
  images: PropertyImage[];
  hashtags: Array<{ id: number; name: string }>;
  yes_no_charts: YesNoAnswer[];
  seller: PropertySeller | null;
  is_favorite: boolean;
}

export interface PropertyAccess {
  address: string;
  map_url: string;
}

type Loose = Record<string, unknown>;

function isRecord(value: unknown): value is Loose {
  return typeof value === 'object' && value !== null;
}

/** `prefecture` and `ground` may come as a name or as `{ id, name }`. */
function nameOf(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (isRecord(value) && typeof value.name === 'string') return value.name;
  return null;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);
const number = (value: unknown): number | null => {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return null;
};
const list = (value: unknown): Loose[] => (Array.isArray(value) ? value.filter(isRecord) : []);

/** Only the nested `street_address` counts: street fields found elsewhere in an answer are ignored. */
function toStreetAddress(value: unknown): PropertyStreetAddress | null {
  if (!isRecord(value)) return null;
  return { zipcode1: text(value.zipcode1), zipcode2: text(value.zipcode2), block: text(value.block), address: text(value.address) };
}

export function toPropertyDetail(raw: unknown): PropertyDetail {
  const data: Loose = isRecord(raw) ? raw : {};
  const seller = isRecord(data.seller) ? data.seller : null;
  return {
    id: typeof data.id === 'number' || typeof data.id === 'string' ? data.id : '',
    name: text(data.name),
    status_id: number(data.status_id) ?? 0,
    status: text(data.status),
    prefecture_id: number(data.prefecture_id),
    prefecture: nameOf(data.prefecture),
    city: text(data.city),
    street_address: toStreetAddress(data.street_address),
    area: number(data.area),
    ground_id: number(data.ground_id),
    ground: nameOf(data.ground),
    is_building: typeof data.is_building === 'boolean' ? data.is_building : data.is_building === 1 ? true : data.is_building === 0 ? false : null,
    floor_plan: text(data.floor_plan),
    display_construction_date: text(data.display_construction_date),
    boundary_id: number(data.boundary_id),
    road_id_1: number(data.road_id_1),
    road_id_2: number(data.road_id_2),
    road_id_3: number(data.road_id_3),
    road_id_4: number(data.road_id_4),
    property_tax_price: number(data.property_tax_price),
    valuation_price: number(data.valuation_price),
    management_price: number(data.management_price),
    tree_id: number(data.tree_id),
    river_id: number(data.river_id),
    neighbors_id: number(data.neighbors_id),
    neighbors_text: text(data.neighbors_text),
    access: text(data.access),
    sale_price: number(data.sale_price),
    register_cost: number(data.register_cost),
    revenue_stamp_fee: number(data.revenue_stamp_fee),
    detail_1: text(data.detail_1),
    detail_2: text(data.detail_2),
    detail_3: text(data.detail_3),
    detail_4: text(data.detail_4),
    detail_5: text(data.detail_5),
    youtube_url: text(data.youtube_url),
    registered_at: text(data.registered_at),
    images: list(data.images)
      .filter((image) => typeof image.url === 'string')
      .map((image) => ({
        id: typeof image.id === 'number' || typeof image.id === 'string' ? image.id : String(image.url),
        sort: number(image.sort) ?? Number.MAX_SAFE_INTEGER,
        url: image.url as string,
        thumb_url: typeof image.thumb_url === 'string' ? image.thumb_url : (image.url as string),
        width: number(image.width),
        height: number(image.height),
      })),
    hashtags: list(data.hashtags)
      .filter((tag) => typeof tag.id === 'number' && typeof tag.name === 'string')
      .map((tag) => ({ id: tag.id as number, name: tag.name as string })),
    yes_no_charts: list(data.yes_no_charts)
      .filter((answer) => typeof answer.y_n_chart_id === 'number')
      .map((answer) => ({
        y_n_chart_id: answer.y_n_chart_id as number,
        value: answer.value === 1 || answer.value === 0 ? answer.value : null,
      })),
    seller: seller
      ? {
          id: typeof seller.id === 'number' || typeof seller.id === 'string' ? seller.id : '',
          nickname: typeof seller.nickname === 'string' ? seller.nickname : '',
          identification_verify_status: number(seller.identification_verify_status),
        }
      : null,
    is_favorite: data.is_favorite === true,
  };
}

export async function fetchPropertyDetail(id: string, signal?: AbortSignal): Promise<PropertyDetail> {
  return toPropertyDetail(await apiClient.get<unknown>(`/api/property/viewdetail/${encodeURIComponent(id)}`, signal));
}

export async function fetchPropertyAccess(address: string, signal?: AbortSignal): Promise<PropertyAccess | null> {
  const data = await apiClient.get<Partial<PropertyAccess> | null>(`/api/property/access/${encodeURIComponent(address)}`, signal);
  return data && typeof data.map_url === 'string' ? { address: data.address ?? address, map_url: data.map_url } : null;
}

export interface YesNoQuestion {
  id: number;
  question: string;
}

export async function fetchYesNoQuestions(signal?: AbortSignal): Promise<YesNoQuestion[]> {
  const data = await apiClient.get<unknown>('/api/master/yes-no-chart/list', signal);
  return list(data)
    .filter((item) => typeof item.id === 'number' && typeof item.question === 'string')
    .map((item) => ({ id: item.id as number, question: item.question as string }));
}
