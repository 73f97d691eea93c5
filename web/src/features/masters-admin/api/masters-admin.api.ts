import { api, type ApiAnswer, type ApiSchema } from '../../../lib/typed-api-client';

export type MasterItem = ApiSchema<'MasterItemView'>;

/** The two masters an admin edits on screen. */
export const MASTER_KINDS = {
  category: { label: '地目' },
  hashtag: { label: 'ハッシュタグ' },
} as const;

export type MasterKindKey = keyof typeof MASTER_KINDS;

export function fetchMasterItems(kind: MasterKindKey, signal?: AbortSignal): Promise<MasterItem[]> {
  return kind === 'category' ? api.GET('/api/master/ground-list', { signal }) : api.GET('/api/master/hash-tag-list', { signal });
}

export function createMasterItem(kind: MasterKindKey, name: string): Promise<MasterItem> {
  return kind === 'category'
    ? api.POST('/api/master/ground/create', { body: { name } })
    : api.POST('/api/master/hash-tag/create', { body: { name } });
}

export function renameMasterItem(kind: MasterKindKey, id: number, name: string): Promise<MasterItem> {
  const params = { path: { id: String(id) } };
  return kind === 'category'
    ? api.PATCH('/api/master/ground/{id}/edit', { params, body: { name } })
    : api.PATCH('/api/master/hash-tag/{id}/edit', { params, body: { name } });
}

/** Sent with the flag each screen's client has always sent beside the id. */
export function deleteMasterItem(kind: MasterKindKey, id: number): Promise<ApiAnswer<'/api/master/ground/delete', 'post'>> {
  return kind === 'category'
    ? api.POST('/api/master/ground/delete', { body: { id, idDeleteCate: true } })
    : api.POST('/api/master/hash-tag/delete', { body: { id, idDeleteHashtag: true } });
}
