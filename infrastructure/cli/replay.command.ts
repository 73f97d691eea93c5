import type { Writable } from 'node:stream';
import { parseAuditInstant } from '../../application/audit/audit-instant';
import { AuditReplayService, type StreamReplay } from '../../application/audit/audit-replay.service';
import type { EventStore } from '../../application/shared/event-store.port';
import { DomainError } from '../../domain/shared/domain-error';
import { SystemClock } from '../app/system-clock';

export interface ReplayArguments {
  stream: string;
  at?: string;
  json: boolean;
}

export const REPLAY_USAGE = 'usage: npm run replay -- --stream <stream id> [--at <ISO 8601 time with offset>] [--json]';

/** `--stream <id> --at <time> --json` read from the command line; a text naming the problem when they are wrong. */
export function parseReplayArguments(args: readonly string[]): ReplayArguments | string {
  const parsed: Partial<ReplayArguments> = { json: false };
  for (let i = 0; i < args.length; i += 1) {
    const name = args[i];
    if (name === '--json') parsed.json = true;
    else if (name === '--stream' || name === '--at') {
      const value = args[i + 1];
      if (value === undefined || value.startsWith('--')) return `${name} に値がありません。 / ${name} needs a value.`;
      parsed[name === '--stream' ? 'stream' : 'at'] = value;
      i += 1;
    } else return `不明な引数です: ${name} / unknown argument: ${name}`;
  }
  if (!parsed.stream) return '--stream でストリームの id を指定してください。 / --stream is required.';
  if (parsed.at !== undefined) {
    try {
      parseAuditInstant(parsed.at, '--at');
    } catch (error) {
      return error instanceof Error ? error.message : String(error);
    }
  }
  return parsed as ReplayArguments;
}

function readable(replay: StreamReplay): string {
  const lines = [
    `stream: ${replay.stream_id}（${replay.stream_label}）`,
    `at: ${replay.at}`,
    `version: ${replay.version}`,
    'state:',
    JSON.stringify(replay.state, null, 2),
    `events (${replay.events.length}):`,
    ...replay.events.map((event) => {
      const actor = `${event.actor.role_name} ${event.actor.id}`;
      const behalf = event.on_behalf_of ? `（${event.on_behalf_of.role_name} ${event.on_behalf_of.id} の代理）` : '';
      return `  #${event.position} v${event.version} ${event.recorded_at} ${event.type}「${event.label}」 ${actor}${behalf}`;
    }),
  ];
  return `${lines.join('\n')}\n`;
}

/**
 * `replay`: a stream's state as of an instant and the events that led to it, the same answer an
 * admin gets from GET /api/admin/audit/stream/{id}?at=. Exit code 2 for a wrong id or time.
 */
export async function replayCommand(eventStore: EventStore, args: ReplayArguments, output: Writable, errors: Writable): Promise<number> {
  try {
    const replay = await new AuditReplayService(eventStore, new SystemClock()).replay(args.stream, args.at);
    output.write(args.json ? `${JSON.stringify(replay, null, 2)}\n` : readable(replay));
    return 0;
  } catch (error) {
    if (error instanceof DomainError && (error.kind === 'invalid' || error.kind === 'not_found')) {
      errors.write(`${error.message}\n`);
      return 2;
    }
    throw error;
  }
}
