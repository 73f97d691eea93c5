/**
 * The public questions on one listing and the seller's answers: one stream per listing. A deleted
 * post stays in the log (who wrote it, who removed it) and only leaves what the public sees.
 */
export type OpenChatEvent =
  | {
      type: 'OpenChatQuestionAsked';
      data: { post_id: string; property_id: string; author_id: string; text: string; asked_at: string };
    }
  | {
      type: 'OpenChatAnswerPosted';
      data: { post_id: string; question_id: string; property_id: string; author_id: string; text: string; answered_at: string };
    }
  | { type: 'OpenChatQuestionHandled'; data: { question_id: string; property_id: string; handled_by: string; handled_at: string } }
  | { type: 'OpenChatQuestionReopened'; data: { question_id: string; property_id: string; reopened_by: string; reopened_at: string } }
  | {
      type: 'OpenChatPostDeleted';
      data: { post_id: string; property_id: string; deleted_by: string; deleted_by_role: 'member' | 'admin'; deleted_at: string };
    };

export const openChatStreamId = (propertyId: string): string => `open-chat-${propertyId}`;
