import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatArea } from './area.format';
import { Panel } from './panel';
import { NEGOTIATING_STATUS_ID, propertyDetailPath } from './property-card.types';
import type { PropertyCardItem } from './property-card.types';
import { ICON_PATHS } from './icon-paths';
import { SvgIcon } from './svg-icon';
import { TagLabel } from './tag-label';
import { formatYen } from './yen.format';
import styles from './property-card.module.css';

interface PropertyCardProps {
  property: PropertyCardItem;
  /** Buttons under the card's text, outside its link (un-favourite, for one). */
  actions?: ReactNode;
  headingLevel?: 2 | 3;
  /** The photo is the page's largest paint (the first search result): fetched at once, first. */
  priority?: boolean;
}

export const NO_PHOTO_LABEL = '写真はまだありません';

export function propertyPlace(property: Pick<PropertyCardItem, 'prefecture' | 'city'>): string {
  return [property.prefecture, property.city].filter(Boolean).join(' ');
}

/** One listing in a grid: primary photo, title, price (不明 for -1), area, place and hashtags. */
export function PropertyCard({ property, actions, headingLevel = 3, priority = false }: PropertyCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const title = property.name || '物件名未設定';
  const price = formatYen(property.sale_price);
  const area = formatArea(property.area);
  const place = propertyPlace(property);

  return (
    <Panel padding="flush" className={styles.card}>
      <Link to={propertyDetailPath(property.id)} className={styles.link}>
        <div className={styles.photo}>
          {property.thumb_url ? (
            <img
              src={property.thumb_url}
              alt={title}
              {...(priority ? ({ loading: 'eager', fetchPriority: 'high' } as const) : ({ loading: 'lazy', decoding: 'async' } as const))}
            />
          ) : (
            <div className={styles.placeholder} role="img" aria-label={NO_PHOTO_LABEL}>
              <SvgIcon icon={ICON_PATHS.home} className={styles.placeholderIcon} />
              <span aria-hidden>NO PHOTO</span>
            </div>
          )}
          {property.status_id === NEGOTIATING_STATUS_ID ? (
            <TagLabel color="orange" className={styles.status}>
              商談中
            </TagLabel>
          ) : null}
        </div>
        <div style={{ padding: '12px 14px 0' }}>
          <Heading className={styles.title}>{title}</Heading>
          <p className={styles.price}>{price || '価格未設定'}</p>
          <p className={styles.facts}>
            {[area, property.ground].filter(Boolean).join('・')}
          </p>
          {place ? (
            <p className={styles.facts}>
              <SvgIcon icon={ICON_PATHS.environment} /> {place}
            </p>
          ) : null}
        </div>
      </Link>
      <div style={{ padding: '0 14px 14px' }}>
        {property.hashtags.length > 0 ? (
          <div className={styles.tags}>
            {property.hashtags.map((tag) => (
              <TagLabel key={tag.id} className={styles.tag}>
                <Link to={`/list/Tag${tag.id}`}>#{tag.name}</Link>
              </TagLabel>
            ))}
          </div>
        ) : null}
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
    </Panel>
  );
}
