import request from 'supertest';
import type { App } from 'supertest/types';
import { ImpersonationService } from '../../../application/accounts/impersonation.service';
import { ident } from '../../database/database';
import { DEMO_ACCOUNTS } from '../../seed/demo-accounts';
import { VALID_PROFILE, forgetAttempts, refreshCookieOf, signUpMember, siteOrigin } from '../../testing/account-fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { storeKinds } from '../../testing/test-databases';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

interface LoggedEvent {
  type: string;
  data: Record<string, unknown>;
  metadata: { actor: { id: string; role: string }; on_behalf_of?: { id: string; role: string } };
}

describe.each(storeKinds())('Impersonation tied to the admin session, on the %s store', (kind) => {
  let app: TestApp;
  let http: App;

  beforeAll(async () => {
    app = await createTestApp(kind);
    http = app.app.getHttpServer() as App;
  });
  afterAll(() => app.dispose());
  beforeEach(() => forgetAttempts(app));

  const adminSignIn = async () => {
    const answer = await request(http).post('/api/admin/login').send({ email: DEMO_ACCOUNTS.admin.email, password: DEMO_ACCOUNTS.admin.password }).expect(200);
    return { token: answer.body.data.access_token as string, cookie: refreshCookieOf(answer) };
  };
  const impersonate = async (adminToken: string, userId: string) => {
    const answer = await request(http).post('/api/admin/minashi-login').set(bearer(adminToken)).send({ user_id: userId }).expect(200);
    return answer;
  };
  const events = async (userId: string, type: string) =>
    (
      await app.db.query<LoggedEvent>(`SELECT type, data, metadata FROM ${ident(app.db.schema)}.events WHERE stream_id = $1 AND type = $2 ORDER BY stream_version`, [
        `account-${userId}`,
        type,
      ])
    ).rows;

  it("never replaces the admin's sign-in: no refresh cookie, an access token that lasts the session (an hour)", async () => {
    const admin = await adminSignIn();
    const member = await signUpMember(app);
    const answer = await impersonate(admin.token, member.id);
    expect(answer.headers['set-cookie']).toBeUndefined();
    expect(answer.body.data.expires_in).toBe(3600);
    expect(answer.body.data.refresh_token).toBeUndefined();
    await request(http).post('/api/token/refresh').set(siteOrigin(app)).set('Cookie', admin.cookie).expect(200);
    const [started] = await events(member.id, 'MemberImpersonationStarted');
    expect(started.data).toMatchObject({ user_id: member.id, admin_id: DEMO_ACCOUNTS.admin.id, session_id: expect.any(String), expires_at: expect.any(String) });
    expect(started.metadata).toMatchObject({ actor: { id: DEMO_ACCOUNTS.admin.id, role: 'admin' }, on_behalf_of: { id: member.id, role: 'member' } });
  });

  it('ends when the admin signs out, recorded as such', async () => {
    const admin = await adminSignIn();
    const member = await signUpMember(app);
    const token = (await impersonate(admin.token, member.id)).body.data.access_token as string;
    await request(http).get('/api/me').set(bearer(token)).expect(200);
    await request(http).post('/api/admin/logout').set(siteOrigin(app)).set(bearer(admin.token)).expect(200);
    await request(http).get('/api/me').set(bearer(token)).expect(401);
    const [ended] = await events(member.id, 'MemberImpersonationEnded');
    expect(ended.data).toMatchObject({ user_id: member.id, admin_id: DEMO_ACCOUNTS.admin.id, reason: 'admin_signed_out', ended_at: expect.any(String) });
    expect(ended.metadata.actor).toEqual({ id: DEMO_ACCOUNTS.admin.id, role: 'admin' });
    await request(http).get('/api/me').set(bearer(member.token)).expect(200);
  });

  it('ends after an hour at most, and the end is recorded as expired', async () => {
    const admin = await adminSignIn();
    const member = await signUpMember(app);
    const token = (await impersonate(admin.token, member.id)).body.data.access_token as string;
    app.clock.advance(59 * 60 * 1000);
    await request(http).get('/api/me').set(bearer(token)).expect(200);
    app.clock.advance(2 * 60 * 1000);
    await request(http).get('/api/me').set(bearer(token)).expect(401);
    const ended = await app.app.get(ImpersonationService).endLapsed();
    expect(ended).toContainEqual(expect.objectContaining({ memberId: member.id, reason: 'expired' }));
    const [event] = await events(member.id, 'MemberImpersonationEnded');
    expect(event.data).toMatchObject({ reason: 'expired' });
    expect(event.metadata.actor.role).toBe('system');
    expect(await app.app.get(ImpersonationService).endLapsed()).not.toContainEqual(expect.objectContaining({ memberId: member.id }));
  });

  it('ends when the admin presses the end button (logout in the member session), keeping the admin signed in', async () => {
    const admin = await adminSignIn();
    const member = await signUpMember(app);
    const token = (await impersonate(admin.token, member.id)).body.data.access_token as string;
    const ended = await request(http).post('/api/logout').set(siteOrigin(app)).set(bearer(token)).expect(200);
    expect(ended.body.message).toBe('代理ログインを終了しました。');
    expect(ended.headers['set-cookie']).toBeUndefined();
    await request(http).get('/api/me').set(bearer(token)).expect(401);
    await request(http).get('/api/admin/me').set(bearer(admin.token)).expect(200);
    await request(http).post('/api/token/refresh').set(siteOrigin(app)).set('Cookie', admin.cookie).expect(200);
    const [event] = await events(member.id, 'MemberImpersonationEnded');
    expect(event.data).toMatchObject({ reason: 'ended_by_admin', admin_id: DEMO_ACCOUNTS.admin.id });
  });

  it("shows what the admin wrote meanwhile in the member's history as 管理者 〇〇 が代理で操作", async () => {
    const admin = await adminSignIn();
    const member = await signUpMember(app);
    const token = (await impersonate(admin.token, member.id)).body.data.access_token as string;
    await request(http).patch(`/api/mypage/user/update-basic/${member.id}`).set(bearer(token)).send(VALID_PROFILE).expect(200);
    await request(http).post('/api/logout').set(siteOrigin(app)).set(bearer(token)).expect(200);
    const history = (await request(http).get(`/api/admin/user/${member.id}/history`).set(bearer(admin.token)).expect(200)).body.data as Array<{
      type: string;
      label: string;
      acted_for_note: string | null;
    }>;
    const byType = (type: string) => history.find((entry) => entry.type === type);
    expect(byType('MemberProfileUpdated')?.acted_for_note).toBe(`管理者 ${DEMO_ACCOUNTS.admin.name} が代理で操作`);
    expect(byType('MemberImpersonationEnded')).toMatchObject({ label: '代理ログインの終了（管理者が終了）' });
    expect(byType('MemberRegistered')?.acted_for_note).toBeNull();
  });
});
