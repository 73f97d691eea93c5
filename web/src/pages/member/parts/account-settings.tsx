import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Card, message as lastingMessage } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { changePassword, requestEmailChange, withdraw } from '../../../features/account/api/account.api';
import { EmailChangeForm } from '../../../features/account/components/email-change-form';
import { PasswordChangeForm } from '../../../features/account/components/password-change-form';
import { WithdrawForm } from '../../../features/account/components/withdraw-form';
import { meQueryKey } from '../../../features/session/api/use-me.query';
import { useSessionStore } from '../../../features/session/stores/session.store';

/** E-mail address, password and withdrawal: only for the member in person, never on their behalf. */
export function AccountSettings({ email }: { email: string }) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const renewToken = useSessionStore((state) => state.renewToken);
  const signOut = useSessionStore((state) => state.signOut);
  const [passwordChangedAt, setPasswordChangedAt] = useState(0);

  const emailChange = useMutation({ mutationFn: requestEmailChange });
  const passwordChange = useMutation({
    mutationFn: changePassword,
    onSuccess: (answer) => {
      // Every other session has ended; this one goes on with the token of the answer.
      renewToken(answer.access_token);
      setPasswordChangedAt(Date.now());
      void message.success('パスワードを変更しました。');
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
  // Signed out while still on a member page, the guard would send the person to the login:
  // the session ends only as this page goes away on the way home.
  const leaving = useRef(false);
  useEffect(
    () => () => {
      if (leaving.current) signOut();
    },
    [signOut],
  );
  const leave = useMutation({
    mutationFn: withdraw,
    onSuccess: () => {
      leaving.current = true;
      void navigate('/', { replace: true });
      // The top page renders outside Ant Design's root, so this page's message holder goes away with
      // it: the farewell is shown by the static holder, which outlives the page.
      void lastingMessage.success('退会の手続きが完了しました。これまでのご利用ありがとうございました。');
    },
  });

  return (
    <>
      <Card title="メールアドレスの変更" variant="borderless" style={{ marginTop: 16 }}>
        <EmailChangeForm
          currentEmail={email}
          submitting={emailChange.isPending}
          error={emailChange.error}
          sentTo={emailChange.isSuccess ? emailChange.variables.email : null}
          onSubmit={(input) => emailChange.mutate(input)}
        />
      </Card>
      <Card title="パスワードの変更" variant="borderless" style={{ marginTop: 16 }}>
        <PasswordChangeForm
          submitting={passwordChange.isPending}
          error={passwordChange.error}
          changedAt={passwordChangedAt}
          onSubmit={(input) => passwordChange.mutate(input)}
        />
      </Card>
      <Card title="退会" variant="borderless" style={{ marginTop: 16 }}>
        <WithdrawForm submitting={leave.isPending} error={leave.error} onSubmit={(input) => leave.mutate(input)} />
      </Card>
    </>
  );
}
