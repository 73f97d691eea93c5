import type { OpenChatEvent } from '../../domain/open-chat/open-chat.events';
import type { DocumentProjector } from '../shared/projector';

/** One public question or answer on a listing, as the listing's page shows it. Deleted posts are not kept. */
export interface OpenChatPostDocument {
  id: string;
  property_id: string;
  kind: 'question' | 'answer';
  /** The question itself, or the question an answer replies to: a question and its answers share it. */
  question_id: string;
  author_id: string;
  text: string;
  posted_at: string;
  /** When the seller marked the question handled; null while open, and always for an answer. */
  handled_at: string | null;
}

export const OPEN_CHAT_POSTS_COLLECTION = 'open_chat_posts';

export const openChatPostsProjector: DocumentProjector<OpenChatPostDocument, OpenChatEvent> = {
  name: 'open-chat-posts',
  collection: OPEN_CHAT_POSTS_COLLECTION,
  version: 1,
  handles: ['OpenChatQuestionAsked', 'OpenChatAnswerPosted', 'OpenChatQuestionHandled', 'OpenChatQuestionReopened', 'OpenChatPostDeleted'],
  columns: { property_id: 'text', question_id: 'text', posted_at: 'timestamptz' },
  compositeIndexes: [['property_id', 'posted_at']],
  documentIds: (event) => {
    switch (event.type) {
      case 'OpenChatQuestionAsked':
      case 'OpenChatAnswerPosted':
      case 'OpenChatPostDeleted':
        return [event.data.post_id];
      case 'OpenChatQuestionHandled':
      case 'OpenChatQuestionReopened':
        return [event.data.question_id];
    }
  },
  evolve(post, event) {
    switch (event.type) {
      case 'OpenChatQuestionAsked': {
        const { post_id, property_id, author_id, text, asked_at } = event.data;
        return { id: post_id, property_id, kind: 'question', question_id: post_id, author_id, text, posted_at: asked_at, handled_at: null };
      }
      case 'OpenChatAnswerPosted': {
        const { post_id, question_id, property_id, author_id, text, answered_at } = event.data;
        return { id: post_id, property_id, kind: 'answer', question_id, author_id, text, posted_at: answered_at, handled_at: null };
      }
      case 'OpenChatQuestionHandled':
        return post && { ...post, handled_at: event.data.handled_at };
      case 'OpenChatQuestionReopened':
        return post && { ...post, handled_at: null };
      case 'OpenChatPostDeleted':
        // The log keeps the post and who removed it; the public list forgets it.
        return null;
    }
  },
};
