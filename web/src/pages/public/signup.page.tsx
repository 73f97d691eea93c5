import { useParams, useSearchParams } from 'react-router-dom';
import { SignupEmailStep } from './signup/signup-email-step';
import { SignupRegisterStep } from './signup/signup-register-step';

/** Step 1 without a token; step 2 from the mailed link (`?token=` or `/signup/register/:token`). */
export function SignupPage() {
  const { token: pathToken } = useParams();
  const [params] = useSearchParams();
  const token = pathToken ?? params.get('token');
  return token ? <SignupRegisterStep token={token} /> : <SignupEmailStep />;
}
