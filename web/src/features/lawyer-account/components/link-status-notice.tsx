import { Result } from 'antd';
import { Link } from 'react-router-dom';
import type { LinkStatus } from '../api/lawyer-account.api';

export const LINK_STATUS_MESSAGES: Record<Exclude<LinkStatus, 1>, string> = {
  2: '会員登録リンクの有効期限が切れています。もう一度登録を行ってください',
  3: '既に会員登録されています',
  4: '許可がありません。',
};

interface LinkStatusNoticeProps {
  status: Exclude<LinkStatus, 1>;
  loginPath: string;
}

export function LinkStatusNotice({ status, loginPath }: LinkStatusNoticeProps) {
  return (
    <Result
      status={status === 3 ? 'info' : 'warning'}
      title={LINK_STATUS_MESSAGES[status]}
      subTitle={
        status === 2
          ? 'お手数ですが、管理者に招待メールの再送をご依頼ください。'
          : status === 3
            ? '登録済みのメールアドレスとパスワードでログインしてください。'
            : undefined
      }
      extra={status === 3 ? <Link to={loginPath}>ログイン画面へ</Link> : undefined}
    />
  );
}
