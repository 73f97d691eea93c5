import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Result, Spin } from 'antd';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { confirmEmailChange } from '../../features/account/api/account.api';
import { meQueryKey } from '../../features/session/api/use-me.query';
import { FormPage } from '../../ui/form-page';
import { LinkButton } from '../../ui/link-button';

const INVALID_LINK = 'このリンクは無効か、有効期限が切れています。お手数ですが、もう一度メールアドレスの変更をお申し込みください。';

export function MailChangeConfirmPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const queryClient = useQueryClient();
  const { mutate, data, error, isPending, isIdle } = useMutation({
    mutationFn: confirmEmailChange,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    mutate(token);
  }, [token, mutate]);

  let content;
  if (!token || error) {
    content = (
      <Result
        status="warning"
        title="メールアドレスを変更できませんでした"
        subTitle={error?.message ?? INVALID_LINK}
        extra={<LinkButton to="/mypage/profile/edit">会員情報の編集へ</LinkButton>}
      />
    );
  } else if (isPending || isIdle || !data) {
    content = (
      <div style={{ textAlign: 'center', padding: 32 }}>
        <Spin description="確認しています" />
      </div>
    );
  } else {
    content = (
      <Result
        status="success"
        title="メールアドレスを変更しました"
        subTitle={`今後は ${data.email} でログインしてください。`}
        extra={<LinkButton to="/mypage" type="primary">マイページへ</LinkButton>}
      />
    );
  }

  return <FormPage title="メールアドレスの変更">{content}</FormPage>;
}
