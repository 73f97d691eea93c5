import sharp from 'sharp';
import request from 'supertest';
import type { App } from 'supertest/types';
import { ident } from '../../database/database';
import { PostgresIdempotencyKeys } from '../../idempotency/postgres-idempotency-keys';
import { DEMO_ACCOUNTS } from '../../seed/demo-accounts';
import { forgetAttempts, GOOD_PASSWORD, signIn, signUpMember, signUpSeller, type SignedInMember } from '../../testing/account-fixtures';
import { bearer, listingIn, PUBLISHABLE } from '../../testing/property-fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { storeKinds } from '../../testing/test-databases';

const DAY_MS = 24 * 60 * 60 * 1000;
let keys = 0;
const newKey = () => `idem-${Date.now().toString(36)}-${++keys}`;

describe.each(storeKinds())('Idempotency-Key on the %s store', (kind) => {
  let app: TestApp;
  let http: App;
  let member: SignedInMember;
  let other: SignedInMember;

  beforeAll(async () => {
    app = await createTestApp(kind);
    http = app.app.getHttpServer() as App;
    member = await signUpMember(app);
    other = await signUpMember(app);
    await forgetAttempts(app);
  });
  afterAll(() => app.dispose());

  const schema = () => ident(app.db.schema);

  async function eventCount(): Promise<number> {
    const { rows } = await app.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${schema()}.events`);
    return rows[0].n;
  }

  async function draftStreams(ownerId: string): Promise<number> {
    const { rows } = await app.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ${schema()}.events WHERE type = 'PropertyDraftCreated' AND metadata->'actor'->>'id' = $1`,
      [ownerId],
    );
    return rows[0].n;
  }

  const createDraft = (token: string, key: string | null, body: object) => {
    const call = request(http).post('/api/property/edit').set(bearer(token));
    return (key === null ? call : call.set('Idempotency-Key', key)).send(body);
  };

  /** What a process that died after its append but before keeping the answer leaves behind. */
  async function forgetAnswerAsIfCrashed(scope: string, key: string): Promise<void> {
    const { rowCount } = await app.db.query(
      `UPDATE ${schema()}.idempotency_keys SET status = NULL, answer = NULL, owner = 'a-process-that-died'
       WHERE scope = $1 AND idempotency_key = $2`,
      [scope, key],
    );
    expect(rowCount).toBe(1);
    // On a server another process may still be working on it until its lease runs out.
    app.clock.advance(61_000);
  }

  it('answers a retry with the same key and body with the first answer and appends nothing', async () => {
    const key = newKey();
    const first = await createDraft(member.token, key, { name: '一度だけの下書き' }).expect(201);
    expect(first.body).toEqual({ success: true, message: '下書きを保存しました。', data: { id: expect.any(String) } });
    const before = await eventCount();
    const drafts = await draftStreams(member.id);

    // The same body with its keys in another order is the same request.
    const retry = await request(http)
      .post('/api/property/edit')
      .set(bearer(member.token))
      .set('Idempotency-Key', key)
      .set('Content-Type', 'application/json')
      .send('{ "name": "一度だけの下書き" }')
      .expect(201);
    expect(retry.body).toEqual(first.body);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(await eventCount()).toBe(before);
    expect(await draftStreams(member.id)).toBe(drafts);
  });

  it('refuses the same key with another body (422 naming the header) and appends nothing', async () => {
    const key = newKey();
    await createDraft(member.token, key, { name: '最初の下書き' }).expect(201);
    const before = await eventCount();
    const refused = await createDraft(member.token, key, { name: '別の下書き' }).expect(422);
    expect(refused.body).toMatchObject({ success: false, data: null, errors: { 'Idempotency-Key': [expect.stringContaining('Idempotency-Key')] } });
    expect(refused.body.message).toMatch(/です。|ます。/);
    // Another path with the same key is another request too.
    const elsewhere = await request(http).patch(`/api/property/favorite/create/${'0'.repeat(8)}`).set(bearer(member.token)).set('Idempotency-Key', key).expect(422);
    expect(elsewhere.body.errors).toHaveProperty('Idempotency-Key');
    expect(await eventCount()).toBe(before);
  });

  it('keeps keys per member: the same key from two members is two requests', async () => {
    const key = newKey();
    const mine = await createDraft(member.token, key, { name: '同じ鍵' }).expect(201);
    const theirs = await createDraft(other.token, key, { name: '同じ鍵' }).expect(201);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(theirs.body.data.id).not.toBe(mine.body.data.id);
    const owners = await app.db.query<{ actor: string }>(
      `SELECT metadata->'actor'->>'id' AS actor FROM ${schema()}.events WHERE stream_id = ANY($1::text[]) AND type = 'PropertyDraftCreated' ORDER BY actor`,
      [[`property-${mine.body.data.id as string}`, `property-${theirs.body.data.id as string}`]],
    );
    expect(owners.rows.map((row) => row.actor).sort()).toEqual([member.id, other.id].sort());
  });

  it('runs concurrent requests with one key exactly once; the others are told it is in progress or get its answer', async () => {
    const key = newKey();
    const drafts = await draftStreams(member.id);
    const answers = await Promise.all(Array.from({ length: 6 }, () => createDraft(member.token, key, { name: '同時の下書き' })));
    const created = answers.filter((answer) => answer.status === 201);
    const busy = answers.filter((answer) => answer.status === 409);
    expect(created.length + busy.length).toBe(answers.length);
    expect(created.length).toBeGreaterThanOrEqual(1);
    expect(new Set(created.map((answer) => answer.body.data.id as string)).size).toBe(1);
    for (const answer of busy) expect(answer.body).toMatchObject({ success: false, message: expect.stringContaining('処理中です') });
    expect(await draftStreams(member.id)).toBe(drafts + 1);
  });

  it('refuses a malformed key with a message naming the header, before anything runs', async () => {
    const before = await eventCount();
    for (const bad of ['', 'x'.repeat(256), 'two words']) {
      const refused = await createDraft(member.token, bad, { name: '鍵が不正' }).expect(422);
      expect(refused.body.errors['Idempotency-Key'][0]).toContain('Idempotency-Key');
    }
    expect(await eventCount()).toBe(before);
    const drafts = await draftStreams(member.id);
    await createDraft(member.token, 'k'.repeat(255), { name: '255 文字の鍵' }).expect(201);
    expect(await draftStreams(member.id)).toBe(drafts + 1);
  });

  it('does not use up a key on a refused request: the corrected request may use it', async () => {
    const key = newKey();
    const before = await eventCount();
    await createDraft(member.token, key, { name: 'x'.repeat(1000) }).expect(422);
    expect(await eventCount()).toBe(before);
    await createDraft(member.token, key, { name: '直した下書き' }).expect(201);
  });

  it('after a crash between the append and the kept answer, a retry writes nothing and answers as the first would have', async () => {
    const key = newKey();
    const first = await createDraft(member.token, key, { name: '落ちる前の下書き' }).expect(201);
    const before = await eventCount();
    await forgetAnswerAsIfCrashed(`member:${member.id}`, key);

    const retry = await createDraft(member.token, key, { name: '落ちる前の下書き' }).expect(201);
    expect(retry.body).toEqual(first.body);
    expect(await eventCount()).toBe(before);
    // The answer is kept now.
    const again = await createDraft(member.token, key, { name: '落ちる前の下書き' }).expect(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
  });

  it('a toggle retried after a crash is not toggled back', async () => {
    const seller = await signUpSeller(app);
    await forgetAttempts(app);
    const listing = await listingIn(http, seller.token, 'published');
    const key = newKey();
    const toggle = () => request(http).patch(`/api/property/favorite/create/${listing}`).set(bearer(member.token)).set('Idempotency-Key', key);
    const first = await toggle().expect(200);
    expect(first.body.data).toEqual({ property_id: listing, is_favorite: true });
    const before = await eventCount();
    await forgetAnswerAsIfCrashed(`member:${member.id}`, key);

    const retry = await toggle().expect(200);
    expect(retry.body.data).toEqual({ property_id: listing, is_favorite: true });
    expect(await eventCount()).toBe(before);
  });

  it('keeps an upload once: the same photo sent again with its key adds no second photo', async () => {
    const listing = await listingIn(http, member.token, 'draft');
    const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 90, g: 120, b: 160 } } }).jpeg().toBuffer();
    const other = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 10, g: 20, b: 30 } } }).jpeg().toBuffer();
    const key = newKey();
    const upload = (bytes: Buffer) =>
      request(http).post(`/api/property/edit/${listing}/image`).set(bearer(member.token)).set('Idempotency-Key', key).attach('image', bytes, { filename: 'house.jpg', contentType: 'image/jpeg' });
    const first = await upload(photo).expect(201);
    const before = await eventCount();
    const retry = await upload(photo).expect(201);
    expect(retry.body).toEqual(first.body);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    const refused = await upload(other).expect(422);
    expect(refused.body.errors).toHaveProperty('Idempotency-Key');
    expect(await eventCount()).toBe(before);
  });

  it('keeps nothing for guests: a login sent twice with one key signs in twice', async () => {
    const key = newKey();
    const { email, password } = DEMO_ACCOUNTS.buyer;
    const login = () => request(http).post('/api/login').set('Idempotency-Key', key).send({ email, password });
    const first = await login().expect(200);
    const second = await login().expect(200);
    expect(second.headers['idempotent-replayed']).toBeUndefined();
    expect(second.body.data.access_token).not.toBe(first.body.data.access_token);
    const { rows } = await app.db.query(`SELECT 1 FROM ${schema()}.idempotency_keys WHERE idempotency_key = $1`, [key]);
    expect(rows).toHaveLength(0);
  });

  it('names the header on every write operation of the OpenAPI document', async () => {
    const document = (await request(http).get('/api/docs-json').expect(200)).body as {
      paths: Record<string, Record<string, { parameters?: Array<{ name: string; in: string }> }>>;
    };
    const writes = Object.values(document.paths).flatMap((item) => ['post', 'put', 'patch', 'delete'].flatMap((method) => (item[method] ? [item[method]] : [])));
    expect(writes.length).toBeGreaterThan(10);
    for (const operation of writes) expect(operation.parameters).toContainEqual(expect.objectContaining({ name: 'Idempotency-Key', in: 'header' }));
    const read = document.paths['/api/property/edit'].get;
    expect(read.parameters ?? []).not.toContainEqual(expect.objectContaining({ name: 'Idempotency-Key' }));
  });

  it('requests without a key work as before', async () => {
    const drafts = await draftStreams(member.id);
    await createDraft(member.token, null, PUBLISHABLE).expect(201);
    await createDraft(member.token, null, PUBLISHABLE).expect(201);
    expect(await draftStreams(member.id)).toBe(drafts + 2);
  });

  // Last: moving the clock a day ends every access token issued before.
  it('forgets a key after 24 hours', async () => {
    const key = newKey();
    const first = await createDraft(member.token, key, { name: '昨日の下書き' }).expect(201);
    app.clock.advance(DAY_MS - 60_000);
    await forgetAttempts(app);
    let token = await signIn(http, 'member', member.email, GOOD_PASSWORD);
    await createDraft(token, key, { name: 'まだ同じ鍵' }).expect(422);
    app.clock.advance(2 * 60_000);
    token = await signIn(http, 'member', member.email, GOOD_PASSWORD);
    const drafts = await draftStreams(member.id);
    const later = await createDraft(token, key, { name: '昨日の下書き' }).expect(201);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    expect(later.body.data.id).not.toBe(first.body.data.id);
    expect(await draftStreams(member.id)).toBe(drafts + 1);

    // Housekeeping drops what is past its day and keeps the rest.
    const kept = async () =>
      (await app.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${schema()}.idempotency_keys WHERE idempotency_key = $1`, [key])).rows[0].n;
    const total = async () => (await app.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${schema()}.idempotency_keys`)).rows[0].n;
    expect(await kept()).toBe(1);
    const before = await total();
    expect(before).toBeGreaterThan(1);
    expect(await new PostgresIdempotencyKeys(app.db).sweep(new Date(app.clock.now()))).toBe(before - 1);
    expect(await kept()).toBe(1);
    expect(await total()).toBe(1);
  });
});
