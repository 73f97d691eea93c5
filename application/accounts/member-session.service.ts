import { Injectable } from '@nestjs/common';
import { normalizeEmail } from '../../domain/accounts/email.rule';
import { checkNewPassword } from '../../domain/accounts/password.rules';
import { DomainError } from '../../domain/shared/domain-error';
import { FieldErrors } from '../../domain/shared/field-errors';
import type { CommandContext } from '../shared/command-context';
import { SiteUrl } from '../shared/site-url.port';
import { UnitOfWork } from '../shared/unit-of-work.port';
import { AccountCommands } from './account-commands';
import { accountMails } from './account-mails';
import type { AccountRole, Principal } from './account-role';
import { AttemptLimiter } from './attempt-limiter.port';
import { limitAttempts } from './attempt-limits';
import { CredentialStore } from './credential-store.port';
import { MailOutbox } from './mail-outbox.port';
import { OneTimeTokens } from './one-time-tokens.port';
import { PasswordGuessThrottle } from './password-guess-throttle';
import { PasswordHasher } from './password-hasher.port';
import { answerSteadily } from '../shared/steady-answer';
import { SessionIssuer, type IssuedSession } from './session-issuer.port';

export const PASSWORD_RESET_TTL_SECONDS = 60 * 60;
/**
 * Requests about an e-mail address (forgot-password, e-mail change) answer after this long
 * whether or not the address belongs to an account, so their timing does not tell.
 */
export const STEADY_ANSWER_MS = 400;
export const FORGOT_PASSWORD_MESSAGE =
  'ご登録のメールアドレスに、パスワード再設定のご案内を送信しました。メールが届かない場合は、入力したメールアドレスをご確認ください。';
export const RESET_LINK_INVALID_MESSAGE = 'このリンクは無効か、有効期限が切れています。もう一度パスワードの再設定をお申し込みください。';

/** Rules every role shares: a session acting for a member cannot change how the member signs in. */
export function refuseWhileImpersonating(principal: Principal): void {
  if (principal.impersonatorId) {
    throw DomainError.forbidden('auth.impersonation_forbidden', '代理ログイン中は、パスワード・メールアドレスの変更と退会はできません。');
  }
}

/** Passwords and sessions of members and lawyers: change, forgot, reset, sign-out. */
@Injectable()
export class MemberSessionService {
  constructor(
    private readonly credentials: CredentialStore,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionIssuer,
    private readonly tokens: OneTimeTokens,
    private readonly outbox: MailOutbox,
    private readonly unitOfWork: UnitOfWork,
    private readonly site: SiteUrl,
    private readonly limiter: AttemptLimiter,
    private readonly accounts: AccountCommands,
    private readonly throttle: PasswordGuessThrottle,
  ) {}

  async changePassword(
    principal: Principal,
    input: { current_password: string; password: string; password_confirmation: string },
    context: CommandContext,
  ): Promise<IssuedSession> {
    refuseWhileImpersonating(principal);
    const credential = await this.credentials.get(principal.subjectId);
    if (!credential || credential.status !== 'active') throw DomainError.unauthenticated('auth.closed', 'ログインが必要です。');
    const errors = new FieldErrors();
    const current = await this.throttle.check('password_check', principal.subjectId, context.clientAddress, () =>
      this.hasher.verify(credential.password_hash, input.current_password ?? ''),
    );
    if (!current) errors.add('current_password', '現在のパスワードが正しくありません。');
    checkNewPassword(input, errors, [credential.email]);
    errors.throwIfAny('password.invalid');
    const passwordHash = await this.hasher.hash(input.password);
    await this.unitOfWork.run(async () => {
      await this.credentials.setPassword(principal.subjectId, passwordHash);
      await this.sessions.endAllFor(principal.subjectId);
      if (principal.role === 'member') await this.accounts.run(principal.subjectId, { type: 'RecordPasswordChange', via: 'change' }, context);
      await this.outbox.enqueue(accountMails.passwordChanged(credential.email));
    });
    return this.sessions.start({ subjectId: principal.subjectId, role: principal.role });
  }

  /** Always succeeds from the outside, in the same time; a mail goes only to a known address. */
  async forgot(role: AccountRole, emailInput: string, context: CommandContext): Promise<void> {
    const email = normalizeEmail(emailInput ?? '');
    await limitAttempts(this.limiter, 'forgot', email ? `${role}:${email}` : null, context.clientAddress);
    await answerSteadily(
      STEADY_ANSWER_MS,
      () =>
        this.unitOfWork.run(async () => {
          const credential = email ? await this.credentials.findByEmail(role, email) : null;
          if (!email || !credential) return;
          const token = await this.tokens.issue('password_reset', { subject_id: credential.subject_id, role }, PASSWORD_RESET_TTL_SECONDS);
          const path = role === 'lawyer' ? '/lawyer/password/reset' : '/password/reset';
          await this.outbox.enqueue(accountMails.passwordReset(email, this.site.link(`${path}?token=${token}`), PASSWORD_RESET_TTL_SECONDS));
        }),
      (error) => console.error('password reset mail failed after the answer:', error),
    );
  }

  /** Sets a new password from a mailed link and ends every session of the account. Answers whose password it was. */
  async reset(
    role: AccountRole,
    input: { token: string; password: string; password_confirmation: string },
    context: CommandContext,
  ): Promise<string> {
    await limitAttempts(this.limiter, 'reset', null, context.clientAddress);
    const lookup = await this.tokens.inspect('password_reset', input.token ?? '');
    if (lookup.state !== 'valid' || !lookup.payload || lookup.payload.role !== role) {
      throw DomainError.invalid('password.reset_link_invalid', 'token', RESET_LINK_INVALID_MESSAGE);
    }
    const credential = await this.credentials.get(lookup.payload.subject_id);
    if (!credential || credential.status !== 'active') throw DomainError.invalid('password.reset_link_invalid', 'token', RESET_LINK_INVALID_MESSAGE);
    const errors = new FieldErrors();
    checkNewPassword(input, errors, [credential.email]);
    errors.throwIfAny('password.invalid');
    const passwordHash = await this.hasher.hash(input.password);
    await this.unitOfWork.run(async () => {
      if ((await this.tokens.consume('password_reset', input.token)).state !== 'valid') {
        throw DomainError.invalid('password.reset_link_invalid', 'token', RESET_LINK_INVALID_MESSAGE);
      }
      await this.credentials.setPassword(credential.subject_id, passwordHash);
      await this.sessions.endAllFor(credential.subject_id);
      const resetContext = { ...context, actor: { id: credential.subject_id, role } };
      if (role === 'member') await this.accounts.run(credential.subject_id, { type: 'RecordPasswordChange', via: 'reset' }, resetContext);
      await this.outbox.enqueue(accountMails.passwordChanged(credential.email));
    });
    return credential.subject_id;
  }

  signOut(principal: Principal): Promise<void> {
    return this.sessions.end(principal.sessionId);
  }
}
