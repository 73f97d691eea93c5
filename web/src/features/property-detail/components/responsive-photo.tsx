import type { PropertyImage } from '../api/property-detail.api';

type Rendition = PropertyImage['renditions'][number];

interface ResponsivePhotoProps {
  image: PropertyImage;
  alt: string;
  /** How wide the photo is laid out, for the browser to pick a width from the `srcset`. */
  sizes: string;
  /**
   * The photo the page is judged by (the largest one on screen when it opens): fetched first and
   * at once. Every other photo waits until it nears the screen and is decoded off the main thread.
   */
  priority?: boolean;
}

const srcSet = (renditions: readonly Rendition[]) => renditions.map((rendition) => `${rendition.url} ${rendition.width}w`).join(', ');

/**
 * A listing photo as a `<picture>`: AVIF, then WebP, then JPEG for browsers that show neither,
 * each in every width the server made. The width and height attributes give the box its shape
 * before any byte arrives, so nothing below it moves when the picture comes.
 */
export function ResponsivePhoto({ image, alt, sizes, priority = false }: ResponsivePhotoProps) {
  const inFormat = (format: Rendition['format']) => image.renditions.filter((rendition) => rendition.format === format);
  const jpeg = inFormat('jpeg');
  const fallback = jpeg.at(-1)?.url ?? image.url;
  const loading = priority ? ({ loading: 'eager', fetchPriority: 'high' } as const) : ({ loading: 'lazy', decoding: 'async' } as const);

  return (
    <picture>
      {(['avif', 'webp'] as const).map((format) => {
        const renditions = inFormat(format);
        return renditions.length > 0 ? <source key={format} type={`image/${format}`} srcSet={srcSet(renditions)} sizes={sizes} /> : null;
      })}
      <img
        src={fallback}
        srcSet={jpeg.length > 0 ? srcSet(jpeg) : undefined}
        sizes={jpeg.length > 0 ? sizes : undefined}
        width={image.width}
        height={image.height}
        alt={alt}
        {...loading}
      />
    </picture>
  );
}
