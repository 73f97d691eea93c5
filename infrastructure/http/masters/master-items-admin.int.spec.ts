import request from 'supertest';
import type { App } from 'supertest/types';
import { ident } from '../../database/database';
import { forgetAttempts, signInAdmin, signInLawyer, signUpMember, signUpSeller } from '../../testing/account-fixtures';
import { bearer, changeStatus, createDraft, PUBLISHABLE } from '../../testing/property-fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { storeKinds } from '../../testing/test-databases';

interface Kind {
  title: string;
  list: string;
  one: string;
  deleteFlag: string;
  label: string;
  /** The listing fields that make a listing use item `id`. */
  usedBy: (id: number) => object;
}

const KINDS: Kind[] = [
  { title: 'land categories', list: '/api/master/ground-list', one: '/api/master/ground', deleteFlag: 'idDeleteCate', label: '地目', usedBy: (id) => ({ ground_id: id }) },
  { title: 'hashtags', list: '/api/master/hash-tag-list', one: '/api/master/hash-tag', deleteFlag: 'idDeleteHashtag', label: 'ハッシュタグ', usedBy: (id) => ({ categories: `${id}` }) },
];

describe.each(storeKinds())('Land categories and hashtags on the %s store', (storeKind) => {
  let app: TestApp;
  let http: App;
  let admin: string;
  let seller: string;

  beforeAll(async () => {
    app = await createTestApp(storeKind, [], { PHASE2: 'on' });
    http = app.app.getHttpServer() as App;
    seller = (await signUpSeller(app)).token;
    await forgetAttempts(app);
    admin = await signInAdmin(http);
  });
  afterAll(() => app.dispose());

  describe.each(KINDS)('$title', (kind) => {
    const create = (name: unknown) => request(http).post(`${kind.one}/create`).set(bearer(admin)).send({ name });
    const rename = (id: number, name: unknown) => request(http).patch(`${kind.one}/${id}/edit`).set(bearer(admin)).send({ name });
    const names = async () => ((await request(http).get(kind.list).expect(200)).body.data as Array<{ name: string }>).map((item) => item.name);

    it('are created, read, renamed and deleted through the master-item events', async () => {
      const created = await create(`  ${kind.label}テスト  `).expect(201);
      expect(created.body).toMatchObject({ success: true, message: `${kind.label}を登録しました。`, data: { id: expect.any(Number), name: `${kind.label}テスト` } });
      const id = created.body.data.id as number;
      expect(await names()).toContain(`${kind.label}テスト`);
      expect((await request(http).get(`${kind.one}/${id}`).expect(200)).body.data).toMatchObject({ id, name: `${kind.label}テスト` });

      const renamed = await rename(id, `${kind.label}改名`).expect(200);
      expect(renamed.body).toMatchObject({ message: `${kind.label}を更新しました。`, data: { id, name: `${kind.label}改名` } });

      const deleted = await request(http).post(`${kind.one}/delete`).set(bearer(admin)).send({ id, [kind.deleteFlag]: true }).expect(200);
      expect(deleted.body).toEqual({ success: true, message: `${kind.label}を削除しました。`, data: { id } });
      expect(await names()).not.toContain(`${kind.label}改名`);
      await request(http).get(`${kind.one}/${id}`).expect(404);
      await request(http).post(`${kind.one}/delete`).set(bearer(admin)).send({ id }).expect(404);

      const { rows } = await app.db.query<{ type: string; metadata: { actor: { role: string } } }>(
        `SELECT type, metadata FROM ${ident(app.db.schema)}.events WHERE stream_id LIKE $1 ORDER BY stream_version`,
        [`master-%-${id}`],
      );
      expect(rows.filter((row) => row.metadata.actor.role === 'admin').map((row) => row.type)).toEqual(['MasterItemRegistered', 'MasterItemRenamed', 'MasterItemRemoved']);
    });

    it('never gives a removed item number to a new one', async () => {
      const first = (await create(`${kind.label}一時`).expect(201)).body.data.id as number;
      await request(http).post(`${kind.one}/delete`).set(bearer(admin)).send({ id: first }).expect(200);
      const next = (await create(`${kind.label}次`).expect(201)).body.data.id as number;
      expect(next).toBeGreaterThan(first);
    });

    it('accepts the id in the screen flag', async () => {
      const id = (await create(`${kind.label}フラグ`).expect(201)).body.data.id as number;
      await request(http).post(`${kind.one}/delete`).set(bearer(admin)).send({ [kind.deleteFlag]: id }).expect(200);
      const missing = await request(http).post(`${kind.one}/delete`).set(bearer(admin)).send({ [kind.deleteFlag]: true }).expect(422);
      expect(missing.body.errors.id[0]).toBe(`削除する${kind.label}の id を指定してください。`);
    });

    it('names the field when a name is missing, too long or already taken in the kind', async () => {
      expect((await create('').expect(422)).body.errors).toEqual({ name: ['名称を入力してください。'] });
      expect((await create(undefined).expect(422)).body.errors).toEqual({ name: ['名称を入力してください。'] });
      expect((await create(12).expect(422)).body.errors).toEqual({ name: ['名称は文字列で入力してください。'] });
      expect((await create('あ'.repeat(51)).expect(422)).body.errors).toEqual({ name: ['名称は50文字以内で入力してください。'] });
      await create('あ'.repeat(50)).expect(201);

      const taken = await create(`${kind.label}重複`).expect(201);
      const again = await create(` ${kind.label}重複`).expect(422);
      expect(again.body.errors).toEqual({ name: [`この${kind.label}名はすでに登録されています。`] });
      const wide = await create('ＡＢＣ').expect(201);
      expect((await create('abc').expect(422)).body.errors).toHaveProperty('name');

      const other = (await create(`${kind.label}別名`).expect(201)).body.data.id as number;
      expect((await rename(other, `${kind.label}重複`).expect(422)).body.errors).toHaveProperty('name');
      await rename(taken.body.data.id as number, `${kind.label}重複`).expect(200);
      await rename(wide.body.data.id as number, 'ＡＢＣ').expect(200);
      await rename(999_999, '存在しない').expect(404);
    });

    it('refuses to delete an item a listing buyers can see uses, and allows it once none does', async () => {
      const id = (await create(`${kind.label}使用中`).expect(201)).body.data.id as number;
      const listing = await createDraft(http, seller, { ...PUBLISHABLE, ...kind.usedBy(id) });
      await changeStatus(http, seller, listing, 'published').expect(200);

      const refused = await request(http).post(`${kind.one}/delete`).set(bearer(admin)).send({ id }).expect(409);
      expect(refused.body.message).toBe(`${kind.label}「${kind.label}使用中」は掲載中の物件1件で使われているため削除できません。`);
      expect(await names()).toContain(`${kind.label}使用中`);

      await changeStatus(http, seller, listing, 'withdrawn').expect(200);
      await request(http).post(`${kind.one}/delete`).set(bearer(admin)).send({ id }).expect(200);
    });
  });

  describe('access', () => {
    type Role = 'guest' | 'member' | 'owner' | 'lawyer' | 'admin';
    const WRITE = { guest: 401, member: 403, owner: 403, lawyer: 403 } as const;
    let tokens: Record<Role, string | null>;

    beforeAll(async () => {
      await forgetAttempts(app);
      tokens = { guest: null, member: (await signUpMember(app)).token, owner: seller, lawyer: await signInLawyer(http), admin };
    });

    const rules = KINDS.flatMap((kind) => [
      { name: `GET ${kind.list}`, call: () => request(http).get(kind.list), expect: { guest: 200, member: 200, owner: 200, lawyer: 200, admin: 200 } },
      { name: `GET ${kind.one}/{id}`, call: (id: number) => request(http).get(`${kind.one}/${id}`), expect: { guest: 200, member: 200, owner: 200, lawyer: 200, admin: 200 } },
      { name: `POST ${kind.one}/create`, call: () => request(http).post(`${kind.one}/create`), body: () => ({ name: `権限${Math.random()}` }), expect: { ...WRITE, admin: 201 } },
      { name: `PATCH ${kind.one}/{id}/edit`, call: (id: number) => request(http).patch(`${kind.one}/${id}/edit`), body: () => ({ name: `改名${Math.random()}` }), expect: { ...WRITE, admin: 200 } },
      { name: `POST ${kind.one}/delete`, call: () => request(http).post(`${kind.one}/delete`), body: (id: number) => ({ id }), expect: { ...WRITE, admin: 200 } },
    ]);
    const kindOf = (name: string) => KINDS.find((kind) => name.includes(kind.one)) as Kind;
    const cases = rules.flatMap((rule) => (Object.entries(rule.expect) as Array<[Role, number]>).map(([role, status]) => ({ rule, role, status, title: `${rule.name} as ${role} → ${status}` })));

    it.each(cases)('$title', async ({ rule, role, status }) => {
      const kind = kindOf(rule.name);
      const id = (await request(http).post(`${kind.one}/create`).set(bearer(admin)).send({ name: `対象${Math.random()}` }).expect(201)).body.data.id as number;
      let call = rule.call(id);
      const token = tokens[role];
      if (token) call = call.set(bearer(token));
      const response = await ('body' in rule && rule.body ? call.send(rule.body(id)) : call);
      expect(response.status).toBe(status);
      expect(response.body.success).toBe(status < 400);
      const stillThere = await request(http).get(`${kind.one}/${id}`);
      if (status >= 400) expect(stillThere.status).toBe(200);
      if (status >= 400) expect(stillThere.body.data.name).toMatch(/^対象/);
    });
  });
});
