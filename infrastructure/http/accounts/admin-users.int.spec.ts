import request from 'supertest';
import type { App } from 'supertest/types';
import { loadJose } from '../../accounts/jose';
import { ident } from '../../database/database';
import { DEMO_ACCOUNTS } from '../../seed/demo-accounts';
import { GOOD_PASSWORD, VALID_PROFILE, forgetAttempts, signInAdmin, signUpMember, uniqueEmail } from '../../testing/account-fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { storeKinds } from '../../testing/test-databases';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

describe.each(storeKinds())('Admin back office and impersonation on the %s store', (kind) => {
  let app: TestApp;
  let http: App;
  let admin: string;

  beforeAll(async () => {
    app = await createTestApp(kind);
    http = app.app.getHttpServer() as App;
    admin = await signInAdmin(http);
  });
  afterAll(() => app.dispose());
  beforeEach(() => forgetAttempts(app));

  describe('impersonation', () => {
    it('puts both identities in the token and in every event written meanwhile', async () => {
      const member = await signUpMember(app);
      const answer = await request(http).post('/api/admin/minashi-login').set(bearer(admin)).send({ user_id: member.id }).expect(200);
      const token = answer.body.data.access_token as string;
      expect((await loadJose()).decodeJwt(token)).toMatchObject({ sub: member.id, role: 'member', act: { sub: DEMO_ACCOUNTS.admin.id, role: 'admin' } });
      expect(answer.body.data.user.impersonator).toEqual({ id: DEMO_ACCOUNTS.admin.id, name: DEMO_ACCOUNTS.admin.name });

      await request(http).patch(`/api/mypage/user/update-basic/${member.id}`).set(bearer(token)).send(VALID_PROFILE).expect(200);
      const { rows } = await app.db.query<{ metadata: { actor: { id: string; role: string }; on_behalf_of?: { id: string; role: string } } }>(
        `SELECT metadata FROM ${ident(app.db.schema)}.events WHERE stream_id = $1 AND type = 'MemberProfileUpdated'`,
        [`account-${member.id}`],
      );
      expect(rows).toHaveLength(1);
      expect(rows[0].metadata.actor).toEqual({ id: DEMO_ACCOUNTS.admin.id, role: 'admin' });
      expect(rows[0].metadata.on_behalf_of).toEqual({ id: member.id, role: 'member' });

      const history = await request(http).get(`/api/admin/user/${member.id}/history`).set(bearer(admin)).expect(200);
      const update = (history.body.data as Array<{ type: string; actor: unknown; on_behalf_of: unknown; label: string }>).find((entry) => entry.type === 'MemberProfileUpdated');
      expect(update).toMatchObject({
        actor: { id: DEMO_ACCOUNTS.admin.id, role: 'admin', name: DEMO_ACCOUNTS.admin.name },
        on_behalf_of: { id: member.id, role: 'member', name: VALID_PROFILE.nickname },
      });
      expect(update?.label).toContain('会員情報の更新（');
      const started = (history.body.data as Array<{ type: string; actor: unknown; label: string }>).find((entry) => entry.type === 'MemberImpersonationStarted');
      expect(started).toMatchObject({ label: '管理者による代理ログイン', actor: { id: DEMO_ACCOUNTS.admin.id, role: 'admin' } });
    });

    it('cannot change the password or e-mail, or withdraw', async () => {
      const member = await signUpMember(app);
      const answer = await request(http).post('/api/admin/minashi-login').set(bearer(admin)).send({ user_id: member.id }).expect(200);
      const token = answer.body.data.access_token as string;
      const forbidden = '代理ログイン中は、パスワード・メールアドレスの変更と退会はできません。';
      const change = await request(http)
        .post('/api/password/change')
        .set(bearer(token))
        .send({ current_password: GOOD_PASSWORD, password: 'dairi-de-kaeru-1', password_confirmation: 'dairi-de-kaeru-1' })
        .expect(403);
      expect(change.body.message).toBe(forbidden);
      await request(http).post('/api/mail/reset').set(bearer(token)).send({ email: uniqueEmail(), password: GOOD_PASSWORD }).expect(403);
      await request(http).post('/api/withdraw').set(bearer(token)).send({ password: GOOD_PASSWORD }).expect(403);
      await request(http).get('/api/me').set(bearer(member.token)).expect(200);
      await request(http).post('/api/login').send({ email: member.email, password: GOOD_PASSWORD }).expect(200);
    });

    it('is for admins only: a member or a guest cannot impersonate; an unknown member is 404', async () => {
      const member = await signUpMember(app);
      const other = await signUpMember(app);
      await request(http).post('/api/admin/minashi-login').set(bearer(member.token)).send({ user_id: other.id }).expect(403);
      await request(http).post('/api/admin/minashi-login').send({ user_id: other.id }).expect(401);
      await request(http).post('/api/admin/minashi-login').set(bearer(admin)).send({ user_id: 'no-such-member' }).expect(404);
    });

    it('keeps the admin token working, so the admin can return to the user list', async () => {
      const member = await signUpMember(app);
      await request(http).post('/api/admin/minashi-login').set(bearer(admin)).send({ user_id: member.id }).expect(200);
      await request(http).get('/api/admin/me').set(bearer(admin)).expect(200);
    });
  });

  describe('user list', () => {
    it('filters by name, nickname, e-mail, class, verification and prefecture, with phones without hyphens', async () => {
      const member = await signUpMember(app, { nickname: '絞り込み確認' });
      await request(http)
        .patch(`/api/mypage/user/update-basic/${member.id}`)
        .set(bearer(member.token))
        .send({ ...VALID_PROFILE, nickname: '絞り込み確認', name_last: '絞込', name_first: '太郎', prefecture_id: 47, tel_home: '098-123-4567' })
        .expect(200);
      const list = (body: object) => request(http).post('/api/admin/user/list/10?page=1').set(bearer(admin)).send(body).expect(200);

      const byName = await list({ name: '絞込 太郎' });
      expect(byName.body.data.data).toHaveLength(1);
      expect(byName.body.data.data[0]).toMatchObject({
        id: member.id,
        nickname: '絞り込み確認',
        email: member.email,
        name_last: '絞込',
        prefecture_name: '沖縄県',
        tel_home: '0981234567',
        tel_mobile: '09011112222',
        class: 1,
        identification_verify_status: 1,
      });
      expect((await list({ nickname: '絞り込み' })).body.data.data.map((row: { id: string }) => row.id)).toEqual([member.id]);
      expect((await list({ email: member.email.toUpperCase() })).body.data.data.map((row: { id: string }) => row.id)).toEqual([member.id]);
      expect((await list({ prefecture_id: 47, class: 1, identification_verify_status: 1 })).body.data.data.map((row: { id: string }) => row.id)).toEqual([member.id]);
      expect((await list({ prefecture_id: 47, class: 2 })).body.data.total).toBe(0);
      expect((await list({ identification_verify_status: 3 })).body.data.data.map((row: { id: string }) => row.id)).toContain(DEMO_ACCOUNTS.seller.id);
    });

    it('pages by the perPage in the path', async () => {
      await signUpMember(app);
      await signUpMember(app);
      const page = await request(http).post('/api/admin/user/list/2?page=2').set(bearer(admin)).send({}).expect(200);
      expect(page.body.data).toMatchObject({ current_page: 2, per_page: 2 });
      expect(page.body.data.total).toBeGreaterThanOrEqual(4);
      expect(page.body.data.last_page).toBe(Math.ceil(page.body.data.total / 2));
    });

    it('refuses unknown filters and wrong values per field', async () => {
      const response = await request(http).post('/api/admin/user/list/10').set(bearer(admin)).send({ class: 5, role: 'admin' }).expect(422);
      expect(Object.keys(response.body.errors).sort()).toEqual(['class', 'role']);
    });
  });

  it('lets an admin edit a member profile, recorded as done by the admin', async () => {
    const member = await signUpMember(app);
    const edited = await request(http).patch(`/api/admin/user/update-basic/${member.id}`).set(bearer(admin)).send(VALID_PROFILE).expect(200);
    expect(edited.body.data).toMatchObject({ name_last: '鈴木', zipcode: '1000001' });
    const history = await request(http).get(`/api/admin/user/${member.id}/history`).set(bearer(admin)).expect(200);
    const update = (history.body.data as Array<{ type: string; actor: unknown; on_behalf_of: unknown }>).find((entry) => entry.type === 'MemberProfileUpdated');
    expect(update).toMatchObject({ actor: { id: DEMO_ACCOUNTS.admin.id, role: 'admin' }, on_behalf_of: null });
  });
});
