import { randomBytes } from 'node:crypto';
import { loadConfig } from './app-config';
import { configProblemsOf } from '../testing/config-problems';


const KEY = randomBytes(32);
const OTHER = randomBytes(32);

describe('PERSONAL_DATA_KEY', () => {
  it('is read as the 32 bytes its base64 gives, with the previous key beside it', () => {
    const config = loadConfig({ PERSONAL_DATA_KEY: KEY.toString('base64'), PERSONAL_DATA_KEY_PREVIOUS: ` ${OTHER.toString('base64')}\n` });
    expect(Buffer.from(config.personalDataKey!)).toEqual(KEY);
    expect(Buffer.from(config.personalDataKeyPrevious!)).toEqual(OTHER);
  });

  it('is optional outside production, where the key kept in DATA_DIR stands in', () => {
    expect(loadConfig({}).personalDataKey).toBeUndefined();
    expect(loadConfig({ NODE_ENV: 'test' }).personalDataKey).toBeUndefined();
  });

  it('stops a production start when unset, naming the setting and how to make one', () => {
    const problems = configProblemsOf({ NODE_ENV: 'production' });
    expect(problems).toEqual([expect.stringMatching(/^PERSONAL_DATA_KEY=\(unset\): must be set with NODE_ENV=production: the master key \(base64 of 32 random bytes/)]);
    expect(loadConfig({ NODE_ENV: 'production', PERSONAL_DATA_KEY: KEY.toString('base64') }).personalDataKey).toBeDefined();
  });

  it.each([
    ['too short', randomBytes(16).toString('base64')],
    ['too long', randomBytes(48).toString('base64')],
    ['hex instead of base64', randomBytes(32).toString('hex')],
    ['a pass phrase', 'correct horse battery staple and more words'],
    ['base64 with a character cut off', KEY.toString('base64').slice(0, -2)],
  ])('refuses a key that is %s, saying what it must be and never printing it', (_case, value) => {
    for (const name of ['PERSONAL_DATA_KEY', 'PERSONAL_DATA_KEY_PREVIOUS']) {
      const problems = configProblemsOf({ [name]: value });
      expect(problems).toEqual([`${name}=(hidden): must be base64 of 32 random bytes (a 256-bit key), e.g. from \`openssl rand -base64 32\``]);
      expect(problems.join('\n')).not.toContain(value);
    }
  });

  it('refuses a previous key equal to the current one', () => {
    expect(configProblemsOf({ PERSONAL_DATA_KEY: KEY.toString('base64'), PERSONAL_DATA_KEY_PREVIOUS: KEY.toString('base64') })).toEqual([
      'PERSONAL_DATA_KEY_PREVIOUS=(hidden): must differ from PERSONAL_DATA_KEY (it is the key being replaced)',
    ]);
  });
});
