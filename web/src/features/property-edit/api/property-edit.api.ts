import { apiUpload } from '../../../lib/api-upload';
import { api, type ApiAnswer, type ApiBody, type ApiSchema } from '../../../lib/typed-api-client';

export type PropertyImage = ApiSchema<'PropertyImage'>;
export type YesNoAnswer = ApiSchema<'YesNoChartAnswer'>;

/** A listing as `GET /api/property/edit/{id}` answers it; `-1` in an amount or the year is 不明. */
export type Property = ApiSchema<'PropertyView'>;

/** The fields a save sends: only those given change, null empties one. */
export type PropertyInput = ApiBody<'/api/property/edit/{id}', 'post'>;

export type StatusChange = ApiAnswer<'/api/property/update-status', 'post'>;

export function fetchPropertyForEdit(id: string, signal?: AbortSignal): Promise<Property> {
  return api.GET('/api/property/edit/{id}', { params: { path: { id } }, signal });
}

/** The member's most recently edited draft, or null. */
export function fetchLatestDraft(signal?: AbortSignal): Promise<Property | null> {
  return api.GET('/api/property/edit', { signal });
}

export function createDraft(input: PropertyInput): Promise<ApiAnswer<'/api/property/edit', 'post'>> {
  return api.POST('/api/property/edit', { body: input });
}

export function saveProperty(id: string, input: PropertyInput): Promise<Property> {
  return api.POST('/api/property/edit/{id}', { params: { path: { id } }, body: input });
}

export function publishProperty(id: string): Promise<StatusChange> {
  return api.POST('/api/property/update-status', { body: { status_id: 2, property_id: id } });
}

export function uploadPropertyImage(id: string, file: File, primary: boolean): Promise<PropertyImage[]> {
  return apiUpload<ApiAnswer<'/api/property/edit/{id}/image', 'post'>>(`/api/property/edit/${encodeURIComponent(id)}/image${primary ? '?thumbnail=true' : ''}`, 'image', [file]);
}

export function reorderPropertyImages(id: string, imageIds: readonly string[]): Promise<PropertyImage[]> {
  return api.POST('/api/property/edit/{id}/image/order', { params: { path: { id } }, body: { image_ids: [...imageIds] } });
}

export function deletePropertyImage(id: string, imageId: string): Promise<PropertyImage[]> {
  return api.DELETE('/api/property/edit/{id}/image/{imageId}', { params: { path: { id, imageId } } });
}
