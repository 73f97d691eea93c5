import { createPublicKey, sign, verify, type KeyObject } from 'node:crypto';
import type { Queryable } from '../database/database';
import { verifyEventChain, type ChainReport } from './event-chain-verifier';

/** A signed statement of the log's head: whoever holds it can later prove the log only grew. */
export interface AuditDigest {
  position: number;
  head_hash: string;
  at: string;
  /** Ed25519 over the canonical text of the three fields above, base64. */
  signature: string;
}

/** The signed text: fixed key order, no spacing. */
function signedText(digest: Pick<AuditDigest, 'position' | 'head_hash' | 'at'>): Buffer {
  return Buffer.from(JSON.stringify({ at: digest.at, head_hash: digest.head_hash, position: digest.position }), 'utf8');
}

export function signDigest(head: { position: number; headHash: string }, at: Date, key: KeyObject): AuditDigest {
  const unsigned = { position: head.position, head_hash: head.headHash, at: at.toISOString() };
  return { ...unsigned, signature: sign(null, signedText(unsigned), key).toString('base64') };
}

export function digestSignatureValid(digest: AuditDigest, publicKey: KeyObject): boolean {
  try {
    return verify(null, signedText(digest), publicKey, Buffer.from(digest.signature, 'base64'));
  } catch {
    return false;
  }
}

/** Reads a digest file's JSON, naming the field that is wrong. */
export function parseDigest(text: string): AuditDigest {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new Error('the digest is not JSON');
  }
  const digest = value as Partial<AuditDigest>;
  if (!Number.isInteger(digest.position) || (digest.position as number) < 0) throw new Error('the digest has no valid position');
  if (typeof digest.head_hash !== 'string' || !/^[0-9a-f]{64}$/.test(digest.head_hash)) throw new Error('the digest has no valid head_hash');
  if (typeof digest.at !== 'string' || Number.isNaN(Date.parse(digest.at))) throw new Error('the digest has no valid at');
  if (typeof digest.signature !== 'string' || digest.signature === '') throw new Error('the digest has no signature');
  return digest as AuditDigest;
}

export interface DigestCheck {
  ok: boolean;
  detail: string;
  report: ChainReport;
}

/**
 * Proves the log still holds, at the digest's position, the head hash the digest signed: the
 * events up to there are unchanged, and any since were only added.
 */
export async function checkDigest(db: Queryable, schema: string, digest: AuditDigest, publicKey: KeyObject): Promise<DigestCheck> {
  const report = await verifyEventChain(db, schema, { hashAt: digest.position });
  const key = publicKey.type === 'private' ? createPublicKey(publicKey) : publicKey;
  if (!digestSignatureValid(digest, key)) {
    return { ok: false, detail: 'the digest signature does not match the public key: the digest was altered or signed by another key', report };
  }
  const proven = digest.position === 0 ? '0'.repeat(64) : report.hashAt;
  if (proven === null || proven === undefined) {
    const reason = report.problem
      ? `the log is not intact before it (first problem at position ${report.problem.position})`
      : `the log ends at position ${report.headPosition}`;
    return { ok: false, detail: `position ${digest.position} of the digest cannot be proven: ${reason}`, report };
  }
  if (proven !== digest.head_hash) {
    return { ok: false, detail: `the log up to position ${digest.position} was rewritten: its head hash is no longer the one signed on ${digest.at}`, report };
  }
  return {
    ok: true,
    detail: `the log up to position ${digest.position} is unchanged since ${digest.at}; ${report.verified} events are proven now`,
    report,
  };
}
