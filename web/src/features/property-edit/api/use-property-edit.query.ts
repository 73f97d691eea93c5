import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createDraft,
  deletePropertyImage,
  fetchLatestDraft,
  fetchPropertyForEdit,
  publishProperty,
  reorderPropertyImages,
  saveProperty,
  uploadPropertyImage,
} from './property-edit.api';
import type { Property, PropertyImage, PropertyInput } from './property-edit.api';

export const propertyEditQueryKey = (id: string | null) => ['property-edit', id === null ? null : String(id)] as const;
export const latestDraftQueryKey = ['property-edit', 'latest-draft'] as const;

export function usePropertyForEdit(id: string | null) {
  return useQuery({
    queryKey: propertyEditQueryKey(id),
    queryFn: ({ signal }) => fetchPropertyForEdit(id as string, signal),
    enabled: id !== null,
  });
}

export function useLatestDraft(enabled: boolean) {
  return useQuery({ queryKey: latestDraftQueryKey, queryFn: ({ signal }) => fetchLatestDraft(signal), enabled });
}

/** Saves one group: creates the draft on the first save, then saves into it. */
export function useSaveProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, input }: { id: string | null; input: PropertyInput }): Promise<Property> => {
      if (id !== null) return saveProperty(id, input);
      const created = await createDraft(input);
      return fetchPropertyForEdit(created.id);
    },
    onSuccess: (saved) => {
      queryClient.setQueryData<Property>(propertyEditQueryKey(saved.id), (before) => ({ ...saved, images: saved.images ?? before?.images }));
      void queryClient.invalidateQueries({ queryKey: ['my-listings'] });
    },
  });
}

export function usePublishProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => publishProperty(id),
    onSuccess: (_answer, id) => {
      void queryClient.invalidateQueries({ queryKey: propertyEditQueryKey(id) });
      void queryClient.invalidateQueries({ queryKey: ['my-listings'] });
    },
  });
}

type ImageChange =
  | { kind: 'upload'; file: File; primary: boolean }
  | { kind: 'order'; imageIds: (string)[] }
  | { kind: 'delete'; imageId: string };

/** Every photo call answers the listing's photos in order: that answer replaces the cached ones. */
export function usePropertyImages(id: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: ImageChange): Promise<PropertyImage[]> => {
      if (id === null) return Promise.reject(new Error('下書きを保存してから写真を追加してください。'));
      if (change.kind === 'upload') return uploadPropertyImage(id, change.file, change.primary);
      if (change.kind === 'order') return reorderPropertyImages(id, change.imageIds);
      return deletePropertyImage(id, change.imageId);
    },
    onSuccess: (images) => {
      queryClient.setQueryData<Property>(propertyEditQueryKey(id), (before) => (before ? { ...before, images } : before));
      void queryClient.invalidateQueries({ queryKey: ['my-listings'] });
    },
  });
}
