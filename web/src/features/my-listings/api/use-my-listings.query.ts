import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchMyListings, updateListingStatus, type ListingStatusId } from './my-listings.api';

export const myListingsQueryKey = ['my-listings'] as const;

export function useMyListings() {
  return useQuery({ queryKey: myListingsQueryKey, queryFn: ({ signal }) => fetchMyListings(signal) });
}

export function useUpdateListingStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ propertyId, statusId }: { propertyId: string; statusId: ListingStatusId }) =>
      updateListingStatus(propertyId, statusId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: myListingsQueryKey }),
  });
}
