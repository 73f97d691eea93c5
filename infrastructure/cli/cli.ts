import 'reflect-metadata';
import path from 'node:path';
import { loadConfig } from '../config/app-config';
import { openDatabase } from '../database/database';
import { migrateSchema } from '../database/migrate-schema';
import { ProjectionRunner } from '../projections/projection-runner';
import { allProjectors } from '../app/projectors';
import { adminCreateCommand } from './admin-create.command';
import { demoRemoveCommand } from './demo-remove.command';
import { personalDataEraseDueCommand } from './personal-data-erase-due.command';
import { auditVerifyCommand } from './audit-verify.command';
import { auditDigestCommand } from './audit-digest.command';
import { PostgresEventStore } from '../event-store/postgres-event-store';
import { prepareSubjectKeys } from '../personal-data/prepare-subject-keys';
import { masterKeyringOf } from '../personal-data/development-master-key';
import { parseReplayArguments, REPLAY_USAGE, replayCommand } from './replay.command';

const USAGE = `usage: node dist/server/infrastructure/cli/cli.js <command>
  migrate              apply pending schema migrations
  projections          list read models and how far each has read the log
  rebuild <name|all>   rebuild read models from the start of the log and swap them in
  admin:create         create an admin: asks for the e-mail and the password (from stdin when it is not a terminal)
  demo:remove          remove the demo accounts and their listings (production refuses to start while they exist)
  audit:verify [--since <digest.json>] [--public-key <key.pem>]
                       re-read the event log and prove its hash chain (and a digest's head) intact
  audit:digest [--out <digest.json>]
                       sign the head of the verified log with AUDIT_SIGNING_KEY
  replay --stream <id> [--at <ISO time>] [--json]
                       a stream's state as of that instant and the events that led to it
  personal-data:erase-due
                       delete the keys whose retention period has passed (withdrawn members,
                       removed lawyers, messages sent without signing in)`;

async function main(argv: string[]): Promise<number> {
  const [command, argument] = argv;
  const commands = ['migrate', 'projections', 'rebuild', 'admin:create', 'demo:remove', 'audit:verify', 'audit:digest', 'replay', 'personal-data:erase-due'];
  if (!command || !commands.includes(command)) {
    console.error(USAGE);
    return 2;
  }
  // Wrong arguments are answered before a database is opened.
  const replayArguments = command === 'replay' ? parseReplayArguments(argv.slice(1)) : null;
  if (typeof replayArguments === 'string') {
    console.error(`${replayArguments}\n${REPLAY_USAGE}`);
    return 2;
  }
  const config = loadConfig();
  if (command === 'admin:create') return adminCreateCommand(config, process.stdin, process.stdout, process.stderr);
  if (command === 'demo:remove') return demoRemoveCommand(config, process.stdout);
  if (command === 'personal-data:erase-due') return personalDataEraseDueCommand(config, process.stdout);
  const option = (name: string) => {
    const at = argv.indexOf(name);
    return at > 0 ? argv[at + 1] : undefined;
  };
  if (command === 'audit:verify') {
    return auditVerifyCommand(config, { since: option('--since'), publicKey: option('--public-key') }, process.stdout, process.stderr);
  }
  if (command === 'audit:digest') return auditDigestCommand(config, { out: option('--out') }, process.stdout, process.stderr);
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: path.join(config.dataDir, 'db') });
  try {
    const applied = await migrateSchema(db, config.migrationDatabaseUrl);
    // replay and rebuild read personal values: the master key is checked before either starts.
    await prepareSubjectKeys(db, masterKeyringOf(config));
    if (replayArguments) return await replayCommand(new PostgresEventStore(db), replayArguments, process.stdout, process.stderr);
    if (command === 'migrate') {
      console.log(applied.length ? `applied: ${applied.join(', ')}` : 'schema is up to date');
      return 0;
    }
    const runner = new ProjectionRunner(db, allProjectors);
    await runner.prepare();
    if (command === 'projections') {
      const rows = await db.query<{ name: string; version: number; last_position: number }>(
        `SELECT name, version, last_position FROM "${db.schema}".projection_checkpoints ORDER BY name`,
      );
      for (const row of rows.rows) console.log(`${row.name}\tversion ${row.version}\tposition ${row.last_position}`);
      return 0;
    }
    const names = argument === 'all' ? allProjectors.map((p) => p.name) : [argument];
    for (const name of names) {
      const started = Date.now();
      await runner.rebuild(name);
      console.log(`rebuilt ${name} in ${Date.now() - started} ms`);
    }
    return 0;
  } finally {
    await db.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
