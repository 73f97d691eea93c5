import fs from 'node:fs';
import path from 'node:path';
import { createPublicKey, type KeyObject } from 'node:crypto';
import type { AppConfig } from '../config/app-config';
import { openDatabase } from '../database/database';
import { verifyEventChain, type ChainReport } from '../audit/event-chain-verifier';
import { checkDigest, parseDigest } from '../audit/audit-digest';
import { parseSigningKey } from '../audit/audit-signing-key';
import { requireHashChain } from '../audit/hash-chain-presence';

interface Output {
  write(text: string): unknown;
}

export interface AuditVerifyOptions {
  /** A digest file from `audit:digest`: the log up to its position must still have its head hash. */
  since?: string;
  /** The auditor's copy of the public key (PEM file); else the one of AUDIT_SIGNING_KEY. */
  publicKey?: string;
}

/** `audit:verify`: 0 when the log is intact (and matches the digest), 1 when it is not. */
export async function auditVerifyCommand(config: AppConfig, options: AuditVerifyOptions, out: Output, err: Output): Promise<number> {
  let publicKey: KeyObject | undefined;
  let digestText: string | undefined;
  if (options.since) {
    digestText = fs.readFileSync(options.since, 'utf8');
    if (options.publicKey) publicKey = createPublicKey(fs.readFileSync(options.publicKey, 'utf8'));
    else if (config.auditSigningKey) publicKey = createPublicKey(parseSigningKey(config.auditSigningKey));
    else {
      err.write('--since needs the public key: --public-key <file.pem>, or AUDIT_SIGNING_KEY set\n');
      return 2;
    }
  }
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: path.join(config.dataDir, 'db') });
  try {
    await requireHashChain(db);
    const started = process.hrtime.bigint();
    if (digestText !== undefined && publicKey) {
      const check = await checkDigest(db, db.schema, parseDigest(digestText), publicKey);
      printReport(check.report, started, out);
      out.write(`digest: ${check.ok ? 'proven' : 'FAILED'}: ${check.detail}\n`);
      return check.ok && check.report.intact ? 0 : 1;
    }
    const report = await verifyEventChain(db, db.schema);
    printReport(report, started, out);
    return report.intact ? 0 : 1;
  } finally {
    await db.close();
  }
}

function printReport(report: ChainReport, started: bigint, out: Output): void {
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  out.write(`events: ${report.events}, verified: ${report.verified} in ${seconds.toFixed(2)} s\n`);
  out.write(`head: position ${report.headPosition}, hash ${report.headHash}\n`);
  if (report.intact) out.write('log intact: every event is as it was appended, in order\n');
  else if (report.problem) {
    out.write(`log NOT intact at position ${report.problem.position}: ${report.problem.kind}: ${report.problem.detail}\n`);
  }
}
