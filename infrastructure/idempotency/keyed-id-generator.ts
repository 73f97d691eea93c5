import { createHash, randomUUID } from 'node:crypto';
import { IdGenerator } from '../../application/shared/id-generator.port';
import { currentIdempotentRequest } from './idempotent-request';

/**
 * Random ids, except inside a request with an idempotency key: there the n-th id is derived from
 * the claim and n, so a retry that runs the command again after a crash draws the same aggregate
 * and event ids, and the event store recognises the events it already holds instead of writing
 * them twice. The claim id is random, so the ids stay unguessable.
 */
export class KeyedIdGenerator extends IdGenerator {
  uuid(): string {
    const request = currentIdempotentRequest();
    if (!request?.claimId) return randomUUID();
    const n = request.idsDrawn++;
    return uuidFromDigest(createHash('sha256').update(`${request.claimId}:${n}`).digest());
  }
}

/** Formats 16 bytes of a digest as a version-4 UUID, so it passes wherever a UUID is checked. */
function uuidFromDigest(digest: Buffer): string {
  const bytes = Buffer.from(digest.subarray(0, 16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
