import type { SignInAnswer } from '../../../lib/sign-in-answer';
import { useSessionStore } from '../stores/session.store';
import { strategyFromRole } from './strategy-from-role';

/** Stores a sign-in answer as the current session. */
export function useAcceptSignIn(): (answer: SignInAnswer) => void {
  const signIn = useSessionStore((state) => state.signIn);
  return (answer) => signIn(strategyFromRole(answer.role), answer.access_token);
}
