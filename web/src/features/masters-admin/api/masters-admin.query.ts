import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createMasterItem, deleteMasterItem, fetchMasterItems, renameMasterItem } from './masters-admin.api';
import type { MasterKindKey } from './masters-admin.api';

const mastersKey = (kind: MasterKindKey) => ['admin', 'masters', kind] as const;

export function useMasterItems(kind: MasterKindKey) {
  return useQuery({ queryKey: mastersKey(kind), queryFn: ({ signal }) => fetchMasterItems(kind, signal) });
}

/** Create, rename and delete; each refreshes the list. */
export function useMasterItemMutations(kind: MasterKindKey) {
  const client = useQueryClient();
  const onSuccess = () => client.invalidateQueries({ queryKey: mastersKey(kind) });
  return {
    create: useMutation({ mutationFn: (name: string) => createMasterItem(kind, name), onSuccess }),
    rename: useMutation({ mutationFn: ({ id, name }: { id: number; name: string }) => renameMasterItem(kind, id, name), onSuccess }),
    remove: useMutation({ mutationFn: (id: number) => deleteMasterItem(kind, id), onSuccess }),
  };
}
