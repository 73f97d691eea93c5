import { UserSwitchOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';

interface ImpersonationBannerProps {
  /** The member's nickname, once known. */
  memberName: string | null;
  ending: boolean;
  onEnd: () => void;
}

/**
 * Across the top of every member screen while an admin acts as a member, and stays there on
 * scroll: whatever is done here is recorded as the admin's doing, so it must never be forgotten.
 */
export function ImpersonationBanner({ memberName, ending, onEnd }: ImpersonationBannerProps) {
  const who = memberName ? `「${memberName}」さん` : '会員';
  return (
    <div role="region" aria-label="代理ログイン中" style={{ position: 'sticky', top: 0, zIndex: 1100, width: '100%' }}>
      <Alert
        type="warning"
        banner
        showIcon
        icon={<UserSwitchOutlined />}
        title={`代理ログイン中: 管理者として${who}の画面を操作しています。ここでの操作はすべて管理者による代理操作として記録されます。`}
        action={
          <Button type="primary" danger size="small" loading={ending} onClick={onEnd}>
            代理ログインを終了
          </Button>
        }
      />
    </div>
  );
}
