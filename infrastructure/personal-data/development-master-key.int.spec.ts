import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEVELOPMENT_KEY_FILE, masterKeyringOf } from './development-master-key';
import { MasterKeyMismatch, MasterKeyring } from './master-keyring';

describe('The master key outside production', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'dev-master-key-')), 'data');
  });
  afterEach(() => fs.rmSync(path.dirname(dataDir), { recursive: true, force: true }));

  it('is made on first use in DATA_DIR, readable by its owner only, and the same on every later start', () => {
    const first = masterKeyringOf({ nodeEnv: 'development', dataDir });
    const file = path.join(dataDir, DEVELOPMENT_KEY_FILE);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64')).toHaveLength(32);
    expect(fs.readdirSync(dataDir)).toEqual([DEVELOPMENT_KEY_FILE]);
    const wrapped = first.wrap('contact-1', randomBytes(32));
    const again = masterKeyringOf({ nodeEnv: 'test', dataDir });
    expect(again.opensWithCurrent('contact-1', wrapped)).toBe(true);
    // Another data folder has a key of its own.
    const elsewhere = masterKeyringOf({ nodeEnv: 'development', dataDir: `${dataDir}-2` });
    fs.rmSync(`${dataDir}-2`, { recursive: true, force: true });
    expect(() => elsewhere.unwrap('contact-1', wrapped)).toThrow(MasterKeyMismatch);
  });

  it('gives way to PERSONAL_DATA_KEY, and makes no file then', () => {
    const key = randomBytes(32);
    const keyring = masterKeyringOf({ nodeEnv: 'development', dataDir, personalDataKey: key });
    expect(new MasterKeyring(key).opensWithCurrent('lawyer-1', keyring.wrap('lawyer-1', randomBytes(32)))).toBe(true);
    expect(fs.existsSync(path.join(dataDir, DEVELOPMENT_KEY_FILE))).toBe(false);
  });

  it('is never made in production', () => {
    expect(() => masterKeyringOf({ nodeEnv: 'production', dataDir })).toThrow('PERSONAL_DATA_KEY must be set with NODE_ENV=production');
    expect(fs.existsSync(dataDir)).toBe(false);
  });

  it('refuses a damaged key file, naming it, rather than make another key', () => {
    fs.mkdirSync(dataDir, { recursive: true });
    const file = path.join(dataDir, DEVELOPMENT_KEY_FILE);
    fs.writeFileSync(file, 'not-a-key\n', { mode: 0o600 });
    expect(() => masterKeyringOf({ nodeEnv: 'development', dataDir })).toThrow(`${file} must hold the development PERSONAL_DATA_KEY as base64 of 32 bytes`);
    expect(fs.readFileSync(file, 'utf8')).toBe('not-a-key\n');
  });
});
