import { Result } from 'antd';
import { LinkButton } from '../../../ui/link-button';
import type { LinkStatus } from '../api/signup.api';

/** The spec's messages for a sign-up link that cannot be used. */
export const LINK_STATUS_MESSAGES: Record<Exclude<LinkStatus, 1>, string> = {
  2: '会員登録リンクの有効期限が切れています。もう一度登録を行ってください',
  3: '既に会員登録されています',
  4: '許可がありません。',
};

interface SignupLinkProblemProps {
  status: Exclude<LinkStatus, 1>;
}

export function SignupLinkProblem({ status }: SignupLinkProblemProps) {
  const action =
    status === 3 ? (
      <LinkButton to="/login" type="primary">
        ログインへ進む
      </LinkButton>
    ) : (
      <LinkButton to="/signup" type="primary">
        会員登録をやり直す
      </LinkButton>
    );
  return <Result status={status === 3 ? 'info' : 'warning'} title={LINK_STATUS_MESSAGES[status]} extra={action} />;
}
