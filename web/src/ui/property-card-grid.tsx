import type { ReactNode } from 'react';
import { PropertyCard } from './property-card';
import type { PropertyCardItem } from './property-card.types';
import styles from './property-card-grid.module.css';

interface PropertyCardGridProps {
  properties: readonly PropertyCardItem[];
  label: string;
  actionsFor?: (property: PropertyCardItem) => ReactNode;
}

export function PropertyCardGrid({ properties, label, actionsFor }: PropertyCardGridProps) {
  return (
    <ul aria-label={label} className={styles.grid}>
      {properties.map((property) => (
        <li key={property.id}>
          <PropertyCard property={property} actions={actionsFor?.(property)} />
        </li>
      ))}
    </ul>
  );
}
