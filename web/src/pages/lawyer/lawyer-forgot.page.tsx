import { useMutation } from '@tanstack/react-query';
import { Result, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { BackOfficeAuthFrame } from '../../features/back-office/components/back-office-auth.frame';
import { requestLawyerPasswordMail } from '../../features/lawyer-account/api/lawyer-account.api';
import { LawyerForgotForm } from '../../features/lawyer-account/components/lawyer-forgot-form';
import { usePageTitle } from '../../ui/use-page-title';

/** The answer is the same whether or not the address is registered (spec: always success). */
export function LawyerForgotPage() {
  usePageTitle('パスワードの再設定');
  const request = useMutation({
    mutationFn: (email: string) => requestLawyerPasswordMail(email).catch(() => null),
  });
  return (
    <BackOfficeAuthFrame areaName="司法書士ページ" title="パスワードの再設定">
      {request.isSuccess ? (
        <Result
          status="success"
          title="再設定のご案内をお送りしました"
          subTitle="ご登録のメールアドレス宛に、パスワード再設定用のリンクをお送りしました。メールが届かない場合は、迷惑メールフォルダもご確認ください。"
          extra={<Link to="/lawyer/login">ログイン画面へ</Link>}
        />
      ) : (
        <>
          <Typography.Paragraph>
            ご登録のメールアドレスを入力してください。パスワード再設定用のリンクをお送りします。
          </Typography.Paragraph>
          <LawyerForgotForm submitting={request.isPending} onSubmit={(email) => request.mutate(email)} />
          <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0, textAlign: 'center' }}>
            <Link to="/lawyer/login">ログイン画面へ戻る</Link>
          </Typography.Paragraph>
        </>
      )}
    </BackOfficeAuthFrame>
  );
}
