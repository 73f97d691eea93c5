import fs from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '../config/app-config';
import { openDatabase } from '../database/database';
import { verifyEventChain } from '../audit/event-chain-verifier';
import { signDigest } from '../audit/audit-digest';
import { parseSigningKey, publicKeyPem } from '../audit/audit-signing-key';
import { requireHashChain } from '../audit/hash-chain-presence';

interface Output {
  write(text: string): unknown;
}

/**
 * `audit:digest`: verifies the log, then signs its head (position and hash) with AUDIT_SIGNING_KEY.
 * The digest goes to `--out` or to standard output; the public key auditors check it with is printed.
 */
export async function auditDigestCommand(config: AppConfig, options: { out?: string }, out: Output, err: Output): Promise<number> {
  if (!config.auditSigningKey) {
    err.write('AUDIT_SIGNING_KEY is not set: an Ed25519 private key (PEM or base64) signs the digest (README "Audit")\n');
    return 2;
  }
  const key = parseSigningKey(config.auditSigningKey);
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: path.join(config.dataDir, 'db') });
  try {
    await requireHashChain(db);
    const report = await verifyEventChain(db, db.schema);
    if (!report.intact) {
      err.write(`the log is not intact at position ${report.problem?.position} (${report.problem?.kind}): no digest is signed; run npm run audit:verify\n`);
      return 1;
    }
    const digest = signDigest({ position: report.headPosition, headHash: report.headHash }, new Date(), key);
    const json = `${JSON.stringify(digest, null, 2)}\n`;
    if (options.out) {
      fs.writeFileSync(options.out, json);
      out.write(`digest of position ${digest.position} written to ${options.out}\n`);
      out.write(`public key for auditors:\n${publicKeyPem(key)}`);
    } else {
      out.write(json);
      err.write(`public key for auditors:\n${publicKeyPem(key)}`);
    }
    return 0;
  } finally {
    await db.close();
  }
}
