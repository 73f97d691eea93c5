import { useQuery } from '@tanstack/react-query';
import { checkSignupLink } from './signup.api';

export function useSignupLink(token: string) {
  return useQuery({
    queryKey: ['signup', 'link', token] as const,
    queryFn: ({ signal }) => checkSignupLink(token, signal),
    retry: false,
    staleTime: Infinity,
  });
}
