import { createHash, createHmac } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { DomainError } from '../../../domain/shared/domain-error';

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** Printable ASCII, no spaces, as long as a key may be. */
const KEY_FORMAT = /^[\x21-\x7e]{1,255}$/;

export const IDEMPOTENCY_KEY_FORMAT_MESSAGE =
  'Idempotency-Key ヘッダーには、空白を含まない 1〜255 文字の半角英数字・記号を指定してください。';

/** The key the request carries, undefined without one; a malformed key is refused (422). */
export function readIdempotencyKey(request: FastifyRequest): string | undefined {
  const value = request.headers['idempotency-key'];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !KEY_FORMAT.test(value)) {
    throw DomainError.invalid('idempotency.key_invalid', IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_FORMAT_MESSAGE);
  }
  return value;
}

/** JSON with object keys sorted, so the same body written in another key order matches. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item ?? null)).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([name, item]) => `${JSON.stringify(name)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/**
 * What a request asked, as a keyed hash: bodies may carry passwords, so the stored fingerprint
 * is an HMAC under a server key and cannot be guessed back from a list of candidates.
 */
export function requestFingerprint(secret: Uint8Array, method: string, path: string, body: unknown): string {
  return createHmac('sha256', secret).update(`${method}\n${path}\n${canonicalJson(body)}`).digest('hex');
}

interface UploadedFileLike {
  fieldname: string;
  originalname: string;
  mimetype: string;
  buffer: Buffer;
}

/** A multipart body as fingerprinted: its text fields and a digest of each file. */
export function multipartFingerprintBody(fields: Record<string, unknown>, files: readonly UploadedFileLike[]): unknown {
  return {
    fields,
    files: files.map((file) => ({
      field: file.fieldname,
      name: file.originalname,
      type: file.mimetype,
      sha256: createHash('sha256').update(file.buffer).digest('hex'),
    })),
  };
}

const CLAIM_AFTER_BODY = Symbol('claim after body');

type ClaimingRequest = FastifyRequest & { [CLAIM_AFTER_BODY]?: (body: unknown) => Promise<void> };

/** A multipart body is read after the idempotency check begins: the key is claimed once it is. */
export function claimOnceBodyIsRead(request: FastifyRequest, claim: (body: unknown) => Promise<void>): void {
  (request as ClaimingRequest)[CLAIM_AFTER_BODY] = claim;
}

/** Called by the multipart reader when the body is in: claims the key before the handler runs. */
export async function multipartBodyRead(
  request: FastifyRequest,
  fields: Record<string, unknown>,
  files: readonly UploadedFileLike[],
): Promise<void> {
  const claim = (request as ClaimingRequest)[CLAIM_AFTER_BODY];
  if (claim) await claim(multipartFingerprintBody(fields, files));
}
