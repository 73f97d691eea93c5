import { apiClient } from '../../../lib/api-client';

export interface MasterItem {
  id: number;
  name: string;
  sort: number;
  created_at: string;
  updated_at: string;
}

/** The two masters an admin edits on screen, with their paths and the client's delete flag. */
export const MASTER_KINDS = {
  category: { label: '地目', list: '/api/master/ground-list', base: '/api/master/ground', deleteFlag: 'idDeleteCate' },
  hashtag: { label: 'ハッシュタグ', list: '/api/master/hash-tag-list', base: '/api/master/hash-tag', deleteFlag: 'idDeleteHashtag' },
} as const;

export type MasterKindKey = keyof typeof MASTER_KINDS;

export function fetchMasterItems(kind: MasterKindKey, signal?: AbortSignal): Promise<MasterItem[]> {
  return apiClient.get<MasterItem[]>(MASTER_KINDS[kind].list, signal);
}

export function createMasterItem(kind: MasterKindKey, name: string): Promise<MasterItem> {
  return apiClient.post<MasterItem>(`${MASTER_KINDS[kind].base}/create`, { name });
}

export function renameMasterItem(kind: MasterKindKey, id: number, name: string): Promise<MasterItem> {
  return apiClient.patch<MasterItem>(`${MASTER_KINDS[kind].base}/${id}/edit`, { name });
}

export function deleteMasterItem(kind: MasterKindKey, id: number): Promise<{ id: number }> {
  return apiClient.post<{ id: number }>(`${MASTER_KINDS[kind].base}/delete`, { id, [MASTER_KINDS[kind].deleteFlag]: true });
}
