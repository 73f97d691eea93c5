import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';

/** PKCS#8 DER header of an Ed25519 private key: the 32-byte seed follows it. */
const ED25519_PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

/**
 * Reads an Ed25519 private key given as PEM, or as base64 of PKCS#8 DER or of the bare 32-byte
 * seed; throws with what was expected when it is none of them.
 */
export function parseSigningKey(text: string): KeyObject {
  const trimmed = text.trim();
  let key: KeyObject;
  try {
    if (trimmed.startsWith('-----BEGIN')) key = createPrivateKey(trimmed.replaceAll('\\n', '\n'));
    else {
      const bytes = Buffer.from(trimmed, 'base64');
      const der = bytes.length === 32 ? Buffer.concat([ED25519_PKCS8_PREFIX, bytes]) : bytes;
      key = createPrivateKey({ key: der, format: 'der', type: 'pkcs8' });
    }
  } catch {
    throw new Error('must be an Ed25519 private key: PEM, or base64 of PKCS#8 DER or of the 32-byte seed');
  }
  if (key.asymmetricKeyType !== 'ed25519') {
    throw new Error(`must be an Ed25519 private key, not ${key.asymmetricKeyType ?? 'an unknown kind of key'}`);
  }
  return key;
}

/** The public key an auditor keeps to check digests, as PEM. */
export function publicKeyPem(privateKey: KeyObject): string {
  return createPublicKey(privateKey).export({ format: 'pem', type: 'spki' }).toString();
}
