import { api, type ApiAnswer, type ApiBody } from '../../../lib/typed-api-client';

type MyListingsAnswer = ApiAnswer<'/api/property/list', 'get'>;

/** One of the member's own listings, as `GET /api/property/list` answers it. */
export type MyListing = MyListingsAnswer['properties'][number];
export type ListingImage = MyListing['images'][number];
export type StatusChange = ApiAnswer<'/api/property/update-status', 'post'>;
/** 1 下書き … 7 削除済み, as the status change takes them. */
export type ListingStatusId = ApiBody<'/api/property/update-status', 'post'>['status_id'];

export async function fetchMyListings(signal?: AbortSignal): Promise<MyListing[]> {
  return (await api.GET('/api/property/list', { signal })).properties;
}

export function updateListingStatus(propertyId: string, statusId: ListingStatusId): Promise<StatusChange> {
  return api.POST('/api/property/update-status', { body: { status_id: statusId, property_id: propertyId } });
}
