/** Every query of the deals' chat starts with `deals`, so one invalidation refreshes them all. */
export const dealQueryKeys = {
  all: ['deals'] as const,
  threadLists: ['deals', 'threads'] as const,
  threads: (includeEnded: boolean) => ['deals', 'threads', includeEnded ? 'all' : 'open'] as const,
  messagesOfAll: ['deals', 'messages'] as const,
  messages: (threadId: string) => ['deals', 'messages', threadId] as const,
};
