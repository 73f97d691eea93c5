import request from 'supertest';
import type { App } from 'supertest/types';
import { forgetAttempts, signInAdmin, signInLawyer, signUpMember } from '../../testing/account-fixtures';
import { bearer } from '../../testing/property-fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';

const CLOSED_MESSAGE = 'この機能は現在ご利用いただけません。';

describe('The phase-2 setting', () => {
  describe('when PHASE2 is off (the default)', () => {
    let app: TestApp;
    let http: App;
    let admin: string;

    beforeAll(async () => {
      app = await createTestApp('embedded');
      http = app.app.getHttpServer() as App;
      admin = await signInAdmin(http);
    });
    afterAll(() => app.dispose());

    it('tells the screens that phase 2 is closed', async () => {
      expect((await request(http).get('/api/site-settings').expect(200)).body).toEqual({ success: true, message: '', data: { phase2: false } });
    });

    const writes = [
      { name: 'POST /api/master/ground/create', call: (h: App) => request(h).post('/api/master/ground/create'), body: { name: '閉鎖中の地目' } },
      { name: 'PATCH /api/master/ground/1/edit', call: (h: App) => request(h).patch('/api/master/ground/1/edit'), body: { name: '改名' } },
      { name: 'POST /api/master/ground/delete', call: (h: App) => request(h).post('/api/master/ground/delete'), body: { id: 1 } },
      { name: 'POST /api/master/hash-tag/create', call: (h: App) => request(h).post('/api/master/hash-tag/create'), body: { name: '閉鎖中のタグ' } },
      { name: 'PATCH /api/master/hash-tag/1/edit', call: (h: App) => request(h).patch('/api/master/hash-tag/1/edit'), body: { name: '改名' } },
      { name: 'POST /api/master/hash-tag/delete', call: (h: App) => request(h).post('/api/master/hash-tag/delete'), body: { id: 1 } },
    ];

    it.each(writes)('answers $name with 404 to an admin and changes nothing', async ({ call, body }) => {
      const before = (await request(http).get('/api/master/ground-list').expect(200)).body.data;
      const tagsBefore = (await request(http).get('/api/master/hash-tag-list').expect(200)).body.data;
      const response = await call(http).set(bearer(admin)).send(body).expect(404);
      expect(response.body).toEqual({ success: false, message: CLOSED_MESSAGE, data: null });
      expect((await request(http).get('/api/master/ground-list').expect(200)).body.data).toEqual(before);
      expect((await request(http).get('/api/master/hash-tag-list').expect(200)).body.data).toEqual(tagsBefore);
    });

    it('still refuses guests, members and lawyers before saying the call is closed', async () => {
      await forgetAttempts(app);
      const member = (await signUpMember(app)).token;
      const lawyer = await signInLawyer(http);
      await request(http).post('/api/master/hash-tag/create').send({ name: 'x' }).expect(401);
      await request(http).post('/api/master/hash-tag/create').set(bearer(member)).send({ name: 'x' }).expect(403);
      await request(http).post('/api/master/ground/create').set(bearer(lawyer)).send({ name: 'x' }).expect(403);
    });

    it('keeps the lists that search and listing forms read open', async () => {
      await request(http).get('/api/master/ground-list').expect(200);
      await request(http).get('/api/master/hash-tag-list').expect(200);
      await request(http).get('/api/master/grounds').expect(200);
    });
  });

  describe('when PHASE2 is on', () => {
    let app: TestApp;
    let http: App;

    beforeAll(async () => {
      app = await createTestApp('embedded', [], { PHASE2: 'on' });
      http = app.app.getHttpServer() as App;
    });
    afterAll(() => app.dispose());

    it('tells the screens and lets an admin change the masters', async () => {
      expect((await request(http).get('/api/site-settings').expect(200)).body.data).toEqual({ phase2: true });
      const admin = await signInAdmin(http);
      await request(http).post('/api/master/hash-tag/create').set(bearer(admin)).send({ name: '第2期のタグ' }).expect(201);
    });
  });
});
