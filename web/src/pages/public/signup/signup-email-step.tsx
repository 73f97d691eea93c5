import { useMutation } from '@tanstack/react-query';
import { Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { sendSignupEmail } from '../../../features/signup/api/signup.api';
import { useBotCheckSettings } from '../../../features/signup/api/use-bot-check.query';
import { SignupEmailForm } from '../../../features/signup/components/signup-email-form';
import { SignupEmailSent } from '../../../features/signup/components/signup-email-sent';
import { SignupSteps } from '../../../features/signup/components/signup-steps';
import { FormPage } from '../../../ui/form-page';

export function SignupEmailStep() {
  const botCheck = useBotCheckSettings();
  // A bot-check token is spent by any attempt the server looked at: a refused one needs a new token.
  const [botCheckResetKey, setBotCheckResetKey] = useState(0);
  const send = useMutation({
    mutationFn: sendSignupEmail,
    onError: () => setBotCheckResetKey((key) => key + 1),
  });

  if (send.isSuccess) {
    return (
      <FormPage title="会員登録" top={<SignupSteps current={0} />}>
        <SignupEmailSent email={send.variables.email} />
      </FormPage>
    );
  }

  return (
    <FormPage
      title="会員登録"
      top={<SignupSteps current={0} />}
      lead="会員登録は無料です。ご登録のメールアドレスに、登録を続けるためのリンクをお送りします。"
    >
      <SignupEmailForm
        submitting={send.isPending}
        errorMessage={send.error?.message ?? null}
        onSubmit={(email, botToken) => send.mutate({ email, botToken })}
        turnstileSiteKey={botCheck?.provider === 'turnstile' ? botCheck.siteKey : undefined}
        botCheckPending={botCheck === undefined}
        botCheckResetKey={botCheckResetKey}
      />
      <Typography.Paragraph style={{ marginTop: 24, marginBottom: 0, textAlign: 'center' }}>
        すでに会員の方は<Link to="/login">こちらからログイン</Link>してください。
      </Typography.Paragraph>
    </FormPage>
  );
}
