import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createNews, deleteNews, editNews, fetchAdminNews, fetchNewsCategories, publishNews, unpublishNews, type AdminNewsFilter, type NewsInput } from './news-admin.api';

const adminNewsKey = ['admin', 'news'] as const;

export function useAdminNews(filter: AdminNewsFilter, page: number) {
  return useQuery({ queryKey: [...adminNewsKey, filter, page], queryFn: ({ signal }) => fetchAdminNews(filter, page, signal) });
}

export function useNewsCategories() {
  return useQuery({ queryKey: ['news', 'categories'], queryFn: ({ signal }) => fetchNewsCategories(signal), staleTime: Infinity });
}

/** Every change reads the list again. */
export function useNewsAdminMutations() {
  const client = useQueryClient();
  const onSuccess = () => client.invalidateQueries({ queryKey: adminNewsKey });
  return {
    save: useMutation({ mutationFn: ({ id, body }: { id: string | null; body: NewsInput }) => (id ? editNews(id, body) : createNews(body)), onSuccess }),
    publish: useMutation({ mutationFn: publishNews, onSuccess }),
    unpublish: useMutation({ mutationFn: unpublishNews, onSuccess }),
    remove: useMutation({ mutationFn: deleteNews, onSuccess }),
  };
}
