import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * The answers a server-rendered page was made from, handed to the browser in the page itself so the
 * first render there reads the same data and hydration finds the same markup. Its presence is also
 * the sign that the markup in `#root` may be hydrated.
 */
export const QUERY_STATE_ELEMENT_ID = 'query-state';

/** One answer: its query key, its data and when it was fetched (so it goes stale as it would have). */
export interface ServerAnswer {
  key: QueryKey;
  data: unknown;
  at: number;
}

/** The answers the server wrote into this page, or null when the page was not rendered on the server. */
export function readQueryState(doc: Document): ServerAnswer[] | null {
  const element = doc.getElementById(QUERY_STATE_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    const answers: unknown = JSON.parse(element.textContent);
    return Array.isArray(answers) ? (answers as ServerAnswer[]) : null;
  } catch {
    return null;
  }
}

/** Puts the server's answers into the browser's client before its first render. */
export function primeQueryClient(queryClient: QueryClient, answers: readonly ServerAnswer[]): void {
  for (const answer of answers) queryClient.setQueryData(answer.key, answer.data, { updatedAt: answer.at });
}
