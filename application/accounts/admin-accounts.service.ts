import { Injectable } from '@nestjs/common';
import { adminDecider } from '../../domain/admins/admin.decider';
import { adminStreamId } from '../../domain/admins/admin.events';
import { accountStreamId } from '../../domain/accounts/account.events';
import { EMAIL_INVALID_MESSAGE, normalizeEmail } from '../../domain/accounts/email.rule';
import { checkNewPassword } from '../../domain/accounts/password.rules';
import { FieldErrors } from '../../domain/shared/field-errors';
import { identificationStreamId } from '../../domain/identification/identification.events';
import { DomainError } from '../../domain/shared/domain-error';
import { Clock } from '../shared/clock.port';
import type { CommandContext } from '../shared/command-context';
import { handleDeciderCommand, loadState } from '../shared/decider-command.handler';
import { EventStore } from '../shared/event-store.port';
import { IdGenerator } from '../shared/id-generator.port';
import type { Page } from '../shared/page';
import { ReadStore } from '../shared/read-store.port';
import type { LawyerDocument } from '../../read-models/lawyers/lawyers.projector';
import type { MemberDocument } from '../../read-models/accounts/members.projector';
import { accountHistory, actedForNote, type HistoryEntry, type HistoryParty } from './account-history';
import { CredentialStore, EmailTaken } from './credential-store.port';
import { MemberDirectory, type MemberListFilter, type MemberListRow } from './member-directory.port';
import { MemberProfileService } from './member-profile.service';
import { PasswordHasher } from './password-hasher.port';
import { SessionIssuer } from './session-issuer.port';

export interface AdminView {
  id: string;
  name: string;
  email: string;
}

export const MAX_PER_PAGE = 100;

/** The back office's part of accounts: admins themselves, the member list and its history. */
@Injectable()
export class AdminAccountsService {
  constructor(
    private readonly eventStore: EventStore,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    private readonly credentials: CredentialStore,
    private readonly hasher: PasswordHasher,
    private readonly directory: MemberDirectory,
    private readonly profiles: MemberProfileService,
    private readonly readStore: ReadStore,
    private readonly sessions: SessionIssuer,
  ) {}

  /** Creates an admin once (seed and operators); an existing address is left as it is. */
  async register(input: { admin_id: string; name: string; email: string; password: string }, context: CommandContext): Promise<void> {
    try {
      await this.credentials.create({ subject_id: input.admin_id, role: 'admin', email: input.email, password_hash: await this.hasher.hash(input.password) });
    } catch (error) {
      if (error instanceof EmailTaken) return;
      throw error;
    }
    await handleDeciderCommand({
      eventStore: this.eventStore,
      ids: this.ids,
      decider: adminDecider,
      streamId: adminStreamId(input.admin_id),
      command: { type: 'RegisterAdmin', admin_id: input.admin_id, name: input.name, now: this.clock.now() },
      context,
    });
  }

  /**
   * The operator's first admin (and any later one): the address and password are checked as at
   * sign-up, and an address another admin already signs in with is refused rather than ignored.
   */
  async create(
    input: { name: string; email: string; password: string; password_confirmation: string },
    context: CommandContext,
  ): Promise<{ admin_id: string; email: string }> {
    const errors = new FieldErrors();
    const email = normalizeEmail(input.email ?? '');
    if (!email) errors.add('email', EMAIL_INVALID_MESSAGE);
    checkNewPassword(input, errors, email ? [email, email.split('@')[0]] : []);
    errors.throwIfAny('admin.invalid');
    if (await this.credentials.findByEmail('admin', email!)) {
      throw DomainError.invalid('admin.email_taken', 'email', 'このメールアドレスの管理者はすでに登録されています。');
    }
    const adminId = this.ids.uuid();
    await this.register({ admin_id: adminId, name: input.name, email: email!, password: input.password }, context);
    return { admin_id: adminId, email: email! };
  }

  /** Takes an admin account away: the log records it, its sign-in address is forgotten and its sessions end. */
  async remove(adminId: string, context: CommandContext): Promise<void> {
    await handleDeciderCommand({
      eventStore: this.eventStore,
      ids: this.ids,
      decider: adminDecider,
      streamId: adminStreamId(adminId),
      command: { type: 'RemoveAdmin', now: this.clock.now() },
      context,
    });
    await this.sessions.endAllFor(adminId);
    await this.credentials.close(adminId);
  }

  async me(adminId: string): Promise<AdminView> {
    const { state } = await loadState(this.eventStore, adminDecider, adminStreamId(adminId));
    const credential = await this.credentials.get(adminId);
    if (state.status !== 'active' || !credential) throw DomainError.notFound('admin.not_found', '管理者が見つかりません。');
    return { id: adminId, name: state.name, email: credential.email };
  }

  listMembers(filter: MemberListFilter, page: number, perPage: number): Promise<Page<MemberListRow>> {
    return this.directory.search(filter, Math.max(1, page), Math.min(MAX_PER_PAGE, Math.max(1, perPage)));
  }

  async memberDetail(userId: string) {
    const member = await this.profiles.member(userId);
    const profile = await this.profiles.profile(userId);
    return {
      ...profile,
      status: member.status,
      documents: member.identity_documents.map(({ id, content_type, size, uploaded_at }) => ({ id, content_type, size, uploaded_at })),
    };
  }

  async history(userId: string): Promise<Array<HistoryEntry & { acted_for_note: string | null }>> {
    const streams = await Promise.all([accountStreamId(userId), identificationStreamId(userId)].map((id) => this.eventStore.readStream(id)));
    if (streams[0].events.length === 0) throw DomainError.notFound('account.not_found', '会員が見つかりません。');
    const entries = accountHistory(streams.flatMap((stream) => stream.events));
    const names = new Map<string, Promise<string | null>>();
    const named = (party: HistoryParty): Promise<HistoryParty> => {
      const key = `${party.role}:${party.id}`;
      if (!names.has(key)) names.set(key, this.partyName(party));
      return names.get(key)!.then((name) => ({ ...party, name }));
    };
    return Promise.all(
      entries.map(async (entry) => {
        const described = { ...entry, actor: await named(entry.actor), on_behalf_of: entry.on_behalf_of ? await named(entry.on_behalf_of) : null };
        return { ...described, acted_for_note: actedForNote(described) };
      }),
    );
  }

  /** Who a party in the log is, for people reading the history; null once they are gone. */
  async partyName(party: HistoryParty): Promise<string | null> {
    switch (party.role) {
      case 'admin': {
        const { state } = await loadState(this.eventStore, adminDecider, adminStreamId(party.id));
        return state.status === 'active' ? state.name : null;
      }
      case 'member':
        return (await this.readStore.get<MemberDocument>('members', party.id))?.nickname ?? null;
      case 'lawyer':
        return (await this.readStore.get<LawyerDocument>('lawyers', party.id))?.name ?? null;
      default:
        return null;
    }
  }
}
