import { Injectable } from '@nestjs/common';
import type { ImpersonationEndReason } from '../../domain/accounts/account.events';
import type { CommandContext } from '../shared/command-context';
import { systemContext } from '../shared/command-context';
import { IdGenerator } from '../shared/id-generator.port';
import { AccountCommands } from './account-commands';
import type { Principal } from './account-role';
import { MemberProfileService } from './member-profile.service';
import { SessionIssuer, type EndedImpersonation, type IssuedSession } from './session-issuer.port';

/** The longest an admin may act as a member in one go. */
export const IMPERSONATION_MAX_SECONDS = 60 * 60;

/**
 * 代理ログイン: an admin acting as a member. The member session hangs off the admin's own
 * session (it ends when that one ends, and after an hour at most) and never replaces it. Its
 * start and its end are events in the member's log; what the admin writes meanwhile carries the
 * admin as actor and the member as `on_behalf_of` (see the HTTP request context).
 */
@Injectable()
export class ImpersonationService {
  constructor(
    private readonly sessions: SessionIssuer,
    private readonly accounts: AccountCommands,
    private readonly profiles: MemberProfileService,
    private readonly ids: IdGenerator,
  ) {}

  async start(admin: Principal, userId: string, context: CommandContext): Promise<IssuedSession> {
    await this.profiles.member(userId);
    const session = await this.sessions.start(
      { subjectId: userId, role: 'member', impersonatorId: admin.subjectId },
      { parentSessionId: admin.sessionId, lifetimeSeconds: IMPERSONATION_MAX_SECONDS },
    );
    const sessionId = session.session_id;
    const onBehalf = { ...context, onBehalfOf: { id: userId, role: 'member' as const } };
    try {
      await this.accounts.run(userId, { type: 'StartImpersonation', admin_id: admin.subjectId, session_id: sessionId, expires_at: session.refresh_expires_at }, onBehalf);
    } catch (error) {
      // No session may exist whose start the log does not show.
      await this.sessions.endImpersonations({ sessionId }, 'ended_by_admin');
      throw error;
    }
    return session;
  }

  /** The admin ends the session they act in (the member screens' button). */
  async endByAdmin(principal: Principal, context: CommandContext): Promise<void> {
    await this.record(await this.sessions.endImpersonations({ sessionId: principal.sessionId }, 'ended_by_admin'), context);
  }

  /** The admin signed out: every member session opened from that admin session ends with it. */
  async endForAdminSignOut(admin: Principal, context: CommandContext): Promise<void> {
    await this.record(await this.sessions.endImpersonations({ parentSessionId: admin.sessionId }, 'admin_signed_out'), context);
  }

  /** Records the end of sessions whose hour ran out or whose admin session ended otherwise; run now and then. */
  async endLapsed(): Promise<EndedImpersonation[]> {
    const ended = await this.sessions.endLapsedImpersonations();
    await this.record(ended, systemContext(this.ids.uuid()));
    return ended;
  }

  private async record(ended: EndedImpersonation[], context: CommandContext): Promise<void> {
    for (const session of ended) {
      await this.accounts.run(
        session.memberId,
        { type: 'EndImpersonation', admin_id: session.adminId, session_id: session.sessionId, reason: session.reason satisfies ImpersonationEndReason },
        { ...context, onBehalfOf: { id: session.memberId, role: 'member' } },
      );
    }
  }
}
