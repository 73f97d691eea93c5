import { parseReplayArguments } from './replay.command';

describe('replay command arguments', () => {
  it('reads the stream, the instant and --json', () => {
    expect(parseReplayArguments(['--stream', 'deal-1', '--at', '2026-11-24T18:00:00+09:00', '--json'])).toEqual({ stream: 'deal-1', at: '2026-11-24T18:00:00+09:00', json: true });
    expect(parseReplayArguments(['--stream', 'deal-1'])).toEqual({ stream: 'deal-1', json: false });
  });

  it.each([
    [[], '--stream'],
    [['--stream'], '--stream に値がありません'],
    [['--stream', 'deal-1', '--at', '2026-11-24 18:00'], 'ISO 8601'],
    [['--stream', 'deal-1', '--at', '2026-11-24T18:00:00'], 'ISO 8601'],
    [['--stream', 'deal-1', '--when', 'now'], '不明な引数です: --when'],
  ])('names what is wrong with %j', (args, problem) => {
    expect(parseReplayArguments(args)).toEqual(expect.stringContaining(problem));
  });
});
