import { LISTING_ICON_PATHS } from './listing-icon-paths';
import { SvgIcon } from './svg-icon';
import styles from './verified-badge.module.css';

export const VERIFIED_LABEL = '本人確認済み';

interface VerifiedBadgeProps {
  verified: boolean;
  className?: string;
}

/**
 * The certificate mark shown next to a nickname once identity verification is done. Its hint on
 * hover is drawn by CSS, not by Ant Design's Tooltip, so the listing page that shows it loads none
 * of it; screen readers read the mark's name.
 */
export function VerifiedBadge({ verified, className }: VerifiedBadgeProps) {
  if (!verified) return null;
  return (
    <span className={[styles.badge, className ?? ''].filter(Boolean).join(' ')} data-hint={VERIFIED_LABEL}>
      <SvgIcon icon={LISTING_ICON_PATHS.safetyCertificate} label={VERIFIED_LABEL} />
    </span>
  );
}
