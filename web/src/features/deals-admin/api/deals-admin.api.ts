import { apiBlob } from '../../../lib/api-client';
import { api, type ApiAnswer, type ApiSchema } from '../../../lib/typed-api-client';

export type MemberDeal = ApiSchema<'DealThreadListItem'>;
export type DealMessage = ApiSchema<'DealMessageDocument'>;
/** One page of a deal's messages (oldest first) and the deal as its buyer sees it. */
export type DealMessagePage = ApiAnswer<'/api/message/index/{id}', 'get'>;

/** `GET /api/admin/user/{id}/deals`: every deal of the member, ended ones included, as the member sees them. */
export function fetchMemberDeals(userId: string, signal?: AbortSignal): Promise<MemberDeal[]> {
  return api.GET('/api/admin/user/{id}/deals', { params: { path: { id: userId } }, signal });
}

/** The newest 50 messages, or the 50 before `beforeSeq`. Admins read; they never write here. */
export function fetchDealMessages(threadId: string, beforeSeq: number | null, signal?: AbortSignal): Promise<DealMessagePage> {
  return api.GET('/api/message/index/{id}', { params: { path: { id: threadId }, query: beforeSeq === null ? {} : { before: beforeSeq } }, signal });
}

/** A file sent in the deal, fetched with the admin's token. */
export function fetchDealFile(threadId: string, messageId: string): Promise<Blob> {
  return apiBlob(`/api/message/${encodeURIComponent(threadId)}/file/${encodeURIComponent(messageId)}`);
}
