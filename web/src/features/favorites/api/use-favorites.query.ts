import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchFavorites, toggleFavorite } from './favorites.api';

export const favoritesQueryKey = ['favorites'] as const;

export function useFavorites() {
  return useQuery({ queryKey: favoritesQueryKey, queryFn: ({ signal }) => fetchFavorites(signal) });
}

/** After a toggle the favourites list and the listing's own page (`is_favorite`) are stale. */
export function useToggleFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (propertyId: string) => toggleFavorite(propertyId),
    onSuccess: async (answer) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: favoritesQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['property-detail', answer.property_id] }),
      ]);
    },
  });
}
