import { useMutation, useQuery } from '@tanstack/react-query';
import { fetchContactCategories, sendContact } from './contact.api';

export function useContactCategories() {
  return useQuery({ queryKey: ['contact', 'categories'], queryFn: ({ signal }) => fetchContactCategories(signal), staleTime: Infinity });
}

export function useSendContact() {
  return useMutation({ mutationFn: sendContact });
}
