import net from 'node:net';

/**
 * Whether a peer address is this machine's own: 127.0.0.0/8, ::1, or an IPv4 loopback address
 * written as IPv6 (::ffff:127.0.0.1), as a dual-stack socket reports it.
 */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.toLowerCase().replace(/^::ffff:/, '');
  if (net.isIPv4(plain)) return plain.startsWith('127.');
  return net.isIPv6(plain) && new net.SocketAddress({ address: plain, family: 'ipv6' }).address === '::1';
}
