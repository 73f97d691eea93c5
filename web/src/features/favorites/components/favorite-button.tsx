import { HeartFilled, HeartOutlined } from '@ant-design/icons';
import { Button } from 'antd';

interface FavoriteButtonProps {
  favorite: boolean;
  pending: boolean;
  onToggle: () => void;
  block?: boolean;
  /** A short label for a narrow place (a phone's action bar); the full one stays its accessible name. */
  compact?: boolean;
}

export function FavoriteButton({ favorite, pending, onToggle, block, compact }: FavoriteButtonProps) {
  const label = favorite ? 'お気に入りに登録済み' : 'お気に入りに追加';
  return (
    <Button
      block={block}
      size="large"
      loading={pending}
      aria-pressed={favorite}
      icon={favorite ? <HeartFilled style={{ color: '#c0483b' }} /> : <HeartOutlined />}
      onClick={onToggle}
      aria-label={compact ? label : undefined}
    >
      {compact ? (favorite ? '登録済み' : 'お気に入り') : label}
    </Button>
  );
}
