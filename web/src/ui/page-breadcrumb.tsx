import type { ReactNode } from 'react';
import styles from './page-breadcrumb.module.css';

export interface BreadcrumbItem {
  title: ReactNode;
}

interface PageBreadcrumbProps {
  items: readonly BreadcrumbItem[];
  className?: string;
}

/**
 * The path to a public page, drawn like Ant Design's Breadcrumb without its code: that one brings
 * Dropdown and Menu with it (for crumbs with sub-menus, which no page here has).
 */
export function PageBreadcrumb({ items, className }: PageBreadcrumbProps) {
  return (
    <nav aria-label="パンくずリスト" className={[styles.breadcrumb, className ?? ''].filter(Boolean).join(' ')}>
      <ol className={styles.list}>
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={index} className={last ? styles.current : styles.item} aria-current={last ? 'page' : undefined}>
              {item.title}
              {last ? null : (
                <span className={styles.separator} aria-hidden>
                  /
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
