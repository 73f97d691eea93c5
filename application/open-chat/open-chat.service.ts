import { Injectable } from '@nestjs/common';
import { openChatDecider, type OpenChatCommand, type OpenChatListing } from '../../domain/open-chat/open-chat.decider';
import { openChatStreamId } from '../../domain/open-chat/open-chat.events';
import { propertyDecider } from '../../domain/properties/property.decider';
import { propertyStreamId, type PropertyStatus } from '../../domain/properties/property.events';
import { DomainError } from '../../domain/shared/domain-error';
import type { PropertyDocument } from '../../read-models/properties/properties.projector';
import type { Principal } from '../accounts/account-role';
import { AttemptLimiter } from '../accounts/attempt-limiter.port';
import { CredentialStore } from '../accounts/credential-store.port';
import { MailOutbox } from '../accounts/mail-outbox.port';
import { Clock } from '../shared/clock.port';
import type { CommandContext } from '../shared/command-context';
import type { CommandResult } from '../shared/command-result';
import { handleDeciderCommand, loadState } from '../shared/decider-command.handler';
import { EventStore } from '../shared/event-store.port';
import { IdGenerator } from '../shared/id-generator.port';
import { KeyedQueue } from '../shared/keyed-queue';
import { ReadStore } from '../shared/read-store.port';
import { SiteUrl } from '../shared/site-url.port';
import { UnitOfWork } from '../shared/unit-of-work.port';
import { OpenChatBoard, type OpenChatBoardPost } from './open-chat-board.port';
import { openChatMails } from './open-chat-mails';
import type { OpenChatAnswerView, OpenChatBoardView, OpenChatQuestionView } from './open-chat-views';

/**
 * Posts one member may write in a window. Ten questions an hour is more than a buyer comparing
 * listings asks, and little enough that no one fills sellers' inboxes (each question is a mail);
 * a seller answering a busy listing gets more room.
 */
export const OPEN_CHAT_LIMITS = {
  question: { posts: 10, windowSeconds: 60 * 60 },
  answer: { posts: 60, windowSeconds: 60 * 60 },
} as const;

export const WITHDRAWN_MEMBER_NICKNAME = '退会済み会員';

/** Statuses whose listing page anyone may open, and so its questions too. */
const PUBLIC_STATUSES: readonly PropertyStatus[] = ['published', 'in_negotiation', 'contracted'];
const ACCEPTING_STATUSES: readonly PropertyStatus[] = ['published', 'in_negotiation'];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface OpenChatPostInput {
  property_id: string;
  message: string;
  /** Set when the seller answers this question; absent when a member asks. */
  question_id?: string | null;
}

/**
 * Public questions on a listing (open chat): members ask, the listing's seller answers in public
 * and marks questions handled, authors and admins delete. The public sees nicknames only.
 */
@Injectable()
export class OpenChatService {
  private readonly queue = new KeyedQueue();

  constructor(
    private readonly eventStore: EventStore,
    private readonly readStore: ReadStore,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    private readonly board: OpenChatBoard,
    private readonly limiter: AttemptLimiter,
    private readonly credentials: CredentialStore,
    private readonly outbox: MailOutbox,
    private readonly unitOfWork: UnitOfWork,
    private readonly site: SiteUrl,
  ) {}

  /** The questions on a listing the viewer may open; a listing they may not see is not there. */
  async questions(propertyId: string, viewer: Principal | null): Promise<OpenChatBoardView> {
    const listing = UUID.test(propertyId) ? await this.readStore.get<PropertyDocument>('properties', propertyId.toLowerCase()) : null;
    if (!listing || listing.status === 'deleted') throw listingNotFound();
    const isSeller = viewer?.role === 'member' && viewer.subjectId === listing.owner_id;
    if (!PUBLIC_STATUSES.includes(listing.status) && !isSeller && viewer?.role !== 'admin') throw listingNotFound();
    const posts = await this.board.forProperty(listing.id);
    const mayDelete = (post: OpenChatBoardPost) => viewer?.role === 'admin' || (viewer?.role === 'member' && viewer.subjectId === post.author_id);
    const answers = new Map<string, OpenChatAnswerView[]>();
    for (const post of posts.filter((one) => one.kind === 'answer')) {
      const list = answers.get(post.question_id) ?? [];
      list.push({ id: post.id, message: post.text, nickname: nicknameOf(post), posted_at: post.posted_at, can_delete: mayDelete(post) });
      answers.set(post.question_id, list);
    }
    const questions: OpenChatQuestionView[] = posts
      .filter((post) => post.kind === 'question')
      .reverse()
      .map((post) => ({
        id: post.id,
        message: post.text,
        nickname: nicknameOf(post),
        posted_at: post.posted_at,
        handled: post.handled_at !== null,
        handled_at: post.handled_at,
        can_delete: mayDelete(post),
        answers: answers.get(post.id) ?? [],
      }));
    return { property_id: listing.id, accepting: ACCEPTING_STATUSES.includes(listing.status), is_seller: isSeller, questions };
  }

  /**
   * A member's question, or the seller's answer to one (`question_id`). Checked before it counts
   * against the limit, so a mistyped post costs nothing; a question and the mail that tells the
   * seller about it are written together.
   */
  async post(principal: Principal, input: OpenChatPostInput, context: CommandContext): Promise<CommandResult & { id: string }> {
    if (principal.role !== 'member') throw DomainError.forbidden('open_chat.members_only', '質問と回答は会員の方だけが投稿できます。');
    const { listing, name } = await this.listing(input.property_id);
    const postId = this.ids.uuid();
    const now = this.clock.now();
    const command: OpenChatCommand = input.question_id
      ? { type: 'AnswerOpenChatQuestion', post_id: postId, question_id: input.question_id.toLowerCase(), listing, author_id: principal.subjectId, text: input.message, now }
      : { type: 'AskOpenChatQuestion', post_id: postId, listing, author_id: principal.subjectId, text: input.message, now };
    const streamId = openChatStreamId(listing.property_id);
    const [decided] = openChatDecider.decide(command, (await loadState(this.eventStore, openChatDecider, streamId)).state);
    await this.countPost(principal.subjectId, command.type === 'AskOpenChatQuestion' ? 'question' : 'answer');
    const result = await this.queue.run(streamId, () =>
      this.unitOfWork.run(async () => {
        const written = await handleDeciderCommand({ eventStore: this.eventStore, ids: this.ids, decider: openChatDecider, streamId, command, context });
        if (decided.type === 'OpenChatQuestionAsked') await this.tellSeller(listing, name, decided.data.text);
        return written;
      }),
    );
    return { ...result, id: postId };
  }

  /** Removes a post from the listing's page (its author or an admin); the log keeps it. */
  async delete(principal: Principal, postId: string, context: CommandContext): Promise<CommandResult> {
    if (principal.role === 'lawyer') throw DomainError.forbidden('open_chat.not_the_author', '削除できるのは投稿したご本人と管理者だけです。');
    const post = UUID.test(postId) ? await this.board.post(postId.toLowerCase()) : null;
    if (!post) throw DomainError.notFound('open_chat.post_not_found', '投稿が見つかりません。');
    return this.run(post.property_id, { type: 'DeleteOpenChatPost', post_id: post.id, actor: { id: principal.subjectId, role: principal.role }, now: this.clock.now() }, context);
  }

  /** The seller marks a question handled (answered, or dealt with elsewhere), or open again. */
  async setHandled(principal: Principal, questionId: string, handled: boolean, context: CommandContext): Promise<CommandResult> {
    if (principal.role !== 'member') throw DomainError.forbidden('open_chat.not_the_seller', '対応済みにできるのはこの物件の売主だけです。');
    const post = UUID.test(questionId) ? await this.board.post(questionId.toLowerCase()) : null;
    if (!post || post.kind !== 'question') throw DomainError.notFound('open_chat.question_not_found', '質問が見つかりません。');
    const { listing } = await this.listing(post.property_id);
    return this.run(post.property_id, { type: 'SetOpenChatQuestionHandled', question_id: post.id, listing, member_id: principal.subjectId, handled, now: this.clock.now() }, context);
  }

  private async listing(propertyId: string): Promise<{ listing: OpenChatListing; name: string | null }> {
    if (!UUID.test(propertyId)) throw listingNotFound();
    const { state } = await loadState(this.eventStore, propertyDecider, propertyStreamId(propertyId.toLowerCase()));
    if (state.status === 'none' || state.status === 'deleted') throw listingNotFound();
    return {
      listing: { property_id: state.property_id, seller_id: state.owner_id, accepting: ACCEPTING_STATUSES.includes(state.status) },
      name: state.fields.name,
    };
  }

  private async countPost(memberId: string, kind: keyof typeof OPEN_CHAT_LIMITS): Promise<void> {
    const { posts, windowSeconds } = OPEN_CHAT_LIMITS[kind];
    if (await this.limiter.attempt(`open_chat_${kind}:account:${memberId}`, posts, windowSeconds)) return;
    // The limiter's windows start at whole multiples of their length since the epoch.
    const nowSeconds = Date.parse(this.clock.now()) / 1000;
    const retryAfter = Math.max(1, Math.ceil(windowSeconds - (nowSeconds % windowSeconds)));
    throw new DomainError('rate_limited', 'open_chat.rate_limited', '投稿が短時間に集中しました。しばらく待ってからもう一度お試しください。', {}, retryAfter);
  }

  /** One mail per question to the seller, while their account is open. */
  private async tellSeller(listing: OpenChatListing, name: string | null, question: string): Promise<void> {
    const seller = await this.credentials.get(listing.seller_id);
    if (!seller || seller.status !== 'active') return;
    await this.outbox.enqueue(openChatMails.questionArrived(seller.email, name, question, this.site.link(`/property/detail/${listing.property_id}`)));
  }

  private run(propertyId: string, command: OpenChatCommand, context: CommandContext): Promise<CommandResult> {
    const streamId = openChatStreamId(propertyId);
    return this.queue.run(streamId, () => handleDeciderCommand({ eventStore: this.eventStore, ids: this.ids, decider: openChatDecider, streamId, command, context }));
  }
}

function nicknameOf(post: OpenChatBoardPost): string | null {
  return post.author_withdrawn ? WITHDRAWN_MEMBER_NICKNAME : post.author_nickname;
}

function listingNotFound(): DomainError {
  return DomainError.notFound('property.not_found', '物件が見つかりません。');
}
