import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchProfile, updateProfile } from './profile.api';
import type { Profile, ProfileInput } from './profile.api';

export const profileQueryKey = (id: number | null) => ['profile', id] as const;

export function useProfile(id: number | null) {
  return useQuery({
    queryKey: profileQueryKey(id),
    queryFn: ({ signal }) => fetchProfile(id ?? 0, signal),
    enabled: id !== null,
  });
}

/** `onSaved` lets the page refresh what other features show from the same data. */
export function useUpdateProfile(id: number | null, onSaved?: (profile: Profile) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileInput) => updateProfile(id ?? 0, input),
    onSuccess: (profile) => {
      queryClient.setQueryData(profileQueryKey(id), profile);
      onSaved?.(profile);
    },
  });
}
