import { Injectable } from '@nestjs/common';
import { EMAIL_INVALID_MESSAGE, normalizeEmail } from '../../domain/accounts/email.rule';
import { identificationStreamId } from '../../domain/identification/identification.events';
import { DomainError } from '../../domain/shared/domain-error';
import { FieldErrors } from '../../domain/shared/field-errors';
import type { CommandContext } from '../shared/command-context';
import { EventStore } from '../shared/event-store.port';
import { FileStore } from '../shared/file-store.port';
import { SearchHistoryStore } from '../properties/property-search.port';
import { SiteUrl } from '../shared/site-url.port';
import { AccountCommands } from './account-commands';
import { accountMails } from './account-mails';
import type { Principal } from './account-role';
import { CredentialStore, EmailTaken } from './credential-store.port';
import { Mailer } from './mailer.port';
import { refuseWhileImpersonating } from './member-session.service';
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
    private readonly mailer: Mailer,
    private readonly site: SiteUrl,
    private readonly sessions: SessionIssuer,
    private readonly accounts: AccountCommands,
    private readonly personalData: PersonalDataStore,
    private readonly files: FileStore,
    private readonly eventStore: EventStore,
    private readonly searchHistory: SearchHistoryStore,
  ) {}

  /** Sends a confirmation link to the new address; nothing changes until it is opened. */
  async requestEmailChange(principal: Principal, input: { email: string; password: string }): Promise<void> {
    refuseWhileImpersonating(principal);
    const credential = await this.activeCredential(principal);
    const errors = new FieldErrors();
    const email = normalizeEmail(input.email ?? '');
    if (!email) errors.add('email', EMAIL_INVALID_MESSAGE);
    else if (email === credential.email) errors.add('email', '現在と同じメールアドレスです。');
    if (!(await this.hasher.verify(credential.password_hash, input.password ?? ''))) errors.add('password', 'パスワードが正しくありません。');
    errors.throwIfAny('email_change.invalid');
    if (await this.credentials.findByEmail(principal.role, email as string)) {
      throw DomainError.invalid('email_change.taken', 'email', EMAIL_IN_USE_MESSAGE);
    }
    const token = await this.tokens.issue('email_change', { subject_id: principal.subjectId, email: email as string }, EMAIL_CHANGE_TTL_SECONDS);
    await this.mailer.send(accountMails.emailChangeLink(email as string, this.site.link(`/mail/change/confirm?token=${token}`), EMAIL_CHANGE_TTL_SECONDS));
  }

  async confirmEmailChange(token: string, context: CommandContext): Promise<{ email: string; position: number }> {
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
    await this.mailer.send(accountMails.emailChanged(previous.email));
    return { email, position: result.position };
  }

  /**
   * Ends the membership: the log records it, the sign-in address, personal data, identity
   * documents and search history are erased, and every session ends.
   */
  async withdraw(principal: Principal, input: { password: string; reason?: string | null }, context: CommandContext): Promise<number> {
    refuseWhileImpersonating(principal);
    const credential = await this.activeCredential(principal);
    if (!(await this.hasher.verify(credential.password_hash, input.password ?? ''))) {
      throw DomainError.invalid('withdraw.wrong_password', 'password', 'パスワードが正しくありません。');
    }
    return this.endMembership(principal.subjectId, credential.email, input.reason ?? null, context);
  }

  /**
   * The same end of membership, decided by the operator rather than the member (the demo members
   * before production): no password to confirm, no mail to send.
   */
  async withdrawByOperator(userId: string, reason: string, context: CommandContext): Promise<number> {
    return this.endMembership(userId, null, reason, context);
  }

  private async endMembership(userId: string, notify: string | null, reason: string | null, context: CommandContext): Promise<number> {
    const result = await this.accounts.run(userId, { type: 'Withdraw', reason }, context);
    await this.sessions.endAllFor(userId);
    await this.credentials.close(userId);
    await this.personalData.erase(userId);
    await this.eraseIdentityDocuments(userId);
    await this.searchHistory.erase(userId);
    if (notify) await this.mailer.send(accountMails.withdrawn(notify));
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
