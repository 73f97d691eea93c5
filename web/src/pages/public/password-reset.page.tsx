import { useMutation } from '@tanstack/react-query';
import { Result } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { resetPassword } from '../../features/account/api/account.api';
import { NewPasswordForm } from '../../features/account/components/new-password-form';
import type { NewPasswordValues } from '../../features/account/components/new-password-form';
import { useSessionStore } from '../../features/session/stores/session.store';
import { FormPage } from '../../ui/form-page';
import { LinkButton } from '../../ui/link-button';

export function PasswordResetPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const signOut = useSessionStore((state) => state.signOut);
  const reset = useMutation({
    mutationFn: (values: NewPasswordValues) => resetPassword({ ...values, token: token ?? '' }),
    // The server ends every session of the account; this browser follows.
    onSuccess: () => {
      if (useSessionStore.getState().token !== null) signOut();
    },
  });

  if (!token) {
    return (
      <FormPage title="パスワードの再設定">
        <Result
          status="warning"
          title="再設定用のリンクが正しくありません"
          subTitle="お手数ですが、もう一度パスワードの再設定をお申し込みください。"
          extra={<LinkButton to="/forgot" type="primary">再設定をお申し込みする</LinkButton>}
        />
      </FormPage>
    );
  }

  return (
    <FormPage title="パスワードの再設定" lead={reset.isSuccess ? undefined : '新しいパスワードを2回入力してください。'}>
      {reset.isSuccess ? (
        <Result
          status="success"
          title="パスワードを再設定しました"
          subTitle="新しいパスワードでログインしてください。"
          extra={<LinkButton to="/login" type="primary">ログインする</LinkButton>}
        />
      ) : (
        <NewPasswordForm submitting={reset.isPending} error={reset.error} onSubmit={(values) => reset.mutate(values)} />
      )}
    </FormPage>
  );
}
