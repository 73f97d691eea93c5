import { apiClient } from '../../../lib/api-client';

/**
 * Asks GET /api/admin/me with the stored master token rather than the session's (member) token,
 * so it bypasses the shared client on purpose.
 */
export async function isMasterTokenValid(masterToken: string): Promise<boolean> {
  try {
    const response = await fetch('/api/admin/me', {
      headers: { Accept: 'application/json', Authorization: `Bearer ${masterToken}` },
    });
    if (!response.ok) return false;
    const payload = (await response.json()) as { success?: unknown };
    return payload.success === true;
  } catch {
    return false;
  }
}

/**
 * Ends the member session the admin was using (recorded as ended by the admin); a failure
 * changes nothing for the admin. A POST, so the browser sends the Origin the server checks.
 */
export async function endImpersonatedSession(): Promise<void> {
  try {
    await apiClient.post<null>('/api/logout');
  } catch {
    // The session may already have ended on its own.
  }
}
