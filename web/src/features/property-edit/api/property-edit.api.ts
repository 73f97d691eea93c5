import { apiClient } from '../../../lib/api-client';
import { apiUpload } from '../../../lib/api-upload';

export interface PropertyImage {
  id: number | string;
  sort: number;
  url: string;
  thumb_url: string;
  width?: number;
  height?: number;
}

export interface YesNoAnswer {
  y_n_chart_id: number;
  value: 0 | 1 | null;
}

/** A listing as `GET /api/property/edit/{id}` answers it; `-1` in an amount or the year is 不明. */
export interface Property {
  id: string | number;
  status_id: number;
  status: string;
  name: string | null;
  zipcode1: string | null;
  zipcode2: string | null;
  prefecture_id: number | null;
  city: string | null;
  block: string | null;
  address: string | null;
  area: number | null;
  ground_id: number | null;
  is_building: boolean | null;
  floor_plan: string | null;
  era_name: string | null;
  construction_year: number | null;
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
  sale_support_service: boolean | null;
  access: string | null;
  sale_price: number | null;
  register_cost: number | null;
  revenue_stamp_fee: number | null;
  revenue_after_fees: number | null;
  categories: string | null;
  detail_1: string | null;
  detail_2: string | null;
  detail_3: string | null;
  detail_4: string | null;
  detail_5: string | null;
  youtube_url: string | null;
  registration_step: number | null;
  yes_no_charts: YesNoAnswer[];
  display_construction_date?: string | null;
  /** Not in the edit answer's contract yet; read when present. */
  images?: PropertyImage[];
  updated_at?: string;
}

export type PropertyInput = Record<string, unknown>;

export function fetchPropertyForEdit(id: string | number, signal?: AbortSignal): Promise<Property> {
  return apiClient.get<Property>(`/api/property/edit/${id}`, signal);
}

/** The member's most recently edited draft, or null. */
export function fetchLatestDraft(signal?: AbortSignal): Promise<Property | null> {
  return apiClient.get<Property | null>('/api/property/edit', signal);
}

export function createDraft(input: PropertyInput): Promise<{ id: string | number }> {
  return apiClient.post<{ id: string | number }>('/api/property/edit', input);
}

export function saveProperty(id: string | number, input: PropertyInput): Promise<Property> {
  return apiClient.post<Property>(`/api/property/edit/${id}`, input);
}

export function publishProperty(id: string | number): Promise<{ property_id: string | number; status_id: number; status: string }> {
  return apiClient.post('/api/property/update-status', { status_id: 2, property_id: id });
}

export function uploadPropertyImage(id: string | number, file: File, primary: boolean): Promise<PropertyImage[]> {
  return apiUpload<PropertyImage[]>(`/api/property/edit/${id}/image${primary ? '?thumbnail=true' : ''}`, 'image', [file]);
}

export function reorderPropertyImages(id: string | number, imageIds: readonly (string | number)[]): Promise<PropertyImage[]> {
  return apiClient.post<PropertyImage[]>(`/api/property/edit/${id}/image/order`, { image_ids: imageIds });
}

export function deletePropertyImage(id: string | number, imageId: string | number): Promise<PropertyImage[]> {
  return apiClient.delete<PropertyImage[]>(`/api/property/edit/${id}/image/${imageId}`);
}
