import { Injectable } from '@nestjs/common';
import { EMAIL_INVALID_MESSAGE, normalizeEmail } from '../../domain/accounts/email.rule';
import { identificationStreamId } from '../../domain/identification/identification.events';
import { DomainError } from '../../domain/shared/domain-error';
import { FieldErrors } from '../../domain/shared/field-errors';
import type { CommandContext } from '../shared/command-context';
import { EventStore } from '../shared/event-store.port';
import { FileStore } from '../shared/file-store.port';
import { SearchHistoryStore } from '../properties/property-search.port';
import { ContractPartyRecords } from '../contracts/contract-party-names.port';
import { SiteUrl } from '../shared/site-url.port';
import { UnitOfWork } from '../shared/unit-of-work.port';
import { PersonalDataErasureService } from './personal-data-erasure.service';
import { AccountCommands } from './account-commands';
import { accountMails } from './account-mails';
import type { Principal } from './account-role';
import { CredentialStore, EmailTaken } from './credential-store.port';
import { MailOutbox } from './mail-outbox.port';
import { refuseWhileImpersonating, STEADY_ANSWER_MS } from './member-session.service';
import { AttemptLimiter } from './attempt-limiter.port';
import { limitAttempts } from './attempt-limits';
import { PasswordGuessThrottle } from './password-guess-throttle';
import { answerSteadily } from '../shared/steady-answer';
import { OneTimeTokens } from './one-time-tokens.port';
import { PasswordHasher } from './password-hasher.port';
import { PersonalDataStore } from './personal-data-store.port';
import { SessionIssuer } from './session-issuer.port';
import { IDENTITY_DOCUMENT_AREA } from './identification.service';

export const EMAIL_CHANGE_TTL_SECONDS = 24 * 60 * 60;
const EMAIL_IN_USE_MESSAGE = 'このメールアドレスは使用できません。別のメールアドレスを入力してください。';

/** A member's sign-in address and the end of membership. */
@Injectable()
export class MemberSettingsService {
  constructor(
    private readonly credentials: CredentialStore,
    private readonly hasher: PasswordHasher,
    private readonly tokens: OneTimeTokens,
    private readonly outbox: MailOutbox,
    private readonly unitOfWork: UnitOfWork,
    private readonly site: SiteUrl,
    private readonly sessions: SessionIssuer,
    private readonly accounts: AccountCommands,
    private readonly personalData: PersonalDataStore,
    private readonly files: FileStore,
    private readonly eventStore: EventStore,
    private readonly searchHistory: SearchHistoryStore,
    private readonly limiter: AttemptLimiter,
    private readonly throttle: PasswordGuessThrottle,
    private readonly contractParties: ContractPartyRecords,
    private readonly erasure: PersonalDataErasureService,
  ) {}

  /**
   * Sends a confirmation link to the new address; nothing changes until it is opened. Whether
   * another account uses the new address is not told (same answer, same time): the link is
   * simply not sent then, and confirming would refuse it anyway.
   */
  async requestEmailChange(principal: Principal, input: { email: string; password: string }, context: CommandContext): Promise<void> {
    refuseWhileImpersonating(principal);
    const credential = await this.activeCredential(principal);
    const errors = new FieldErrors();
    const email = normalizeEmail(input.email ?? '');
    if (!email) errors.add('email', EMAIL_INVALID_MESSAGE);
    else if (email === credential.email) errors.add('email', '現在と同じメールアドレスです。');
    await limitAttempts(this.limiter, 'mail_change', email, context.clientAddress);
    const passwordMatches = await this.throttle.check('password_check', principal.subjectId, context.clientAddress, () =>
      this.hasher.verify(credential.password_hash, input.password ?? ''),
    );
    if (!passwordMatches) errors.add('password', 'パスワードが正しくありません。');
    errors.throwIfAny('email_change.invalid');
    const newEmail = email as string;
    await answerSteadily(
      STEADY_ANSWER_MS,
      () =>
        this.unitOfWork.run(async () => {
          if (await this.credentials.findByEmail(principal.role, newEmail)) return;
          const token = await this.tokens.issue('email_change', { subject_id: principal.subjectId, email: newEmail }, EMAIL_CHANGE_TTL_SECONDS);
          await this.outbox.enqueue(accountMails.emailChangeLink(newEmail, this.site.link(`/mail/change/confirm?token=${token}`), EMAIL_CHANGE_TTL_SECONDS));
        }),
      (error) => console.error('e-mail change mail failed after the answer:', error),
    );
  }

  async confirmEmailChange(token: string, context: CommandContext): Promise<{ email: string; position: number }> {
    return this.unitOfWork.run(() => this.changeEmail(token, context));
  }

  private async changeEmail(token: string, context: CommandContext): Promise<{ email: string; position: number }> {
    const lookup = await this.tokens.consume('email_change', token ?? '');
    if (lookup.state !== 'valid' || !lookup.payload) {
      throw DomainError.invalid('email_change.link_invalid', 'token', 'このリンクは無効か、有効期限が切れています。もう一度メールアドレスの変更をお申し込みください。');
    }
    const { subject_id: subjectId, email } = lookup.payload;
    const previous = await this.credentials.get(subjectId);
    if (!previous || previous.status !== 'active') throw DomainError.notFound('account.not_found', '会員が見つかりません。');
    try {
      await this.credentials.setEmail(subjectId, email);
    } catch (error) {
      if (error instanceof EmailTaken) throw DomainError.invalid('email_change.taken', 'email', EMAIL_IN_USE_MESSAGE);
      throw error;
    }
    const result = await this.accounts.run(subjectId, { type: 'RecordEmailChange' }, { ...context, actor: { id: subjectId, role: 'member' } });
    await this.outbox.enqueue(accountMails.emailChanged(previous.email));
    return { email, position: result.position };
  }

  /**
   * Ends the membership: the log records it, the sign-in address, personal data, identity
   * documents and search history are erased, the member's name and address on their contracts are
   * replaced by 退会済み会員, every session ends, and the erasure of the rest (their keys) is
   * scheduled for the end of the retention period.
   */
  async withdraw(principal: Principal, input: { password: string; reason?: string | null }, context: CommandContext): Promise<number> {
    refuseWhileImpersonating(principal);
    const credential = await this.activeCredential(principal);
    const passwordMatches = await this.throttle.check('password_check', principal.subjectId, context.clientAddress, () =>
      this.hasher.verify(credential.password_hash, input.password ?? ''),
    );
    if (!passwordMatches) throw DomainError.invalid('withdraw.wrong_password', 'password', 'パスワードが正しくありません。');
    return this.endMembership(principal.subjectId, credential.email, input.reason ?? null, context, { goodbye: true });
  }

  /**
   * The same end of membership, decided by the operator rather than the member (the demo members
   * before production): no password to confirm, no goodbye mail.
   */
  async withdrawByOperator(userId: string, reason: string, context: CommandContext): Promise<number> {
    const credential = await this.credentials.get(userId);
    if (!credential || credential.status !== 'active') throw DomainError.notFound('account.not_found', '会員が見つかりません。');
    return this.endMembership(userId, credential.email, reason, context, { goodbye: false });
  }

  private async endMembership(
    userId: string,
    email: string,
    reason: string | null,
    context: CommandContext,
    options: { goodbye: boolean },
  ): Promise<number> {
    const result = await this.unitOfWork.run(async () => {
      const withdrawn = await this.accounts.run(userId, { type: 'Withdraw', reason }, context);
      await this.sessions.endAllFor(userId);
      await this.credentials.close(userId);
      await this.personalData.erase(userId);
      await this.searchHistory.erase(userId);
      await this.contractParties.forgetMember(userId);
      // What stays encrypted in the log (messages to the office) goes with the keys after the retention period.
      await this.erasure.request(userId, email);
      // Notices not yet sent would reach someone who has left; the goodbye is the last mail.
      await this.outbox.discardPendingTo(email);
      if (options.goodbye) await this.outbox.enqueue(accountMails.withdrawn(email));
      return withdrawn;
    });
    // Files are not part of the transaction: they go once the withdrawal is recorded.
    await this.eraseIdentityDocuments(userId);
    return result.position;
  }

  private async eraseIdentityDocuments(userId: string): Promise<void> {
    const { events } = await this.eventStore.readStream(identificationStreamId(userId));
    for (const event of events) {
      if (event.type !== 'IdentityDocumentsSubmitted') continue;
      const { documents } = event.data as { documents: Array<{ id: string }> };
      for (const document of documents) await this.files.remove(IDENTITY_DOCUMENT_AREA, document.id);
    }
  }

  private async activeCredential(principal: Principal) {
    const credential = await this.credentials.get(principal.subjectId);
    if (!credential || credential.status !== 'active') throw DomainError.unauthenticated('auth.closed', 'ログインが必要です。');
    return credential;
  }
}
