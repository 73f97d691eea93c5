import request from 'supertest';
import type { App } from 'supertest/types';
import { ident } from '../../database/database';
import { forgetAttempts, signInAdmin, signInLawyer, signUpMember, type SignedInMember } from '../../testing/account-fixtures';
import { bearer } from '../../testing/property-fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { storeKinds } from '../../testing/test-databases';

describe.each(storeKinds())('Paid service options on the %s store', (kind) => {
  let app: TestApp;
  let http: App;
  let admin: string;
  let lawyer: string;
  let member: SignedInMember;
  const optionEvents = async () => (await app.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${ident(app.db.schema)}.events WHERE stream_id LIKE 'option-%'`)).rows[0].n;

  beforeAll(async () => {
    app = await createTestApp(kind);
    http = app.app.getHttpServer() as App;
    await forgetAttempts(app);
    member = await signUpMember(app);
    admin = await signInAdmin(http);
    lawyer = await signInLawyer(http);
  });
  afterAll(() => app.dispose());

  it('lists the product\'s options for admins, paged', async () => {
    const list = await request(http).post('/api/option/list?page=1').set(bearer(admin)).send({}).expect(200);
    expect(list.body.data).toMatchObject({ current_page: 1, total: 2 });
    expect(list.body.data.data[0]).toMatchObject({ id: 1, name: '売却サポートサービス', price: 55000, active: true });
  });

  it('updates only the fields sent, and a seller then reads the new price', async () => {
    const updated = await request(http).patch('/api/option/update/1').set(bearer(admin)).send({ price: 44000 }).expect(200);
    expect(updated.body.data).toMatchObject({ id: 1, name: '売却サポートサービス', price: 44000, active: true });
    expect((await request(http).get('/api/option/detail/1').set(bearer(member.token)).expect(200)).body.data.price).toBe(44000);
  });

  it('hides an option not on offer from everyone but admins', async () => {
    await request(http).patch('/api/option/update/2').set(bearer(admin)).send({ active: false }).expect(200);
    await request(http).get('/api/option/detail/2').set(bearer(member.token)).expect(404);
    await request(http).get('/api/option/detail/2').expect(404);
    expect((await request(http).get('/api/option/detail/2').set(bearer(admin)).expect(200)).body.data.active).toBe(false);
    await request(http).patch('/api/option/update/2').set(bearer(admin)).send({ active: true }).expect(200);
    await request(http).get('/api/option/detail/2').expect(200);
  });

  it('refuses bad input with 422 naming each field, and stores nothing', async () => {
    const before = await optionEvents();
    const refused = await request(http).patch('/api/option/update/1').set(bearer(admin)).send({ name: '', price: -100, active: 'yes' }).expect(422);
    expect(refused.body.success).toBe(false);
    expect(refused.body.errors).toEqual({
      name: ['サービス名を入力してください。'],
      price: ['料金は0から10,000,000までの整数（円・税込）で入力してください。'],
      active: ['提供するかどうかは true か false で指定してください。'],
    });
    expect((await request(http).patch('/api/option/update/1').set(bearer(admin)).send({ id: 9 }).expect(422)).body.errors.id).toHaveLength(1);
    expect((await request(http).post('/api/option/list?page=x').set(bearer(admin)).send({}).expect(422)).body.errors.page).toHaveLength(1);
    await request(http).patch('/api/option/update/99').set(bearer(admin)).send({ price: 1 }).expect(404);
    expect(await optionEvents()).toBe(before);
  });

  it('refuses members, lawyers and guests the admin calls', async () => {
    const calls = [() => request(http).post('/api/option/list').send({}), () => request(http).patch('/api/option/update/1').send({ price: 1 })];
    for (const call of calls) {
      await call().expect(401);
      await call().set(bearer(member.token)).expect(403);
      await call().set(bearer(lawyer)).expect(403);
    }
  });
});
