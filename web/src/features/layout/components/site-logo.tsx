import { Link } from 'react-router-dom';
import styles from './site-logo.module.css';

interface SiteLogoProps {
  name: string;
  tagline?: string;
  inverted?: boolean;
}

export function SiteLogo({ name, tagline, inverted = false }: SiteLogoProps) {
  return (
    <Link to="/" className={inverted ? `${styles.logo} ${styles.inverted}` : styles.logo} aria-label={tagline ? `${name} ${tagline} トップページ` : `${name} トップページ`}>
      <svg className={styles.mark} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <rect width="64" height="64" rx="12" fill="#3f6f4a" />
        <path d="M12 34 32 16l20 18v16a2 2 0 0 1-2 2H38V38H26v14H14a2 2 0 0 1-2-2z" fill="#f5efe0" />
        <path d="M8 52h48" stroke="#b58a55" strokeWidth="4" strokeLinecap="round" />
      </svg>
      <span className={styles.text}>
        <span className={styles.name}>{name}</span>
        {tagline ? <span className={styles.tagline}>{tagline}</span> : null}
      </span>
    </Link>
  );
}
