import { useMutation } from '@tanstack/react-query';
import { Spin } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useAcceptSignIn } from '../../../features/session/api/use-accept-sign-in';
import { registerMember } from '../../../features/signup/api/signup.api';
import { useSignupLink } from '../../../features/signup/api/use-signup-link.query';
import { SignupLinkProblem } from '../../../features/signup/components/signup-link-problem';
import { SignupRegisterForm } from '../../../features/signup/components/signup-register-form';
import type { RegisterValues } from '../../../features/signup/components/signup-register-form';
import { SignupSteps } from '../../../features/signup/components/signup-steps';
import { FormPage } from '../../../ui/form-page';

export const SIGNUP_COMPLETE_PATH = '/signup/complete';

export function SignupRegisterStep({ token }: { token: string }) {
  const link = useSignupLink(token);
  const acceptSignIn = useAcceptSignIn();
  const navigate = useNavigate();
  const register = useMutation({
    mutationFn: (values: RegisterValues) => registerMember({ ...values, token }),
    onSuccess: (answer) => {
      acceptSignIn(answer);
      void navigate(SIGNUP_COMPLETE_PATH, { replace: true, state: { id: answer.user?.id ?? null } });
    },
  });

  const check = link.data;
  return (
    <FormPage title="会員登録" top={<SignupSteps current={1} />}>
      {!check ? (
        <div style={{ textAlign: 'center', padding: 32 }}>
          <Spin description="登録リンクを確認しています" />
        </div>
      ) : check.status === 1 ? (
        <SignupRegisterForm
          email={check.email}
          submitting={register.isPending}
          error={register.error}
          onSubmit={(values) => register.mutate(values)}
        />
      ) : (
        <SignupLinkProblem status={check.status} />
      )}
    </FormPage>
  );
}
