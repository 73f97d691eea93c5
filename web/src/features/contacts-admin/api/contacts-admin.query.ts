import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { approveContact, fetchContact, fetchContactCategories, fetchContacts, replyToContact, updateContactStatus, type ContactFilter, type ContactReply, type ContactStatusValue } from './contacts-admin.api';

const contactsKey = ['admin', 'contacts'] as const;

export function useContacts(filter: ContactFilter, page: number) {
  return useQuery({ queryKey: [...contactsKey, 'list', filter, page], queryFn: ({ signal }) => fetchContacts(filter, page, signal) });
}

export function useContact(id: string | null) {
  return useQuery({ queryKey: [...contactsKey, 'item', id], queryFn: ({ signal }) => fetchContact(id!, signal), enabled: id !== null });
}

export function useContactCategories() {
  return useQuery({ queryKey: ['contact', 'categories'], queryFn: ({ signal }) => fetchContactCategories(signal), staleTime: Infinity });
}

/** Each change reads the list and the open contact again. */
export function useContactMutations() {
  const client = useQueryClient();
  const onSuccess = () => client.invalidateQueries({ queryKey: contactsKey });
  return {
    approve: useMutation({ mutationFn: approveContact, onSuccess }),
    status: useMutation({ mutationFn: ({ id, status }: { id: string; status: ContactStatusValue }) => updateContactStatus(id, status), onSuccess }),
    reply: useMutation({ mutationFn: ({ id, body }: { id: string; body: ContactReply }) => replyToContact(id, body), onSuccess }),
  };
}
