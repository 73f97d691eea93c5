import { randomBytes } from 'node:crypto';
import { MasterKeyMismatch, MasterKeyring, PLAIN_KEY_BYTES, WRAPPED_KEY_BYTES } from './master-keyring';

describe('MasterKeyring', () => {
  const master = randomBytes(32);
  const personKey = randomBytes(32);

  it('wraps a person key into version, IV, ciphertext and tag, which only the master key opens', () => {
    const keyring = new MasterKeyring(master);
    const stored = keyring.wrap('lawyer-1', personKey);
    expect(stored).toHaveLength(WRAPPED_KEY_BYTES);
    expect(stored[0]).toBe(1);
    expect(stored.includes(personKey)).toBe(false);
    expect(Buffer.from(keyring.unwrap('lawyer-1', stored))).toEqual(personKey);
    // A fresh IV each time: the same key never wraps to the same bytes.
    expect(keyring.wrap('lawyer-1', personKey).equals(stored)).toBe(false);
  });

  it('refuses a wrapped key moved onto another subject', () => {
    const keyring = new MasterKeyring(master);
    const stored = keyring.wrap('lawyer-1', personKey);
    expect(() => keyring.unwrap('contact-2', stored)).toThrow(MasterKeyMismatch);
    expect(() => keyring.unwrap('contact-2', stored)).toThrow('PERSONAL_DATA_KEY does not open the stored person keys (the key of contact-2 does not open)');
  });

  it('refuses another master key, and a changed byte, rather than answer garbage', () => {
    const stored = new MasterKeyring(master).wrap('contact-1', personKey);
    expect(() => new MasterKeyring(randomBytes(32)).unwrap('contact-1', stored)).toThrow(MasterKeyMismatch);
    const changed = Buffer.from(stored);
    changed[20] ^= 1;
    expect(() => new MasterKeyring(master).unwrap('contact-1', changed)).toThrow(MasterKeyMismatch);
  });

  it('opens keys of the previous master key while the master key changes, and tells them apart', () => {
    const previous = randomBytes(32);
    const old = new MasterKeyring(previous).wrap('contact-1', personKey);
    const keyring = new MasterKeyring(master, previous);
    expect(Buffer.from(keyring.unwrap('contact-1', old))).toEqual(personKey);
    expect(keyring.opensWithCurrent('contact-1', old)).toBe(false);
    expect(keyring.opensWithCurrent('contact-1', keyring.wrap('contact-1', personKey))).toBe(true);
    expect(() => new MasterKeyring(master).unwrap('contact-1', old)).toThrow(MasterKeyMismatch);
  });

  it('reads a plain key as an older version stored it, until the start wraps it', () => {
    expect(personKey).toHaveLength(PLAIN_KEY_BYTES);
    expect(Buffer.from(new MasterKeyring(master).unwrap('contact-1', personKey))).toEqual(personKey);
    expect(new MasterKeyring(master).opensWithCurrent('contact-1', personKey)).toBe(false);
  });
});
