import fs from 'node:fs';
import path from 'node:path';
import { createPublicKey, type KeyObject } from 'node:crypto';
import type { AppConfig } from '../config/app-config';
import { openDatabase } from '../database/database';
import { verifyEventChain, type ChainReport } from '../audit/event-chain-verifier';
import { checkDigest, parseDigest } from '../audit/audit-digest';
import { parseSigningKey } from '../audit/audit-signing-key';
import { requireHashChain } from '../audit/hash-chain-presence';
import { verifyContractPdfs, type ContractPdfReport } from '../audit/contract-pdf-verifier';
import { LocalFileStore } from '../accounts/local-file-store';

interface Output {
  write(text: string): unknown;
}

export interface AuditVerifyOptions {
  /** A digest file from `audit:digest`: the log up to its position must still have its head hash. */
  since?: string;
  /** The auditor's copy of the public key (PEM file); else the one of AUDIT_SIGNING_KEY. */
  publicKey?: string;
}

/** `audit:verify`: 0 when the log is intact (and matches the digest) and every contract PDF matches its event, 1 when not. */
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
    let intact: boolean;
    if (digestText !== undefined && publicKey) {
      const check = await checkDigest(db, db.schema, parseDigest(digestText), publicKey);
      printReport(check.report, started, out);
      out.write(`digest: ${check.ok ? 'proven' : 'FAILED'}: ${check.detail}\n`);
      intact = check.ok && check.report.intact;
    } else {
      const report = await verifyEventChain(db, db.schema);
      printReport(report, started, out);
      intact = report.intact;
    }
    const pdfs = await verifyContractPdfs(db, db.schema, new LocalFileStore(path.join(config.dataDir, 'files')));
    printPdfReport(pdfs, out);
    return intact && pdfs.problems.length === 0 ? 0 : 1;
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

/** Every problem is listed: each one is a document someone has to look into. */
function printPdfReport(report: ContractPdfReport, out: Output): void {
  const bad = report.problems.length;
  if (bad === 0) out.write(`contract PDFs: ${report.checked} checked, each as its event recorded\n`);
  else {
    out.write(`contract PDFs: ${report.checked} checked, ${bad} NOT as their event recorded\n`);
    for (const problem of report.problems) out.write(`contract PDF ${problem.kind}: ${problem.detail}\n`);
  }
}
