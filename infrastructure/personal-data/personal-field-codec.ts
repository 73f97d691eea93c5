import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { SubjectKeyStore } from '../../application/accounts/subject-key-store.port';
import { ERASED_VALUE, PERSONAL_EVENT_FIELDS } from './personal-event-fields';

/** A personal value as stored in an event: whose key, the nonce, and ciphertext with its tag (base64). */
export interface SealedValue {
  $pd: 1;
  s: string;
  iv: string;
  c: string;
}

const TAG_BYTES = 16;

export function isSealed(value: unknown): value is SealedValue {
  return typeof value === 'object' && value !== null && (value as { $pd?: unknown }).$pd === 1;
}

export function seal(subjectId: string, key: Uint8Array, value: unknown): SealedValue {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  // The subject is bound to the ciphertext: a value moved to another person's event fails to open.
  cipher.setAAD(Buffer.from(subjectId));
  const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return { $pd: 1, s: subjectId, iv: iv.toString('base64'), c: body.toString('base64') };
}

export function open(sealed: SealedValue, key: Uint8Array): unknown {
  const body = Buffer.from(sealed.c, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(sealed.iv, 'base64'));
  decipher.setAAD(Buffer.from(sealed.s));
  decipher.setAuthTag(body.subarray(body.length - TAG_BYTES));
  const text = Buffer.concat([decipher.update(body.subarray(0, body.length - TAG_BYTES)), decipher.final()]).toString('utf8');
  return JSON.parse(text) as unknown;
}

/**
 * Encrypts the personal fields of events about to be appended; a field already sealed stays as it
 * is. Fields that are absent or null carry nothing personal and stay plain.
 */
export async function sealPersonalFields<T extends { event: { type: string; data: unknown } }>(
  keys: SubjectKeyStore,
  toAppend: readonly T[],
): Promise<readonly T[]> {
  if (!toAppend.some((append) => PERSONAL_EVENT_FIELDS[append.event.type])) return toAppend;
  const sealed: T[] = [];
  for (const append of toAppend) {
    const { event } = append;
    const rule = PERSONAL_EVENT_FIELDS[event.type];
    const data = event.data as Record<string, unknown> | null;
    if (!rule || !data) {
      sealed.push(append);
      continue;
    }
    const plain = Object.keys(rule.fields).filter((field) => data[field] !== undefined && data[field] !== null && !isSealed(data[field]));
    if (plain.length === 0) {
      sealed.push(append);
      continue;
    }
    const { subjectId, ownerId } = rule.subject(data);
    const key = await keys.keyFor(subjectId, ownerId);
    const next = { ...data };
    for (const field of plain) next[field] = seal(subjectId, key, data[field]);
    sealed.push({ ...append, event: { ...event, data: next } });
  }
  return sealed;
}

/**
 * Decrypts the personal fields of events read from the log, with one key look-up for the page. A
 * field whose key was deleted reads as its erased value (退会済み会員 for a name).
 */
export async function openPersonalFields<T extends { type: string; data: unknown }>(keys: SubjectKeyStore, events: T[]): Promise<T[]> {
  const subjects = new Set<string>();
  for (const event of events) {
    const rule = PERSONAL_EVENT_FIELDS[event.type];
    if (!rule || !event.data) continue;
    for (const field of Object.keys(rule.fields)) {
      const value = (event.data as Record<string, unknown>)[field];
      if (isSealed(value)) subjects.add(value.s);
    }
  }
  if (subjects.size === 0) return events;
  const found = await keys.keysOf([...subjects]);
  return events.map((event) => {
    const rule = PERSONAL_EVENT_FIELDS[event.type];
    if (!rule || !event.data) return event;
    const data = { ...(event.data as Record<string, unknown>) };
    let changed = false;
    for (const [field, erasedAs] of Object.entries(rule.fields)) {
      const value = data[field];
      if (!isSealed(value)) continue;
      const key = found.get(value.s);
      data[field] = key ? open(value, key) : ERASED_VALUE[erasedAs];
      changed = true;
    }
    return changed ? { ...event, data } : event;
  });
}
