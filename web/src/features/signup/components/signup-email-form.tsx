import { MailOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { HALF_WIDTH_HINT, emailRules } from '../../../ui/password-rules';
import { TurnstileWidget } from './turnstile-widget';

interface SignupEmailFormProps {
  submitting: boolean;
  errorMessage: string | null;
  onSubmit: (email: string, botToken?: string) => void;
  /** The Turnstile site key when bot protection is on: the widget shows and sending waits for its token. */
  turnstileSiteKey?: string;
  /** Whether bot protection is on is not known yet: sending waits. */
  botCheckPending?: boolean;
  /** Changes after a refused attempt, for a fresh token. */
  botCheckResetKey?: number;
}

export function SignupEmailForm({
  submitting,
  errorMessage,
  onSubmit,
  turnstileSiteKey,
  botCheckPending = false,
  botCheckResetKey = 0,
}: SignupEmailFormProps) {
  const [botToken, setBotToken] = useState<string | null>(null);
  const waitingForBotCheck = botCheckPending || (turnstileSiteKey !== undefined && botToken === null);

  return (
    <Form
      layout="vertical"
      requiredMark={false}
      onFinish={({ email }: { email: string }) => onSubmit(email.trim(), botToken ?? undefined)}
    >
      {errorMessage ? <Alert type="error" showIcon title={errorMessage} style={{ marginBottom: 16 }} /> : null}
      <Form.Item label="メールアドレス" name="email" extra={HALF_WIDTH_HINT} rules={emailRules}>
        <Input type="email" autoComplete="email" prefix={<MailOutlined aria-hidden />} placeholder="example@example.jp" />
      </Form.Item>
      {turnstileSiteKey ? (
        <TurnstileWidget siteKey={turnstileSiteKey} onToken={setBotToken} resetKey={botCheckResetKey} />
      ) : null}
      <Typography.Paragraph type="secondary" style={{ fontSize: 13 }}>
        <Link to="/terms">利用規約</Link>と<Link to="/privacy">プライバシーポリシー</Link>
        に同意のうえ、送信してください。
      </Typography.Paragraph>
      <Button type="primary" htmlType="submit" block size="large" loading={submitting} disabled={waitingForBotCheck}>
        登録用のメールを送信する
      </Button>
    </Form>
  );
}
