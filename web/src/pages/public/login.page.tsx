import { useMutation } from '@tanstack/react-query';
import { Divider, Flex, Typography } from 'antd';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { login } from '../../features/session/api/session.api';
import { useAcceptSignIn } from '../../features/session/api/use-accept-sign-in';
import { LoginForm } from '../../features/session/components/login-form';
import { safeRedirect } from '../../features/session/lib/login-redirect';
import { useSessionStore } from '../../features/session/stores/session.store';
import { FormPage } from '../../ui/form-page';
import { LinkButton } from '../../ui/link-button';

export function LoginPage() {
  const [params] = useSearchParams();
  const target = safeRedirect(params.get('redirect'));
  const isMember = useSessionStore((state) => state.strategy === 'member' && state.token !== null);
  const acceptSignIn = useAcceptSignIn();
  const signIn = useMutation({ mutationFn: login, onSuccess: acceptSignIn });

  // Also the way on after a successful login: the store change renders this again.
  if (isMember) return <Navigate to={target} replace />;

  return (
    <FormPage title="ログイン">
      {params.get('redirect') ? (
        <Typography.Paragraph type="secondary">このページをご覧いただくには、ログインが必要です。</Typography.Paragraph>
      ) : null}
      <LoginForm submitting={signIn.isPending} error={signIn.error} onSubmit={(input) => signIn.mutate(input)} />
      <Flex justify="center" style={{ marginTop: 16 }}>
        <Link to="/forgot">パスワードをお忘れの方はこちら</Link>
      </Flex>
      <Divider plain>はじめての方</Divider>
      <Typography.Paragraph style={{ textAlign: 'center' }}>
        会員登録（無料）をすると、物件の出品やお気に入り登録、売主・買主とのメッセージのやり取りができます。
      </Typography.Paragraph>
      <LinkButton to="/signup" block size="large">
        会員登録（無料）はこちら
      </LinkButton>
    </FormPage>
  );
}
