import { SECRET_PAYMENT_SETTINGS } from './payment-settings';
import { SECRET_PERSONAL_DATA_KEY_SETTINGS } from './personal-data-key-settings';

/** Settings whose whole value is a secret: a start-up error names them but never prints them. */
const SECRET_SETTINGS: ReadonlySet<string> = new Set([...SECRET_PAYMENT_SETTINGS, ...SECRET_PERSONAL_DATA_KEY_SETTINGS, 'JWT_SECRET', 'TURNSTILE_SECRET', 'AUDIT_SIGNING_KEY']);

/**
 * A setting's value as a start-up error prints it. Error output reaches logs and terminals that
 * others read, so secrets are hidden and a URL's password is masked; the rest is shown as given,
 * which is what makes a typo easy to spot.
 */
export function shownSetting(name: string, given: string | undefined): string {
  if (given === undefined) return '(unset)';
  if (SECRET_SETTINGS.has(name)) return '(hidden)';
  return JSON.stringify(given.replace(/^([a-z][a-z0-9+.-]*:\/\/[^/:@]*):[^@/]*@/i, '$1:***@'));
}
