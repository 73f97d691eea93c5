import type { ReactNode } from 'react';
import { PropertyCard } from './property-card';
import type { PropertyCardItem } from './property-card.types';
import styles from './property-card-grid.module.css';

interface PropertyCardGridProps {
  properties: readonly PropertyCardItem[];
  label: string;
  actionsFor?: (property: PropertyCardItem) => ReactNode;
  /** The first card's photo is the largest paint above the fold (search results): load it first. */
  firstPhotoPriority?: boolean;
}

export function PropertyCardGrid({ properties, label, actionsFor, firstPhotoPriority = false }: PropertyCardGridProps) {
  return (
    <ul aria-label={label} className={styles.grid}>
      {properties.map((property, index) => (
        <li key={property.id}>
          <PropertyCard property={property} actions={actionsFor?.(property)} priority={firstPhotoPriority && index === 0} />
        </li>
      ))}
    </ul>
  );
}
