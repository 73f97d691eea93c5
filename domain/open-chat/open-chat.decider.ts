import { assertNever, type Decider } from '../shared/decider';
import { DomainError } from '../shared/domain-error';
import { openChatText } from './open-chat-message.rules';
import type { OpenChatEvent } from './open-chat.events';

/** What the questions need to know of the listing they are on. */
export interface OpenChatListing {
  property_id: string;
  seller_id: string;
  /** Whether the listing is shown to buyers now (published or in negotiation). */
  accepting: boolean;
}

export type OpenChatCommand =
  | { type: 'AskOpenChatQuestion'; post_id: string; listing: OpenChatListing; author_id: string; text: string; now: string }
  | { type: 'AnswerOpenChatQuestion'; post_id: string; question_id: string; listing: OpenChatListing; author_id: string; text: string; now: string }
  | { type: 'SetOpenChatQuestionHandled'; question_id: string; listing: OpenChatListing; member_id: string; handled: boolean; now: string }
  | { type: 'DeleteOpenChatPost'; post_id: string; actor: { id: string; role: 'member' | 'admin' }; now: string };

export interface OpenChatPost {
  kind: 'question' | 'answer';
  author_id: string;
  /** The question an answer replies to; null for a question. */
  question_id: string | null;
  handled: boolean;
  deleted: boolean;
}

export type OpenChatState = { status: 'none' } | { status: 'open'; property_id: string; posts: Readonly<Record<string, OpenChatPost>> };

const questionNotFound = () => DomainError.notFound('open_chat.question_not_found', '質問が見つかりません。');
const postNotFound = () => DomainError.notFound('open_chat.post_not_found', '投稿が見つかりません。');

/** A question that is still shown: an answer or a deleted post is not one. */
function liveQuestion(state: OpenChatState, questionId: string): OpenChatPost {
  const post = state.status === 'open' ? state.posts[questionId] : undefined;
  if (!post || post.kind !== 'question' || post.deleted) throw questionNotFound();
  return post;
}

function requireAccepting(listing: OpenChatListing): void {
  if (!listing.accepting) throw DomainError.conflict('open_chat.listing_unavailable', 'この物件は現在、質問や回答を受け付けていません。');
}

function withPost(state: OpenChatState, propertyId: string, id: string, change: (post: OpenChatPost | undefined) => OpenChatPost | undefined): OpenChatState {
  const posts = state.status === 'open' ? state.posts : {};
  const next = change(posts[id]);
  return { status: 'open', property_id: propertyId, posts: next ? { ...posts, [id]: next } : posts };
}

export const openChatDecider: Decider<OpenChatCommand, OpenChatState, OpenChatEvent> = {
  initialState: () => ({ status: 'none' }),

  evolve(state, event) {
    switch (event.type) {
      case 'OpenChatQuestionAsked':
        return withPost(state, event.data.property_id, event.data.post_id, () => ({
          kind: 'question',
          author_id: event.data.author_id,
          question_id: null,
          handled: false,
          deleted: false,
        }));
      case 'OpenChatAnswerPosted':
        return withPost(state, event.data.property_id, event.data.post_id, () => ({
          kind: 'answer',
          author_id: event.data.author_id,
          question_id: event.data.question_id,
          handled: false,
          deleted: false,
        }));
      case 'OpenChatQuestionHandled':
        return withPost(state, event.data.property_id, event.data.question_id, (post) => post && { ...post, handled: true });
      case 'OpenChatQuestionReopened':
        return withPost(state, event.data.property_id, event.data.question_id, (post) => post && { ...post, handled: false });
      case 'OpenChatPostDeleted':
        return withPost(state, event.data.property_id, event.data.post_id, (post) => post && { ...post, deleted: true });
      default:
        return assertNever(event);
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'AskOpenChatQuestion': {
        const { listing } = command;
        // The seller speaks on their own listing by answering, not by asking.
        if (command.author_id === listing.seller_id) throw DomainError.conflict('open_chat.own_listing', 'ご自身の物件には質問できません。');
        requireAccepting(listing);
        const text = openChatText(command.text);
        return [
          {
            type: 'OpenChatQuestionAsked',
            data: { post_id: command.post_id, property_id: listing.property_id, author_id: command.author_id, text, asked_at: command.now },
          },
        ];
      }
      case 'AnswerOpenChatQuestion': {
        liveQuestion(state, command.question_id);
        if (command.author_id !== command.listing.seller_id) throw DomainError.forbidden('open_chat.not_the_seller', '回答できるのはこの物件の売主だけです。');
        requireAccepting(command.listing);
        const text = openChatText(command.text);
        return [
          {
            type: 'OpenChatAnswerPosted',
            data: {
              post_id: command.post_id,
              question_id: command.question_id,
              property_id: command.listing.property_id,
              author_id: command.author_id,
              text,
              answered_at: command.now,
            },
          },
        ];
      }
      case 'SetOpenChatQuestionHandled': {
        const question = liveQuestion(state, command.question_id);
        if (command.member_id !== command.listing.seller_id) throw DomainError.forbidden('open_chat.not_the_seller', '対応済みにできるのはこの物件の売主だけです。');
        if (question.handled === command.handled) return [];
        const { question_id, member_id, now } = command;
        const property_id = command.listing.property_id;
        return command.handled
          ? [{ type: 'OpenChatQuestionHandled', data: { question_id, property_id, handled_by: member_id, handled_at: now } }]
          : [{ type: 'OpenChatQuestionReopened', data: { question_id, property_id, reopened_by: member_id, reopened_at: now } }];
      }
      case 'DeleteOpenChatPost': {
        const post = state.status === 'open' ? state.posts[command.post_id] : undefined;
        if (state.status === 'none' || !post || post.deleted) throw postNotFound();
        if (command.actor.role !== 'admin' && command.actor.id !== post.author_id) {
          throw DomainError.forbidden('open_chat.not_the_author', '削除できるのは投稿したご本人と管理者だけです。');
        }
        return [
          {
            type: 'OpenChatPostDeleted',
            data: { post_id: command.post_id, property_id: state.property_id, deleted_by: command.actor.id, deleted_by_role: command.actor.role, deleted_at: command.now },
          },
        ];
      }
      default:
        return assertNever(command);
    }
  },
};
