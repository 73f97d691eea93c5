/** Every contract query starts with `contracts`, so a step or a live notice refreshes them all. */
export const contractQueryKeys = {
  all: ['contracts'] as const,
  state: (threadId: string) => ['contracts', 'state', threadId] as const,
  content: (threadId: string) => ['contracts', 'content', threadId] as const,
  terms: (threadId: string) => ['contracts', 'terms', threadId] as const,
  history: (page: number) => ['contracts', 'history', page] as const,
  paymentOptions: ['contracts', 'payment-options'] as const,
  sellerDocuments: ['contracts', 'seller-documents'] as const,
};
