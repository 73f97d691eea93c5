import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useMe } from '../../features/session/api/use-me.query';
import { finishSignup } from '../../features/signup/api/signup.api';
import { SignupDone } from '../../features/signup/components/signup-done';
import { SignupSteps } from '../../features/signup/components/signup-steps';
import { FormPage } from '../../ui/form-page';

function idFromState(state: unknown): string | null {
  const id = (state as { id?: unknown } | null)?.id;
  return typeof id === 'string' && id !== '' ? id : null;
}

export function SignupCompletePage() {
  const location = useLocation();
  const me = useMe();
  const id = idFromState(location.state) ?? me.data?.id ?? null;
  const { mutate: finish } = useMutation({ mutationFn: finishSignup });
  const finishedFor = useRef<string | null>(null);

  useEffect(() => {
    if (id === null || finishedFor.current === id) return;
    finishedFor.current = id;
    finish(id);
  }, [id, finish]);

  return (
    <FormPage title="会員登録" top={<SignupSteps current={2} />}>
      <SignupDone
        profilePath="/mypage/profile/edit"
        identificationPath="/mypage/profile/edit/honnin"
        mypagePath="/mypage"
      />
    </FormPage>
  );
}
