import { useState } from 'react';
import { ICON_PATHS } from '../../../ui/icon-paths';
import { SvgIcon } from '../../../ui/svg-icon';
import type { PropertyImage } from '../api/property-detail.api';
import { galleryOrder } from '../lib/gallery-order';
import styles from './property-gallery.module.css';
import { ResponsivePhoto } from './responsive-photo';

/** The large frame's width: the page's main column (1200 px page, 16 px margins, a 340 px side column and a 24 px gap on a wide screen). */
const MAIN_SIZES = '(min-width: 1200px) 804px, (min-width: 992px) calc(100vw - 396px), calc(100vw - 32px)';
const THUMB_SIZES = '84px';

interface PropertyGalleryProps {
  images: readonly PropertyImage[];
  title: string;
}

/** The listing's photos, primary first; a thumbnail shows its photo in the large frame. */
export function PropertyGallery({ images, title }: PropertyGalleryProps) {
  const ordered = galleryOrder(images);
  const [selectedId, setSelectedId] = useState<PropertyImage['id'] | null>(null);
  const shown = ordered.find((image) => image.id === selectedId) ?? ordered[0];

  if (!shown) {
    return (
      <div className={styles.main}>
        <div className={styles.empty} role="img" aria-label="写真はまだありません">
          <SvgIcon icon={ICON_PATHS.home} className={styles.emptyIcon} />
          <span aria-hidden>写真はまだありません</span>
        </div>
      </div>
    );
  }

  const position = ordered.indexOf(shown) + 1;
  return (
    <div>
      <div className={styles.main}>
        <ResponsivePhoto
          key={shown.id}
          image={shown}
          alt={`${title}の写真（${position}/${ordered.length}枚目）`}
          sizes={MAIN_SIZES}
          priority={shown.id === ordered[0].id}
        />
      </div>
      {ordered.length > 1 ? (
        <ul className={styles.thumbs} aria-label="写真の一覧">
          {ordered.map((image, index) => (
            <li key={image.id}>
              <button
                type="button"
                className={styles.thumb}
                aria-pressed={image.id === shown.id}
                aria-label={`${index + 1}枚目の写真を表示`}
                onClick={() => setSelectedId(image.id)}
              >
                <ResponsivePhoto image={image} alt="" sizes={THUMB_SIZES} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
