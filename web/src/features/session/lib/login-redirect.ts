export const AFTER_LOGIN_DEFAULT = '/mypage';

/** Only a path inside this site may follow a login: never `//host` or an absolute address. */
export function safeRedirect(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return AFTER_LOGIN_DEFAULT;
  }
  return value;
}

export function loginPathFor(returnTo: string): string {
  return `/login?redirect=${encodeURIComponent(returnTo)}`;
}
