import type { PropertyImage } from '../api/property-detail.api';

/** The primary photo (sort 1) first, then the rest by their sort order. */
export function galleryOrder(images: readonly PropertyImage[]): PropertyImage[] {
  return images
    .map((image, index) => ({ image, index }))
    .sort((a, b) => {
      const primaryA = a.image.sort === 1 ? 0 : 1;
      const primaryB = b.image.sort === 1 ? 0 : 1;
      return primaryA - primaryB || a.image.sort - b.image.sort || a.index - b.index;
    })
    .map(({ image }) => image);
}
