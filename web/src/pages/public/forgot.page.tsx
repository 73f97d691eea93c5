import { useMutation } from '@tanstack/react-query';
import { Result, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { requestPasswordReset } from '../../features/account/api/account.api';
import { ForgotPasswordForm } from '../../features/account/components/forgot-password-form';
import { FormPage } from '../../ui/form-page';
import { LinkButton } from '../../ui/link-button';

export function ForgotPage() {
  // The answer is never shown: whether an address is registered must not be told.
  const send = useMutation({ mutationFn: (email: string) => requestPasswordReset(email).catch(() => null) });

  return (
    <FormPage
      title="パスワードの再設定"
      lead={send.isSuccess ? undefined : 'ご登録のメールアドレスを入力してください。パスワードを再設定するためのリンクをお送りします。'}
    >
      {send.isSuccess ? (
        <Result
          status="success"
          title="メールを送信しました"
          subTitle="ご入力のメールアドレスが登録されている場合、パスワード再設定用のリンクをお送りしました。メールをご確認ください。"
          extra={<LinkButton to="/login">ログイン画面へ戻る</LinkButton>}
        />
      ) : (
        <>
          <ForgotPasswordForm submitting={send.isPending} onSubmit={(email) => send.mutate(email)} />
          <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0, textAlign: 'center' }}>
            <Link to="/login">ログイン画面へ戻る</Link>
          </Typography.Paragraph>
        </>
      )}
    </FormPage>
  );
}
