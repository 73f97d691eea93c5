import { createPublicKey, generateKeyPairSync, sign, verify } from 'node:crypto';
import { loadConfig, ConfigError } from '../config/app-config';
import { parseSigningKey, publicKeyPem } from './audit-signing-key';
import { digestSignatureValid, parseDigest, signDigest } from './audit-digest';

describe('The audit signing key', () => {
  const { privateKey } = generateKeyPairSync('ed25519');
  const pem = privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
  const der = privateKey.export({ format: 'der', type: 'pkcs8' });

  it.each([
    ['PEM', pem],
    ['PEM on one line with \\n escapes', pem.replaceAll('\n', '\\n')],
    ['base64 of PKCS#8 DER', der.toString('base64')],
    ['base64 of the 32-byte seed', der.subarray(-32).toString('base64')],
  ])('reads the same key from %s', (_form, text) => {
    const key = parseSigningKey(text);
    const message = Buffer.from('head');
    expect(verify(null, message, createPublicKey(privateKey), sign(null, message, key))).toBe(true);
    expect(publicKeyPem(key)).toContain('BEGIN PUBLIC KEY');
  });

  it('refuses a key of another kind and text that is no key', () => {
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
    expect(() => parseSigningKey(rsa)).toThrow('must be an Ed25519 private key, not rsa');
    expect(() => parseSigningKey('not a key')).toThrow('must be an Ed25519 private key: PEM, or base64');
  });

  it('stops the start on a bad AUDIT_SIGNING_KEY, naming it', () => {
    expect(() => loadConfig({ AUDIT_SIGNING_KEY: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ AUDIT_SIGNING_KEY: 'abc' })).toThrow(/AUDIT_SIGNING_KEY=.*Ed25519/);
    expect(loadConfig({ AUDIT_SIGNING_KEY: der.toString('base64') }).auditSigningKey).toBe(pem);
  });

  it('wants DATABASE_URL beside MIGRATION_DATABASE_URL', () => {
    expect(() => loadConfig({ MIGRATION_DATABASE_URL: 'postgresql://owner@localhost/market' })).toThrow(
      /MIGRATION_DATABASE_URL=.*needs DATABASE_URL/,
    );
  });
});

describe('An audit digest', () => {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  const digest = signDigest({ position: 42, headHash: 'ab'.repeat(32) }, new Date('2026-11-24T09:00:00Z'), privateKey);

  it('round-trips through its JSON and keeps its signature', () => {
    const read = parseDigest(JSON.stringify(digest));
    expect(read).toEqual({ position: 42, head_hash: 'ab'.repeat(32), at: '2026-11-24T09:00:00.000Z', signature: digest.signature });
    expect(digestSignatureValid(read, publicKey)).toBe(true);
    expect(digestSignatureValid({ ...read, head_hash: 'cd'.repeat(32) }, publicKey)).toBe(false);
    expect(digestSignatureValid({ ...read, signature: 'AAAA' }, publicKey)).toBe(false);
  });

  it.each([
    ['text that is not JSON', 'not json', 'the digest is not JSON'],
    ['a negative position', JSON.stringify({ ...digest, position: -1 }), 'no valid position'],
    ['a head hash that is not 64 hex digits', JSON.stringify({ ...digest, head_hash: 'xyz' }), 'no valid head_hash'],
    ['a time that is not a date', JSON.stringify({ ...digest, at: 'yesterday' }), 'no valid at'],
    ['an empty signature', JSON.stringify({ ...digest, signature: '' }), 'no signature'],
  ])('names what is wrong with %s', (_case, text, message) => {
    expect(() => parseDigest(text)).toThrow(message);
  });
});
