import { HeartFilled, HeartOutlined } from '@ant-design/icons';
import { Button } from 'antd';

interface FavoriteButtonProps {
  favorite: boolean;
  pending: boolean;
  onToggle: () => void;
  block?: boolean;
}

export function FavoriteButton({ favorite, pending, onToggle, block }: FavoriteButtonProps) {
  return (
    <Button
      block={block}
      size="large"
      loading={pending}
      aria-pressed={favorite}
      icon={favorite ? <HeartFilled style={{ color: '#c0483b' }} /> : <HeartOutlined />}
      onClick={onToggle}
    >
      {favorite ? 'お気に入りに登録済み' : 'お気に入りに追加'}
    </Button>
  );
}
