import { apiClient } from '../../../lib/api-client';

export interface ListingImage {
  id: number | string;
  sort: number;
  url: string;
  thumb_url: string;
}

/** The fields of `Property` the list shows; the rest of the answer is left alone. */
export interface MyListing {
  id: string | number;
  name: string | null;
  status_id: number;
  status: string;
  sale_price: number | null;
  prefecture?: string | null;
  city?: string | null;
  thumb_url?: string | null;
  thumb_image?: string | null;
  images?: ListingImage[];
  updated_at: string;
}

export interface StatusChange {
  property_id: string | number;
  status_id: number;
  status: string;
}

export async function fetchMyListings(signal?: AbortSignal): Promise<MyListing[]> {
  const data = await apiClient.get<{ properties?: MyListing[] } | null>('/api/property/list', signal);
  return Array.isArray(data?.properties) ? data.properties : [];
}

export function updateListingStatus(propertyId: string | number, statusId: number): Promise<StatusChange> {
  return apiClient.post<StatusChange>('/api/property/update-status', { status_id: statusId, property_id: propertyId });
}
