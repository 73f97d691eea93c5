import { apiBlob } from '../../../lib/api-client';
import { apiUploadWithProgress, type UploadProgress } from '../../../lib/api-upload-progress';
import { api, apiUrl, type ApiAnswer, type ApiSchema } from '../../../lib/typed-api-client';

export type DealThread = ApiSchema<'DealThreadListItem'>;
export type DealMessage = ApiSchema<'DealMessageDocument'>;
export type DealMessageFile = ApiSchema<'DealMessageFile'>;
/** One page of a deal: the deal with both members' ids and its last seq, 50 messages oldest first. */
export type DealMessagePage = ApiAnswer<'/api/message/index/{id}', 'get'>;
export type DealThreadDetail = DealMessagePage['thread'];
export type DealCounters = ApiAnswer<'/api/message/read-mark', 'patch'>;

export function fetchDealThreads(includeEnded: boolean, signal?: AbortSignal): Promise<DealThread[]> {
  return api.GET('/api/message/thread/index', { params: { query: includeEnded ? { all: '1' } : {} }, signal });
}

export function fetchDealMessages(threadId: string, before: number | undefined, signal?: AbortSignal): Promise<DealMessagePage> {
  return api.GET('/api/message/index/{id}', { params: { path: { id: threadId }, query: before === undefined ? {} : { before } }, signal });
}

export function openDealThread(propertyId: string): Promise<{ thread_id: string }> {
  return api.POST('/api/message/thread/create', { body: { property_id: propertyId } });
}

export function postDealText(threadId: string, text: string): Promise<{ message_id: string }> {
  return api.POST('/api/message/create', { body: { thread_id: threadId, message: text } });
}

/** A message with a file goes as multipart, with the progress of its upload. */
export function postDealFile(threadId: string, text: string, file: File, onProgress?: UploadProgress): Promise<{ message_id: string }> {
  const form = new FormData();
  form.append('thread_id', threadId);
  if (text !== '') form.append('message', text);
  form.append('file', file, file.name);
  return apiUploadWithProgress('/api/message/create', form, onProgress);
}

export function markDealRead(threadId: string, messageSeq?: number): Promise<DealCounters> {
  return api.PATCH('/api/message/read-mark', { body: messageSeq === undefined ? { thread_id: threadId } : { thread_id: threadId, message_seq: messageSeq } });
}

export function toggleDealPin(threadId: string, pinned: boolean): Promise<{ pinned: boolean }> {
  return api.POST('/api/message/{id}/toggle-pinned', { params: { path: { id: threadId }, query: { pinned: pinned ? 'add' : 'remove' } } });
}

export function blockDealThread(threadId: string): Promise<{ thread_id: string }> {
  return api.POST('/api/message/thread/block', { body: { thread_id: threadId } });
}

/** Where a message's file is served; it needs the bearer token, so it is fetched, never linked. */
export function dealFileUrl(threadId: string, messageId: string): string {
  return apiUrl('/api/message/{threadId}/file/{messageId}', { path: { threadId, messageId } });
}

export function fetchDealFile(threadId: string, messageId: string, signal?: AbortSignal): Promise<Blob> {
  return apiBlob(dealFileUrl(threadId, messageId), signal);
}
