import { Result } from 'antd';
import { Link } from 'react-router-dom';

export function ContactThanks() {
  return (
    <Result
      status="success"
      title="お問い合わせを受け付けました"
      subTitle="確認のメールをお送りしました。事務局より順にご連絡いたしますので、しばらくお待ちください。"
      extra={<Link to="/">トップへ戻る</Link>}
    />
  );
}
