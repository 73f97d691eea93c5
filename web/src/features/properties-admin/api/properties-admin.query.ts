import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deleteAdminProperties, fetchAdminProperties, updateAdminProperty } from './properties-admin.api';
import type { AdminPropertyChanges, AdminPropertyFilter } from './properties-admin.api';

const propertiesKey = ['admin', 'properties'] as const;

export function useAdminProperties(page: number, filter: AdminPropertyFilter) {
  return useQuery({
    queryKey: [...propertiesKey, 'list', page, filter] as const,
    queryFn: () => fetchAdminProperties(page, filter),
    placeholderData: keepPreviousData,
  });
}

export function useUpdateAdminProperty() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: AdminPropertyChanges }) => updateAdminProperty(id, changes),
    onSuccess: () => client.invalidateQueries({ queryKey: propertiesKey }),
  });
}

export function useDeleteAdminProperties() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids: readonly string[]) => deleteAdminProperties(ids),
    onSuccess: () => client.invalidateQueries({ queryKey: propertiesKey }),
  });
}
