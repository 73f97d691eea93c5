import { Result } from 'antd';
import { Link } from 'react-router-dom';

interface SignedOutNoticeProps {
  loginPath: string;
  pending: boolean;
}

export function SignedOutNotice({ loginPath, pending }: SignedOutNoticeProps) {
  if (pending) return <Result status="info" title="ログアウトしています…" />;
  return (
    <Result
      status="success"
      title="ログアウトしました"
      subTitle="ご利用ありがとうございました。"
      extra={<Link to={loginPath}>ログイン画面へ</Link>}
    />
  );
}
