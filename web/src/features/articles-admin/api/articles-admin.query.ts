import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createArticle,
  deleteArticle,
  editArticle,
  fetchAdminArticles,
  previewArticle,
  publishArticle,
  unpublishArticle,
  uploadContentImage,
  type AdminArticleFilter,
  type ArticleInput,
} from './articles-admin.api';

const adminArticlesKey = ['admin', 'articles'] as const;

export function useAdminArticles(filter: AdminArticleFilter, page: number) {
  return useQuery({ queryKey: [...adminArticlesKey, filter, page], queryFn: ({ signal }) => fetchAdminArticles(filter, page, signal) });
}

/** Every change reads the list again. */
export function useArticleAdminMutations() {
  const client = useQueryClient();
  const onSuccess = () => client.invalidateQueries({ queryKey: adminArticlesKey });
  return {
    save: useMutation({ mutationFn: ({ id, body }: { id: string | null; body: ArticleInput }) => (id ? editArticle(id, body) : createArticle(body)), onSuccess }),
    publish: useMutation({ mutationFn: publishArticle, onSuccess }),
    unpublish: useMutation({ mutationFn: unpublishArticle, onSuccess }),
    remove: useMutation({ mutationFn: deleteArticle, onSuccess }),
  };
}

export function useArticlePreview() {
  return useMutation({ mutationFn: previewArticle });
}

export function useContentImageUpload() {
  return useMutation({ mutationFn: uploadContentImage });
}
