import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchOptions, updateOption, type ServiceOptionInput } from './options-admin.api';

const adminOptionsKey = ['admin', 'options'] as const;

export function useOptions(page: number) {
  return useQuery({ queryKey: [...adminOptionsKey, page], queryFn: ({ signal }) => fetchOptions(page, signal) });
}

export function useUpdateOption() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ServiceOptionInput }) => updateOption(id, body),
    onSuccess: () => client.invalidateQueries({ queryKey: adminOptionsKey }),
  });
}
