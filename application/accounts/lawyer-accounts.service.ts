import { Injectable } from '@nestjs/common';
import { EMAIL_INVALID_MESSAGE, normalizeEmail } from '../../domain/accounts/email.rule';
import { checkNewPassword } from '../../domain/accounts/password.rules';
import { checkLawyerRegistration, lawyerDecider, type LawyerCommand } from '../../domain/lawyers/lawyer.decider';
import { lawyerStreamId, type LawyerProfile } from '../../domain/lawyers/lawyer.events';
import { DomainError } from '../../domain/shared/domain-error';
import { FieldErrors } from '../../domain/shared/field-errors';
import type { LawyerDocument } from '../../read-models/lawyers/lawyers.projector';
import { Clock } from '../shared/clock.port';
import type { CommandContext } from '../shared/command-context';
import type { CommandResult } from '../shared/command-result';
import { handleDeciderCommand } from '../shared/decider-command.handler';
import { EventStore } from '../shared/event-store.port';
import { IdGenerator } from '../shared/id-generator.port';
import { ReadStore } from '../shared/read-store.port';
import { SiteUrl } from '../shared/site-url.port';
import { UnitOfWork } from '../shared/unit-of-work.port';
import { accountMails } from './account-mails';
import type { AccountRole } from './account-role';
import { CredentialStore, EmailTaken } from './credential-store.port';
import { MailOutbox } from './mail-outbox.port';
import { LINK_STATUS, linkStatusOf, unusableLink, type LinkStatus } from './member-sign-up.service';
import { OneTimeTokens } from './one-time-tokens.port';
import { PasswordHasher } from './password-hasher.port';
import { PersonalDataErasureService } from './personal-data-erasure.service';
import { SessionIssuer, type IssuedSession } from './session-issuer.port';

export const LAWYER_INVITATION_TTL_SECONDS = 7 * 24 * 60 * 60;

export type LawyerView = Omit<LawyerDocument, 'lawyer_id' | 'status' | 'invited_at' | 'updated_at'> & { id: string; email: string | null };

type WithoutNow<C> = C extends { now: string } ? Omit<C, 'now'> : never;

/** 司法書士 accounts: invited by an admin, registered through the mailed link. */
@Injectable()
export class LawyerAccountsService {
  constructor(
    private readonly eventStore: EventStore,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    private readonly readStore: ReadStore,
    private readonly credentials: CredentialStore,
    private readonly tokens: OneTimeTokens,
    private readonly outbox: MailOutbox,
    private readonly unitOfWork: UnitOfWork,
    private readonly site: SiteUrl,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionIssuer,
    private readonly erasure: PersonalDataErasureService,
  ) {}

  async invite(emailInput: string, context: CommandContext): Promise<void> {
    const email = normalizeEmail(emailInput ?? '');
    if (!email) throw DomainError.invalid('lawyer.email_invalid', 'email', EMAIL_INVALID_MESSAGE);
    if (await this.credentials.findByEmail('lawyer', email)) {
      throw DomainError.invalid('lawyer.email_taken', 'email', 'このメールアドレスの司法書士は既に登録されています。');
    }
    const lawyerId = this.ids.uuid();
    await this.unitOfWork.run(async () => {
      await this.run(lawyerId, { type: 'InviteLawyer', lawyer_id: lawyerId }, context);
      const token = await this.tokens.issue('lawyer_invite', { email, lawyer_id: lawyerId }, LAWYER_INVITATION_TTL_SECONDS);
      await this.outbox.enqueue(accountMails.lawyerInvitation(email, this.site.link(`/lawyer/register?token=${token}`), LAWYER_INVITATION_TTL_SECONDS));
    });
  }

  async checkLink(token: string): Promise<{ status: LinkStatus; email?: string }> {
    const lookup = await this.tokens.inspect('lawyer_invite', token);
    const status = linkStatusOf(lookup.state);
    if (status !== LINK_STATUS.valid || !lookup.payload) return { status };
    if (await this.credentials.findByEmail('lawyer', lookup.payload.email)) return { status: LINK_STATUS.already_registered };
    return { status, email: lookup.payload.email };
  }

  async register(
    input: { token: string; name: string; office_name: string; password: string; password_confirmation: string },
    context: CommandContext,
  ): Promise<{ lawyerId: string; session: IssuedSession; position: number }> {
    const link = await this.checkLink(input.token);
    if (link.status !== LINK_STATUS.valid || !link.email) throw unusableLink(link.status);
    const errors = new FieldErrors();
    checkLawyerRegistration(input, errors);
    checkNewPassword(input, errors, [link.email]);
    errors.throwIfAny('lawyer.invalid');
    const consumed = await this.tokens.consume('lawyer_invite', input.token);
    if (consumed.state !== 'valid' || !consumed.payload) throw unusableLink(linkStatusOf(consumed.state));
    const lawyerId = consumed.payload.lawyer_id;
    const lawyerContext = { ...context, actor: { id: lawyerId, role: 'lawyer' as const } };
    const result = await this.run(lawyerId, { type: 'RegisterLawyer', name: input.name ?? '', office_name: input.office_name ?? '' }, lawyerContext);
    try {
      await this.credentials.create({ subject_id: lawyerId, role: 'lawyer', email: link.email, password_hash: await this.hasher.hash(input.password) });
    } catch (error) {
      if (error instanceof EmailTaken) throw unusableLink(LINK_STATUS.already_registered);
      throw error;
    }
    const session = await this.sessions.start({ subjectId: lawyerId, role: 'lawyer' });
    return { lawyerId, session, position: result.position };
  }

  async me(lawyerId: string): Promise<LawyerView> {
    const lawyer = await this.readStore.get<LawyerDocument>('lawyers', lawyerId);
    if (!lawyer || lawyer.status !== 'registered') throw DomainError.notFound('lawyer.not_found', '司法書士が見つかりません。');
    const credential = await this.credentials.get(lawyerId);
    return this.view(lawyer, credential?.email ?? null);
  }

  async update(lawyerId: string, profile: LawyerProfile, context: CommandContext): Promise<LawyerView> {
    const result = await this.run(lawyerId, { type: 'UpdateLawyerProfile', profile }, context);
    await this.readStore.waitFor(result.position);
    return this.me(lawyerId);
  }

  /**
   * Takes a lawyer account away: the log records it, its sign-in address is forgotten, its sessions
   * end, and the erasure of its name and contact data in the log (its key) is scheduled for the end
   * of the retention period, as a member's withdrawal does.
   */
  async remove(lawyerId: string, context: CommandContext): Promise<void> {
    // Read before the account is closed, which forgets it: erasure finds the mail sent to it by this address.
    const email = (await this.credentials.get(lawyerId))?.email ?? null;
    await this.unitOfWork.run(async () => {
      await this.run(lawyerId, { type: 'RemoveLawyer' }, context);
      await this.sessions.endAllFor(lawyerId);
      await this.credentials.close(lawyerId);
      await this.erasure.request(lawyerId, email);
    });
  }

  async recordPasswordReset(lawyerId: string, context: CommandContext): Promise<void> {
    await this.run(lawyerId, { type: 'RecordLawyerPasswordReset' }, context);
  }

  /** Admins see each lawyer's sign-in address to reach them; lawyers see their colleagues without it. */
  async list(viewerRole: AccountRole): Promise<LawyerView[]> {
    const lawyers = await this.readStore.find<LawyerDocument>('lawyers', { where: { status: 'registered' }, orderBy: [{ field: 'registered_at' }] });
    return Promise.all(
      lawyers.map(async (lawyer) =>
        this.view(lawyer, viewerRole === 'admin' ? ((await this.credentials.get(lawyer.lawyer_id))?.email ?? null) : null),
      ),
    );
  }

  private view(lawyer: LawyerDocument, email: string | null): LawyerView {
    const { lawyer_id: id, status: _status, invited_at: _invited, updated_at: _updated, ...rest } = lawyer;
    return { id, email, ...rest };
  }

  private run(lawyerId: string, command: WithoutNow<LawyerCommand>, context: CommandContext): Promise<CommandResult> {
    return handleDeciderCommand({
      eventStore: this.eventStore,
      ids: this.ids,
      decider: lawyerDecider,
      streamId: lawyerStreamId(lawyerId),
      command: { ...command, now: this.clock.now() } as LawyerCommand,
      context,
    });
  }
}
