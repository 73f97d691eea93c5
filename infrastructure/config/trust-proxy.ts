import { isIP } from 'node:net';

/**
 * Which proxies may tell the client's address with X-Forwarded-For: none (`false`, the default,
 * so a client cannot pick the address its attempts are counted under), the nearest `n` hops, or
 * the listed addresses and networks. Anything else is refused, so a typo never trusts everyone.
 */
export type TrustProxy = false | number | string[];

export const TRUST_PROXY_EXPECTED =
  'must be false, a hop count from 1 to 10 (e.g. 1), or a comma-separated list of proxy addresses or CIDR networks (e.g. 10.0.0.0/8,192.168.1.5)';

function isAddressOrNetwork(entry: string): boolean {
  const [address, prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (version === 4 ? 32 : 128);
}

/** The variable's value as Fastify's `trustProxy` takes it, or null when it is not one of the accepted forms. */
export function parseTrustProxy(raw: string | undefined): TrustProxy | null {
  const value = (raw ?? '').trim();
  if (value === '' || value.toLowerCase() === 'false') return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops === 0) return false;
    return hops <= 10 ? hops : null;
  }
  const entries = value.split(',').map((entry) => entry.trim()).filter(Boolean);
  return entries.length > 0 && entries.every(isAddressOrNetwork) ? entries : null;
}
