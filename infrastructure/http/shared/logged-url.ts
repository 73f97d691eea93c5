/** Query parameters whose values are secrets or one-time proofs: mail links, OAuth codes, signed addresses. */
const SECRET_PARAMETER = /token|code|signature|^sig$|secret|password|key|otp|nonce/i;

/** Path segments that follow these carry a mail-link token (`/api/signup/check/active-link/{token}`). */
const TOKEN_SEGMENT_AFTER = new Set(['active-link', 'register', 'reset', 'confirm', 'verify']);

/** Anything else shaped like a random token (long, letters and digits mixed), but not a UUID or a file name. */
const TOKEN_SHAPED = /^(?=.*\d)(?=.*[A-Za-z])[A-Za-z0-9_-]{32,}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const REDACTED = '[redacted]';

/**
 * The address of a request as the log may keep it: the values of secret query parameters and
 * token path segments replaced, so a log reader cannot follow a sign-up or reset link.
 */
export function loggedUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const segments = path.split('/');
  const redactedPath = segments
    .map((segment, index) => {
      if (segment === '') return segment;
      const previous = segments[index - 1] ?? '';
      if (TOKEN_SEGMENT_AFTER.has(previous) && segment.length >= 16) return REDACTED;
      if (TOKEN_SHAPED.test(segment) && !UUID.test(segment)) return REDACTED;
      return segment;
    })
    .join('/');
  if (queryAt === -1) return redactedPath;
  const query = url
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals === -1 ? pair : pair.slice(0, equals);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // A malformed name is matched as it was sent.
      }
      return equals !== -1 && SECRET_PARAMETER.test(decoded) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${redactedPath}?${query}`;
}
