import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Navigate, useLocation } from 'react-router-dom';
import { signInAdmin } from '../../features/admin-account/api/admin-account.api';
import { returnPath } from '../../features/back-office/back-office-paths';
import { BackOfficeAuthFrame } from '../../features/back-office/components/back-office-auth.frame';
import { SignInForm } from '../../features/back-office/components/sign-in-form';
import { useImpersonationStore } from '../../features/impersonation/stores/impersonation.store';
import { useSessionStore } from '../../features/session/stores/session.store';
import { errorMessage } from '../../ui/server-field-errors';
import { usePageTitle } from '../../ui/use-page-title';

const FAILED = 'ログインできませんでした。メールアドレスとパスワードをご確認ください。';

export function AdminLoginPage() {
  usePageTitle('管理者ログイン');
  const location = useLocation();
  const strategy = useSessionStore((state) => state.strategy);
  const queryClient = useQueryClient();
  const signIn = useMutation({
    mutationFn: signInAdmin,
    onSuccess: (answer) => {
      useImpersonationStore.getState().end();
      queryClient.clear();
      useSessionStore.getState().signIn('admin', answer.access_token);
    },
  });

  if (strategy === 'admin') {
    return <Navigate to={returnPath(location.state, '/admin/', '/admin/user/list')} replace />;
  }
  return (
    <BackOfficeAuthFrame areaName="管理画面" title="管理者ログイン">
      <SignInForm
        submitting={signIn.isPending}
        error={signIn.isError ? errorMessage(signIn.error, FAILED) : null}
        onSubmit={(values) => signIn.mutate({ email: values.email.trim(), password: values.password })}
      />
    </BackOfficeAuthFrame>
  );
}
