/** A seller's public answer, as the listing's page shows it. */
export interface OpenChatAnswerView {
  id: string;
  message: string;
  /** The seller's nickname (退会済み会員 once they left); never a name or contact data. */
  nickname: string | null;
  posted_at: string;
  /** Whether the viewer may delete it (its author, or an admin). */
  can_delete: boolean;
}

/** A public question and the seller's answers to it, oldest answer first. */
export interface OpenChatQuestionView {
  id: string;
  message: string;
  /** The asker's nickname (退会済み会員 once they left); never a name or contact data. */
  nickname: string | null;
  posted_at: string;
  handled: boolean;
  handled_at: string | null;
  can_delete: boolean;
  answers: OpenChatAnswerView[];
}

/** The public questions on one listing, newest question first, and what the viewer may do there. */
export interface OpenChatBoardView {
  property_id: string;
  /** Whether questions and answers are taken now (the listing is published or in negotiation). */
  accepting: boolean;
  /** Whether the viewer is the listing's seller: they answer and mark questions handled. */
  is_seller: boolean;
  questions: OpenChatQuestionView[];
}
