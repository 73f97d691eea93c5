import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Typography } from 'antd';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { returnPath } from '../../features/back-office/back-office-paths';
import { BackOfficeAuthFrame } from '../../features/back-office/components/back-office-auth.frame';
import { SignInForm } from '../../features/back-office/components/sign-in-form';
import { signInLawyer } from '../../features/lawyer-account/api/lawyer-account.api';
import { useSessionStore } from '../../features/session/stores/session.store';
import { errorMessage } from '../../ui/server-field-errors';
import { usePageTitle } from '../../ui/use-page-title';

const FAILED = 'ログインできませんでした。メールアドレスとパスワードをご確認ください。';

export function LawyerLoginPage() {
  usePageTitle('司法書士ログイン');
  const location = useLocation();
  const strategy = useSessionStore((state) => state.strategy);
  const queryClient = useQueryClient();
  const signIn = useMutation({
    mutationFn: signInLawyer,
    onSuccess: (answer) => {
      queryClient.clear();
      useSessionStore.getState().signIn('lawyer', answer.access_token);
    },
  });

  if (strategy === 'lawyer') {
    return <Navigate to={returnPath(location.state, '/lawyer/', '/lawyer/contract/list')} replace />;
  }
  return (
    <BackOfficeAuthFrame areaName="司法書士ページ" title="司法書士ログイン">
      <SignInForm
        submitting={signIn.isPending}
        error={signIn.isError ? errorMessage(signIn.error, FAILED) : null}
        onSubmit={(values) => signIn.mutate({ email: values.email.trim(), password: values.password })}
      />
      <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0, textAlign: 'center' }}>
        <Link to="/lawyer/forgot">パスワードをお忘れの方はこちら</Link>
      </Typography.Paragraph>
    </BackOfficeAuthFrame>
  );
}
