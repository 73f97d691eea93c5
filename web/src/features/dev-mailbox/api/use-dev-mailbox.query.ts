import { useQuery } from '@tanstack/react-query';
import { fetchDevMailbox } from './dev-mailbox.api';

export function useDevMailbox(to: string) {
  return useQuery({
    queryKey: ['dev-mailbox', to] as const,
    queryFn: ({ signal }) => fetchDevMailbox(to, signal),
    retry: false,
  });
}
