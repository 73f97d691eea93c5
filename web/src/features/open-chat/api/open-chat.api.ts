import { api, type ApiBody, type ApiSchema } from '../../../lib/typed-api-client';

export type OpenChatBoard = ApiSchema<'OpenChatBoardView'>;
export type OpenChatQuestion = ApiSchema<'OpenChatQuestionView'>;
export type OpenChatAnswer = ApiSchema<'OpenChatAnswerView'>;
export type OpenChatPostBody = ApiBody<'/api/open-chat/create', 'post'>;

/** `GET /api/open-chat/index/{id}`: the listing's public questions, newest first, with the seller's answers. */
export function fetchOpenChat(propertyId: string, signal?: AbortSignal): Promise<OpenChatBoard> {
  return api.GET('/api/open-chat/index/{id}', { params: { path: { id: propertyId } }, signal });
}

/** A question, or with `question_id` the seller's answer to it. */
export function postOpenChat(body: OpenChatPostBody) {
  return api.POST('/api/open-chat/create', { body });
}

export function deleteOpenChatPost(id: string) {
  return api.DELETE('/api/open-chat/delete/{id}', { params: { path: { id } } });
}

export function setOpenChatHandled(questionId: string, handled: boolean) {
  return api.POST('/api/open-chat/handle', { body: { question_id: questionId, handled } });
}
