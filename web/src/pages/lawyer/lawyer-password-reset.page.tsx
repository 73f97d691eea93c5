import { useMutation } from '@tanstack/react-query';
import { Result } from 'antd';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { BackOfficeAuthFrame } from '../../features/back-office/components/back-office-auth.frame';
import { resetLawyerPassword } from '../../features/lawyer-account/api/lawyer-account.api';
import { LawyerResetForm } from '../../features/lawyer-account/components/lawyer-reset-form';
import { errorMessage, serverFieldErrors } from '../../ui/server-field-errors';
import { usePageTitle } from '../../ui/use-page-title';

export function LawyerPasswordResetPage() {
  usePageTitle('新しいパスワードの設定');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const reset = useMutation({ mutationFn: resetLawyerPassword });
  const fieldErrors = useMemo(() => serverFieldErrors(reset.error), [reset.error]);

  let content;
  if (token === '') {
    content = (
      <Result
        status="warning"
        title="許可がありません。"
        subTitle="再設定用のリンクが正しくありません。お手数ですが、もう一度お手続きください。"
        extra={<Link to="/lawyer/forgot">パスワードの再設定へ</Link>}
      />
    );
  } else if (reset.isSuccess) {
    content = (
      <Result
        status="success"
        title="パスワードを再設定しました"
        subTitle="新しいパスワードでログインしてください。"
        extra={<Link to="/lawyer/login">ログイン画面へ</Link>}
      />
    );
  } else {
    content = (
      <LawyerResetForm
        submitting={reset.isPending}
        error={reset.isError ? errorMessage(reset.error, 'パスワードを再設定できませんでした。') : null}
        serverErrors={fieldErrors}
        onSubmit={(values) => reset.mutate({ token, ...values })}
      />
    );
  }
  return (
    <BackOfficeAuthFrame areaName="司法書士ページ" title="新しいパスワードの設定">
      {content}
    </BackOfficeAuthFrame>
  );
}
