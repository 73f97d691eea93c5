import { propertyImage, renditionSlot, renditionWidths } from './property-image';

describe('Listing photo renditions', () => {
  it('offers 320, 640 and 1280 px for a photo at least 1280 px wide', () => {
    expect(renditionWidths(1600)).toEqual([320, 640, 1280]);
    expect(renditionWidths(1280)).toEqual([320, 640, 1280]);
  });

  it('narrows the widths past the photo to its own width, each once, never enlarging', () => {
    expect(renditionWidths(800)).toEqual([320, 640, 800]);
    expect(renditionWidths(500)).toEqual([320, 500]);
    expect(renditionWidths(320)).toEqual([320]);
    expect(renditionWidths(64)).toEqual([64]);
  });

  it('stores a narrowed rendition under the standard width it stands in for', () => {
    expect([64, 320, 321, 500, 640, 800, 1280].map(renditionSlot)).toEqual([320, 320, 640, 640, 640, 1280, 1280]);
  });

  it('answers every width in AVIF, WebP and JPEG with the height sharp gives it', () => {
    const image = propertyImage({ id: 'a1', sort: 1, width: 1000, height: 667 });
    expect(image.renditions.map(({ width, height, format, url }) => [width, height, format, url])).toEqual([
      [320, 213, 'avif', '/api/property/image/a1/rendition/320.avif'],
      [320, 213, 'webp', '/api/property/image/a1/rendition/320.webp'],
      [320, 213, 'jpeg', '/api/property/image/a1/rendition/320.jpeg'],
      [640, 427, 'avif', '/api/property/image/a1/rendition/640.avif'],
      [640, 427, 'webp', '/api/property/image/a1/rendition/640.webp'],
      [640, 427, 'jpeg', '/api/property/image/a1/rendition/640.jpeg'],
      [1000, 667, 'avif', '/api/property/image/a1/rendition/1000.avif'],
      [1000, 667, 'webp', '/api/property/image/a1/rendition/1000.webp'],
      [1000, 667, 'jpeg', '/api/property/image/a1/rendition/1000.jpeg'],
    ]);
  });
});
