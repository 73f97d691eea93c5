import { randomBytes } from 'node:crypto';
import { SubjectKeyStore } from '../../application/accounts/subject-key-store.port';
import { isSealed, open, openPersonalFields, seal, sealPersonalFields } from './personal-field-codec';

/** Keys in memory, as the table holds them. */
class MemoryKeys extends SubjectKeyStore {
  readonly keys = new Map<string, { key: Uint8Array; owner: string | null }>();
  async keyFor(subjectId: string, ownerId: string | null) {
    if (!this.keys.has(subjectId)) this.keys.set(subjectId, { key: randomBytes(32), owner: ownerId });
    return this.keys.get(subjectId)!.key;
  }
  async keysOf(subjectIds: readonly string[]) {
    return new Map(subjectIds.filter((id) => this.keys.has(id)).map((id) => [id, this.keys.get(id)!.key] as const));
  }
  async eraseOwner(ownerId: string) {
    const gone = [...this.keys].filter(([id, { owner }]) => id === ownerId || owner === ownerId).map(([id]) => id);
    gone.forEach((id) => this.keys.delete(id));
    return gone.length;
  }
}

const append = (type: string, data: Record<string, unknown>) => ({ event: { type, data } });

describe('personal fields in events', () => {
  it('encrypts the personal fields of a lawyer and a contact message and leaves the rest as they were', async () => {
    const keys = new MemoryKeys();
    const [lawyer, contact, other] = await sealPersonalFields(keys, [
      append('LawyerProfileUpdated', { lawyer_id: 'l1', name: '登記 一郎', name_kana: 'トウキ', office_name: '登記事務所', zipcode: '380-0001', address: '長野市1-2', tel: '026-000-1111', registration_number: null }),
      append('ContactReceived', { contact_id: 'c1', name: '問合 花子', email: 'h@example.jp', message: 'よろしく', category_id: 1, user_id: 'm1' }),
      append('MemberWithdrew', { user_id: 'm1', reason: null }),
    ]);
    const stored = JSON.stringify([lawyer, contact]);
    for (const value of ['登記 一郎', 'トウキ', '380-0001', '長野市1-2', '026-000-1111', '問合 花子', 'h@example.jp', 'よろしく']) expect(stored).not.toContain(value);
    expect(lawyer.event.data).toMatchObject({ office_name: '登記事務所', registration_number: null, lawyer_id: 'l1' });
    expect(isSealed((contact.event.data as Record<string, unknown>).name)).toBe(true);
    expect(other.event.data).toEqual({ user_id: 'm1', reason: null });
    expect([...keys.keys.keys()].sort()).toEqual(['contact-c1', 'lawyer-l1']);
    expect(keys.keys.get('contact-c1')!.owner).toBe('m1');

    const read = await openPersonalFields(keys, [lawyer.event, contact.event]);
    expect(read[0].data).toMatchObject({ name: '登記 一郎', name_kana: 'トウキ', tel: '026-000-1111' });
    expect(read[1].data).toMatchObject({ name: '問合 花子', email: 'h@example.jp', message: 'よろしく' });

    // Sealing again (the grouped and the single append path) changes nothing.
    const [again] = await sealPersonalFields(keys, [contact]);
    expect(again).toEqual(contact);
  });

  it('reads a field whose key was deleted as 退会済み会員 for a name, empty or null for the rest', async () => {
    const keys = new MemoryKeys();
    const sealed = await sealPersonalFields(keys, [
      append('ContactReceived', { contact_id: 'c1', name: '問合 花子', email: 'h@example.jp', message: 'よろしく', user_id: 'm1' }),
      append('ContactReplied', { contact_id: 'c1', subject: 'Re', text: '問合様' }),
      append('LawyerProfileUpdated', { lawyer_id: 'l1', name: '登記 一郎', name_kana: 'トウキ', zipcode: null, address: '長野市1-2', tel: '026' }),
    ]);
    expect(await keys.eraseOwner('m1')).toBe(1);
    expect(await keys.eraseOwner('l1')).toBe(1);
    const read = await openPersonalFields(keys, sealed.map((s) => s.event));
    expect(read[0].data).toMatchObject({ name: '退会済み会員', email: '', message: '', user_id: 'm1' });
    expect(read[1].data).toMatchObject({ text: '', subject: 'Re' });
    expect(read[2].data).toMatchObject({ name: '退会済み会員', name_kana: null, zipcode: null, address: null, tel: null });
  });

  it('refuses a value moved into another person\'s envelope', () => {
    const key = randomBytes(32);
    const sealed = seal('contact-a', key, '秘密');
    expect(open(sealed, key)).toBe('秘密');
    expect(() => open({ ...sealed, s: 'contact-b' }, key)).toThrow();
  });
});
