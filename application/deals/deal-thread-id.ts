import { createHash } from 'node:crypto';

/** Namespace of the deal ids (a fixed random UUID): the same listing and buyer always give the same deal. */
const DEAL_NAMESPACE = Buffer.from('6f1c2a8e4b7d4e0f9a3c5d2b1e8f7a60', 'hex');

/**
 * The deal of one listing and one buyer, as a name-based UUID (RFC 9562 version 5). Two presses
 * of the contact button, even at once, name the same stream, so there is never a second deal.
 */
export function dealThreadId(propertyId: string, buyerId: string): string {
  const hash = createHash('sha1').update(DEAL_NAMESPACE).update(`${propertyId}:${buyerId}`).digest();
  hash[6] = (hash[6] & 0x0f) | 0x50;
  hash[8] = (hash[8] & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
