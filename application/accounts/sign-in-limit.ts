/**
 * How many sign-ins one client address may try in the sign-in window. Many visitors can share an
 * address (a mobile carrier's NAT, an office, a 役場 hall), so operators may raise it; the default
 * is the one in `ATTEMPT_LIMITS`.
 */
export abstract class SignInLimit {
  abstract readonly perAddress: number;
}
