import { Injectable } from '@nestjs/common';
import { accountDecider, checkInterests } from '../../domain/accounts/account.decider';
import { accountStreamId } from '../../domain/accounts/account.events';
import { EMAIL_INVALID_MESSAGE, normalizeEmail } from '../../domain/accounts/email.rule';
import { checkNickname } from '../../domain/accounts/nickname.rule';
import { checkNewPassword } from '../../domain/accounts/password.rules';
import { DomainError } from '../../domain/shared/domain-error';
import { FieldErrors } from '../../domain/shared/field-errors';
import { Clock } from '../shared/clock.port';
import type { CommandContext } from '../shared/command-context';
import { handleDeciderCommand, loadState } from '../shared/decider-command.handler';
import { EventStore } from '../shared/event-store.port';
import { IdGenerator } from '../shared/id-generator.port';
import { SiteUrl } from '../shared/site-url.port';
import { UnitOfWork } from '../shared/unit-of-work.port';
import { accountMails } from './account-mails';
import { AttemptLimiter } from './attempt-limiter.port';
import { limitAttempts } from './attempt-limits';
import { BotCheck } from './bot-check.port';
import { CredentialStore, EmailTaken } from './credential-store.port';
import { MailOutbox } from './mail-outbox.port';
import { OneTimeTokens, type TokenState } from './one-time-tokens.port';
import { PasswordHasher } from './password-hasher.port';
import { SessionIssuer, type IssuedSession } from './session-issuer.port';

export const SIGN_UP_LINK_TTL_SECONDS = 24 * 60 * 60;

/** The spec's mail-link check answers. */
export const LINK_STATUS = { valid: 1, expired: 2, already_registered: 3, not_permitted: 4 } as const;
export type LinkStatus = (typeof LINK_STATUS)[keyof typeof LINK_STATUS];

export const LINK_MESSAGES: Readonly<Record<LinkStatus, string>> = {
  1: '',
  2: '会員登録リンクの有効期限が切れています。もう一度登録を行ってください',
  3: '既に会員登録されています',
  4: '許可がありません。',
};

export const SIGN_UP_MAIL_SENT_MESSAGE =
  'ご入力のメールアドレスにご案内を送信しました。メールに記載のリンクから登録手続きにお進みください。';

export interface SignUpInput {
  token: string;
  nickname: string;
  password: string;
  password_confirmation: string;
  is_interested_buyer: boolean;
  is_interested_seller: boolean;
}

export function linkStatusOf(state: TokenState): LinkStatus {
  switch (state) {
    case 'valid':
      return LINK_STATUS.valid;
    case 'expired':
      return LINK_STATUS.expired;
    case 'used':
      return LINK_STATUS.already_registered;
    case 'unknown':
      return LINK_STATUS.not_permitted;
  }
}

/** A link that cannot be used any more, as an error of the registration call. */
export function unusableLink(status: LinkStatus): DomainError {
  if (status === LINK_STATUS.expired) return DomainError.invalid('signup.link_expired', 'token', LINK_MESSAGES[2]);
  if (status === LINK_STATUS.already_registered) return DomainError.conflict('signup.already_registered', LINK_MESSAGES[3]);
  return DomainError.forbidden('signup.not_permitted', LINK_MESSAGES[4]);
}

@Injectable()
export class MemberSignUpService {
  constructor(
    private readonly eventStore: EventStore,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    private readonly credentials: CredentialStore,
    private readonly tokens: OneTimeTokens,
    private readonly outbox: MailOutbox,
    private readonly unitOfWork: UnitOfWork,
    private readonly site: SiteUrl,
    private readonly limiter: AttemptLimiter,
    private readonly bot: BotCheck,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionIssuer,
  ) {}

  /** Sends the sign-up link, or a "you already have an account" mail: the answer is the same either way. */
  async requestLink(emailInput: string, botToken: string | undefined, context: CommandContext): Promise<void> {
    const email = normalizeEmail(emailInput ?? '');
    if (!email) throw DomainError.invalid('signup.email_invalid', 'email', EMAIL_INVALID_MESSAGE);
    await limitAttempts(this.limiter, 'signup', email, context.clientAddress);
    if (!(await this.bot.verify(botToken, context.clientAddress))) {
      throw DomainError.forbidden('signup.bot_check_failed', '自動送信の可能性があるため受け付けできませんでした。ページを読み込み直して、もう一度お試しください。');
    }
    // The link's token and its mail are kept together or not at all.
    await this.unitOfWork.run(async () => {
      if (await this.credentials.findByEmail('member', email)) {
        await this.outbox.enqueue(accountMails.alreadyRegistered(email, this.site.link('/login'), this.site.link('/forgot')));
        return;
      }
      const token = await this.tokens.issue('signup', { email }, SIGN_UP_LINK_TTL_SECONDS);
      await this.outbox.enqueue(accountMails.signUpLink(email, this.site.link(`/signup?token=${token}`), SIGN_UP_LINK_TTL_SECONDS));
    });
  }

  async checkLink(token: string): Promise<{ status: LinkStatus; email?: string }> {
    const lookup = await this.tokens.inspect('signup', token);
    const status = linkStatusOf(lookup.state);
    if (status !== LINK_STATUS.valid || !lookup.payload) return { status };
    if (await this.credentials.findByEmail('member', lookup.payload.email)) return { status: LINK_STATUS.already_registered };
    return { status, email: lookup.payload.email };
  }

  async register(input: SignUpInput, context: CommandContext): Promise<{ userId: string; position: number; session: IssuedSession }> {
    await limitAttempts(this.limiter, 'signup', null, context.clientAddress);
    const link = await this.checkLink(input.token);
    if (link.status !== LINK_STATUS.valid || !link.email) throw unusableLink(link.status);
    const email = link.email;

    const errors = new FieldErrors();
    const nickname = checkNickname(input.nickname ?? '', errors);
    checkNewPassword(input, errors, [email, nickname, email.split('@')[0]]);
    checkInterests(input.is_interested_buyer, input.is_interested_seller, errors);
    errors.throwIfAny('signup.invalid');

    const consumed = await this.tokens.consume('signup', input.token);
    if (consumed.state !== 'valid') throw unusableLink(linkStatusOf(consumed.state));

    const userId = this.ids.uuid();
    try {
      await this.credentials.create({ subject_id: userId, role: 'member', email, password_hash: await this.hasher.hash(input.password) });
    } catch (error) {
      if (error instanceof EmailTaken) throw unusableLink(LINK_STATUS.already_registered);
      throw error;
    }
    const result = await handleDeciderCommand({
      eventStore: this.eventStore,
      ids: this.ids,
      decider: accountDecider,
      streamId: accountStreamId(userId),
      command: {
        type: 'RegisterMember',
        user_id: userId,
        nickname,
        is_interested_buyer: input.is_interested_buyer,
        is_interested_seller: input.is_interested_seller,
        now: this.clock.now(),
      },
      context: { ...context, actor: { id: userId, role: 'member' } },
    });
    const session = await this.sessions.start({ subjectId: userId, role: 'member' });
    return { userId, position: result.position, session };
  }

  /** The last step of sign-up; the welcome mail goes out once. */
  async complete(userId: string, context: CommandContext): Promise<number> {
    return this.unitOfWork.run(async () => {
      const result = await handleDeciderCommand({
        eventStore: this.eventStore,
        ids: this.ids,
        decider: accountDecider,
        streamId: accountStreamId(userId),
        command: { type: 'CompleteSignUp', now: this.clock.now() },
        context,
      });
      if (result.position > 0) {
        const credential = await this.credentials.get(userId);
        const { state } = await loadState(this.eventStore, accountDecider, accountStreamId(userId));
        const nickname = state.status === 'active' ? state.nickname : '';
        if (credential) await this.outbox.enqueue(accountMails.welcome(credential.email, nickname, this.site.link('/mypage')));
      }
      return result.position;
    });
  }
}
