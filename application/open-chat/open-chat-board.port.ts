import type { OpenChatPostDocument } from '../../read-models/open-chat/open-chat-posts.projector';

/** A post with what the public may know of its author: the nickname, and whether they left. */
export interface OpenChatBoardPost extends OpenChatPostDocument {
  author_nickname: string | null;
  author_withdrawn: boolean;
}

/** The `open_chat_posts` read model, with each author's nickname. */
export abstract class OpenChatBoard {
  /** Every post still shown on the listing, oldest first. */
  abstract forProperty(propertyId: string): Promise<OpenChatBoardPost[]>;
  /** One post still shown, or null (never posted, or deleted). */
  abstract post(postId: string): Promise<OpenChatPostDocument | null>;
}
