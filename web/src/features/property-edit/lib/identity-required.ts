import { ApiError } from '../../../lib/api-error';

/** Where a member submits identity documents; the server names it in its refusal. */
export const IDENTIFICATION_PAGE_PATH = '/mypage/profile/edit/honnin';

/**
 * The server's message when a listing cannot be published because the seller's identity is not
 * verified yet (409 naming the identity page), without the bare path, which the notice turns
 * into a link; null for any other error.
 */
export function identityRequiredMessage(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 409 || !error.message.includes(IDENTIFICATION_PAGE_PATH)) return null;
  return error.message.replace(`（${IDENTIFICATION_PAGE_PATH}）`, '').replace(IDENTIFICATION_PAGE_PATH, '').trim();
}
