import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchNotificationSettings, saveNotificationSettings } from './notification-settings.api';

export const notificationSettingsQueryKey = ['notification-settings'] as const;

export function useNotificationSettings() {
  return useQuery({ queryKey: notificationSettingsQueryKey, queryFn: ({ signal }) => fetchNotificationSettings(signal) });
}

/** The server answers the settings as saved; they replace the cached ones. */
export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: Parameters<typeof saveNotificationSettings>[0]) => saveNotificationSettings(settings),
    onSuccess: (saved) => queryClient.setQueryData(notificationSettingsQueryKey, saved),
  });
}
