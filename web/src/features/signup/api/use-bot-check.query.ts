import { useQuery } from '@tanstack/react-query';
import { NO_BOT_CHECK, fetchBotCheckSettings, type BotCheckSettings } from './signup.api';

/**
 * The sign-up form's bot-protection settings; `undefined` while they load. When they cannot be
 * read the form goes on without a widget and the server has the last word.
 */
export function useBotCheckSettings(): BotCheckSettings | undefined {
  const query = useQuery({
    queryKey: ['signup', 'bot-check'] as const,
    queryFn: ({ signal }) => fetchBotCheckSettings(signal),
    retry: false,
    staleTime: Infinity,
  });
  return query.data ?? (query.isError ? NO_BOT_CHECK : undefined);
}
