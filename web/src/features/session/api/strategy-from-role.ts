import type { Strategy } from '../strategy';

export type SignedInStrategy = Exclude<Strategy, 'guest'>;

/** The server's role name, as the route guard's strategy; a member unless it says otherwise. */
export function strategyFromRole(role: unknown): SignedInStrategy {
  if (role === 'admin' || role === 'lawyer') return role;
  return 'member';
}
