import { RollbackOutlined } from '@ant-design/icons';
import { Button } from 'antd';

interface ReturnToAdminButtonProps {
  loading: boolean;
  onClick: () => void;
}

/** Small and out of the way: only an admin acting as a member ever sees it. */
export function ReturnToAdminButton({ loading, onClick }: ReturnToAdminButtonProps) {
  return (
    <Button
      size="small"
      icon={<RollbackOutlined />}
      loading={loading}
      onClick={onClick}
      style={{ position: 'fixed', left: 12, bottom: 12, zIndex: 1100, opacity: 0.85 }}
    >
      管理画面に戻る
    </Button>
  );
}
