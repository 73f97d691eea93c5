import { DomainError } from '../shared/domain-error';

/** A listing shows at most this many photos. */
export const MAX_PROPERTY_PHOTOS = 20;

/**
 * The photos of a listing in their order: the first is the primary photo (sort 1), shown first
 * and on cards. Only the ids matter to the rules; sort numbers are always 1..n without gaps.
 */
export type PhotoOrder = readonly string[];

/** Where a new photo goes: first when it is to be the primary one, otherwise last. */
export function sortOfNewPhoto(photos: PhotoOrder, primary: boolean): number {
  if (photos.length >= MAX_PROPERTY_PHOTOS) {
    throw DomainError.invalid('property.photos_full', 'image', `物件の写真は${MAX_PROPERTY_PHOTOS}枚まで登録できます。`);
  }
  return primary ? 1 : photos.length + 1;
}

export function withPhotoAt(photos: PhotoOrder, imageId: string, sort: number): string[] {
  const index = Math.min(Math.max(sort - 1, 0), photos.length);
  return [...photos.slice(0, index), imageId, ...photos.slice(index)];
}

/** A new order must name every photo of the listing exactly once, and nothing else. */
export function assertCompleteOrder(photos: PhotoOrder, imageIds: readonly string[]): void {
  const named = new Set(imageIds);
  const complete = imageIds.length === photos.length && named.size === imageIds.length && photos.every((id) => named.has(id));
  if (!complete) {
    throw DomainError.invalid('property.photo_order_incomplete', 'image_ids', '並び順には、この物件の写真をすべて1回ずつ指定してください。');
  }
}

export function samePhotoOrder(photos: PhotoOrder, imageIds: readonly string[]): boolean {
  return photos.length === imageIds.length && photos.every((id, index) => imageIds[index] === id);
}

export function assertHasPhoto(photos: PhotoOrder, imageId: string): void {
  if (!photos.includes(imageId)) throw DomainError.notFound('property.photo_not_found', '写真が見つかりません。');
}

export function withoutPhoto(photos: PhotoOrder, imageId: string): string[] {
  return photos.filter((id) => id !== imageId);
}
