import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { AppConfig } from '../config/app-config';
import { MasterKeyring } from './master-keyring';

/** The development master key's file in `DATA_DIR`, beside the embedded database. */
export const DEVELOPMENT_KEY_FILE = 'personal-data.key';

/**
 * The master keyring of the configuration: `PERSONAL_DATA_KEY`, or outside production (where the
 * setting is optional) a key made on first use and kept in `DATA_DIR`, readable by its owner only.
 * That file protects nothing against a copy of the data folder; production refuses to start
 * without the setting.
 */
export function masterKeyringOf(config: Pick<AppConfig, 'nodeEnv' | 'dataDir' | 'personalDataKey' | 'personalDataKeyPrevious'>): MasterKeyring {
  if (config.personalDataKey) return new MasterKeyring(config.personalDataKey, config.personalDataKeyPrevious);
  if (config.nodeEnv === 'production') throw new Error('PERSONAL_DATA_KEY must be set with NODE_ENV=production');
  return new MasterKeyring(developmentKey(config.dataDir), config.personalDataKeyPrevious);
}

function developmentKey(dataDir: string): Uint8Array {
  const file = path.join(dataDir, DEVELOPMENT_KEY_FILE);
  fs.mkdirSync(dataDir, { recursive: true });
  if (!fs.existsSync(file)) {
    // Written whole under another name and linked into place: of two processes starting at once,
    // one key wins and neither reads a half-written file.
    const made = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    fs.writeFileSync(made, `${randomBytes(32).toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
    try {
      fs.linkSync(made, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      fs.unlinkSync(made);
    }
  }
  const text = fs.readFileSync(file, 'utf8').trim();
  const key = Buffer.from(text, 'base64');
  if (key.length !== 32 || key.toString('base64') !== text) {
    throw new Error(`${file} must hold the development PERSONAL_DATA_KEY as base64 of 32 bytes; restore it, or set PERSONAL_DATA_KEY to the key the person keys were wrapped with`);
  }
  return new Uint8Array(key);
}
