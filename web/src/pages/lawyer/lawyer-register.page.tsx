import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Skeleton } from 'antd';
import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { BackOfficeAuthFrame } from '../../features/back-office/components/back-office-auth.frame';
import { signUpLawyer } from '../../features/lawyer-account/api/lawyer-account.api';
import { useLawyerLinkStatus } from '../../features/lawyer-account/api/lawyer-account.query';
import { LawyerRegisterForm } from '../../features/lawyer-account/components/lawyer-register-form';
import { LinkStatusNotice } from '../../features/lawyer-account/components/link-status-notice';
import { useSessionStore } from '../../features/session/stores/session.store';
import { errorMessage, serverFieldErrors } from '../../ui/server-field-errors';
import { usePageTitle } from '../../ui/use-page-title';

export function LawyerRegisterPage() {
  usePageTitle('司法書士アカウントの登録');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const link = useLawyerLinkStatus(token);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signUp = useMutation({
    mutationFn: signUpLawyer,
    onSuccess: (answer) => {
      queryClient.clear();
      useSessionStore.getState().signIn('lawyer', answer.access_token);
      void navigate('/lawyer/profile/edit', { replace: true });
    },
  });
  const fieldErrors = useMemo(() => serverFieldErrors(signUp.error), [signUp.error]);

  let content;
  if (token === '') {
    content = <LinkStatusNotice status={4} loginPath="/lawyer/login" />;
  } else if (link.isPending) {
    content = <Skeleton active aria-label="登録リンクを確認しています" />;
  } else if (!link.data) {
    content = <LinkStatusNotice status={4} loginPath="/lawyer/login" />;
  } else if (link.data.status !== 1) {
    content = <LinkStatusNotice status={link.data.status} loginPath="/lawyer/login" />;
  } else {
    content = (
      <LawyerRegisterForm
        email={link.data.email}
        submitting={signUp.isPending}
        error={signUp.isError ? errorMessage(signUp.error, '登録できませんでした。入力内容をご確認ください。') : null}
        serverErrors={fieldErrors}
        onSubmit={(values) => signUp.mutate({ token, ...values, name: values.name.trim(), office_name: values.office_name.trim() })}
      />
    );
  }
  return (
    <BackOfficeAuthFrame areaName="司法書士ページ" title="司法書士アカウントの登録">
      {content}
    </BackOfficeAuthFrame>
  );
}
