import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchProfile, updateProfile } from './profile.api';
import type { Profile, ProfileInput } from './profile.api';

export const profileQueryKey = (id: string | null) => ['profile', id] as const;

export function useProfile(id: string | null) {
  return useQuery({
    queryKey: profileQueryKey(id),
    queryFn: ({ signal }) => fetchProfile(id ?? '', signal),
    enabled: id !== null,
  });
}

/** `onSaved` lets the page refresh what other features show from the same data. */
export function useUpdateProfile(id: string | null, onSaved?: (profile: Profile) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileInput) => updateProfile(id ?? '', input),
    onSuccess: (profile) => {
      queryClient.setQueryData(profileQueryKey(id), profile);
      onSaved?.(profile);
    },
  });
}
