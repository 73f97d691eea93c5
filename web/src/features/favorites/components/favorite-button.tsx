import { ActionButton } from '../../../ui/action-button';
import { LISTING_ICON_PATHS } from '../../../ui/listing-icon-paths';
import styles from './favorite-button.module.css';

interface FavoriteButtonProps {
  favorite: boolean;
  pending: boolean;
  onToggle: () => void;
  block?: boolean;
  /** A short label for a narrow place (a phone's action bar); the full one stays its accessible name. */
  compact?: boolean;
}

/** A plain button, so the listing that shows it loads no Ant Design for it. */
export function FavoriteButton({ favorite, pending, onToggle, block, compact }: FavoriteButtonProps) {
  const label = favorite ? 'お気に入りに登録済み' : 'お気に入りに追加';
  return (
    <ActionButton
      block={block}
      size="large"
      loading={pending}
      aria-pressed={favorite}
      icon={favorite ? LISTING_ICON_PATHS.heartFilled : LISTING_ICON_PATHS.heart}
      iconClassName={favorite ? styles.filled : undefined}
      onClick={onToggle}
      aria-label={compact ? label : undefined}
    >
      {compact ? (favorite ? '登録済み' : 'お気に入り') : label}
    </ActionButton>
  );
}
