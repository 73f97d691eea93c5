import type { FastifyRequest } from 'fastify';
import { DomainError } from '../../../domain/shared/domain-error';
import { canonicalJson, multipartFingerprintBody, readIdempotencyKey, requestFingerprint } from './idempotency-key';

const withKey = (value: string | string[] | undefined) => ({ headers: value === undefined ? {} : { 'idempotency-key': value } }) as unknown as FastifyRequest;

describe('Idempotency-Key header', () => {
  it('is optional and read as sent', () => {
    expect(readIdempotencyKey(withKey(undefined))).toBeUndefined();
    expect(readIdempotencyKey(withKey('6f1c1d2e-0b8a-4d2b-9a34-1f7c3e5d9a10'))).toBe('6f1c1d2e-0b8a-4d2b-9a34-1f7c3e5d9a10');
    expect(readIdempotencyKey(withKey('k'.repeat(255)))).toBe('k'.repeat(255));
  });

  it.each([
    ['empty', ''],
    ['256 characters long', 'k'.repeat(256)],
    ['with a space', 'with space'],
    ['with a control character', 'tab\there'],
    ['not ASCII', '改行'],
    ['sent twice', ['a', 'b']],
  ])('refuses a key %s, naming the header', (_label, value) => {
    let caught: unknown;
    try {
      readIdempotencyKey(withKey(value));
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(DomainError);
    expect((caught as DomainError).kind).toBe('invalid');
    expect((caught as DomainError).fields['Idempotency-Key'][0]).toContain('Idempotency-Key');
  });
});

describe('request fingerprint', () => {
  const secret = new Uint8Array(32).fill(7);

  it('is the same for the same body in another key order, and differs for another body, path or method', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { f: 2, e: 3 }], c: null } })).toBe('{"a":{"c":null,"d":[1,{"e":3,"f":2}]},"b":1}');
    const base = requestFingerprint(secret, 'POST', '/api/x', { a: 1, b: 2 });
    expect(requestFingerprint(secret, 'POST', '/api/x', { b: 2, a: 1 })).toBe(base);
    expect(requestFingerprint(secret, 'POST', '/api/x', { a: 1, b: 3 })).not.toBe(base);
    expect(requestFingerprint(secret, 'POST', '/api/y', { a: 1, b: 2 })).not.toBe(base);
    expect(requestFingerprint(secret, 'PATCH', '/api/x', { a: 1, b: 2 })).not.toBe(base);
  });

  it('depends on the server key, so a stored fingerprint cannot be matched against guessed bodies', () => {
    const body = { password: 'tanbo-no-naka-2026' };
    expect(requestFingerprint(new Uint8Array(32).fill(8), 'POST', '/api/x', body)).not.toBe(requestFingerprint(secret, 'POST', '/api/x', body));
  });

  it('takes a multipart body as its fields and a digest of each file', () => {
    const file = (bytes: string) => ({ fieldname: 'image', originalname: 'a.jpg', mimetype: 'image/jpeg', buffer: Buffer.from(bytes) });
    const one = requestFingerprint(secret, 'POST', '/api/x', multipartFingerprintBody({}, [file('first')]));
    expect(requestFingerprint(secret, 'POST', '/api/x', multipartFingerprintBody({}, [file('first')]))).toBe(one);
    expect(requestFingerprint(secret, 'POST', '/api/x', multipartFingerprintBody({}, [file('other')]))).not.toBe(one);
  });
});
