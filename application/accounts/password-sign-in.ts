import { Injectable } from '@nestjs/common';
import { normalizeEmail } from '../../domain/accounts/email.rule';
import { DomainError } from '../../domain/shared/domain-error';
import type { AccountRole } from './account-role';
import { AttemptLimiter } from './attempt-limiter.port';
import { limitAttempts } from './attempt-limits';
import { CredentialStore } from './credential-store.port';
import { PasswordGuessThrottle } from './password-guess-throttle';
import { PasswordHasher } from './password-hasher.port';
import { SessionIssuer, type IssuedSession } from './session-issuer.port';
import { SignInLimit } from './sign-in-limit';

export const WRONG_CREDENTIALS_MESSAGE = 'メールアドレスまたはパスワードが正しくありません。';

/**
 * Sign-in with e-mail and password for every role. Unknown addresses and wrong passwords get the
 * same answer after the same work, so the answer does not tell whether an account exists.
 */
@Injectable()
export class PasswordSignIn {
  constructor(
    private readonly credentials: CredentialStore,
    private readonly hasher: PasswordHasher,
    private readonly limiter: AttemptLimiter,
    private readonly sessions: SessionIssuer,
    private readonly throttle: PasswordGuessThrottle,
    private readonly limit: SignInLimit,
  ) {}

  async signIn(role: AccountRole, emailInput: string, password: string, clientAddress: string | undefined): Promise<{ subjectId: string; session: IssuedSession }> {
    const email = normalizeEmail(emailInput ?? '');
    await limitAttempts(this.limiter, 'login', null, clientAddress, this.limit.perAddress);
    const credential = email ? await this.credentials.findByEmail(role, email) : null;
    // Unknown addresses are counted too, so the answers (429 included) do not tell which exist.
    const matches = await this.throttle.check('login', `${role}:${email ?? ''}`, clientAddress, () =>
      credential ? this.hasher.verify(credential.password_hash, password ?? '') : this.hasher.verifyNothing(password ?? ''),
    );
    if (!credential || !matches) throw DomainError.unauthenticated('auth.wrong_credentials', WRONG_CREDENTIALS_MESSAGE);
    const session = await this.sessions.start({ subjectId: credential.subject_id, role });
    return { subjectId: credential.subject_id, session };
  }
}
