import { Result, Typography } from 'antd';

interface SignupEmailSentProps {
  email: string;
}

export function SignupEmailSent({ email }: SignupEmailSentProps) {
  return (
    <Result
      status="success"
      title="メールを送信しました"
      subTitle={`${email} 宛てに会員登録用のリンクをお送りしました。`}
      extra={
        <div style={{ textAlign: 'left' }}>
          <Typography.Paragraph>
            メールに記載のリンクを開き、会員登録を続けてください。リンクには有効期限があります。
          </Typography.Paragraph>
          <Typography.Paragraph type="secondary" style={{ fontSize: 13 }}>
            メールが届かない場合は、迷惑メールフォルダをご確認いただくか、アドレスに誤りがないかご確認のうえ、もう一度お試しください。
          </Typography.Paragraph>
        </div>
      }
    />
  );
}
