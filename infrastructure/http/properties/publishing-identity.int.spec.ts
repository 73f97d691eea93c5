import request from 'supertest';
import type { App } from 'supertest/types';
import { ident } from '../../database/database';
import { forgetAttempts, signInAdmin, signUpMember, verifyIdentity, VALID_PROFILE, type SignedInMember } from '../../testing/account-fixtures';
import { bearer, changeStatus, createDraft, PUBLISHABLE } from '../../testing/property-fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { storeKinds } from '../../testing/test-databases';

const IDENTITY_PAGE = '/mypage/profile/edit/honnin';
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

describe.each(storeKinds())('Publishing a listing needs a verified identity, on the %s store', (kind) => {
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

  const streamLength = async (id: string) =>
    (await app.db.query<{ count: number }>(`SELECT count(*)::int AS count FROM ${ident(app.db.schema)}.events WHERE stream_id = $1`, [`property-${id}`])).rows[0].count;
  const statusOf = async (member: SignedInMember, id: string) =>
    (await request(http).get(`/api/property/edit/${id}`).set(bearer(member.token)).expect(200)).body.data.status_id as number;

  function expectRefusal(response: request.Response): void {
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ success: false, message: expect.stringContaining('本人確認が必要です') as unknown as string, data: null });
    expect(response.body.message).toContain(IDENTITY_PAGE);
  }

  it('refuses an unverified member with 409 and the identity page; the draft is kept and still saved', async () => {
    const member = await signUpMember(app);
    const id = await createDraft(http, member.token, PUBLISHABLE);
    const before = await streamLength(id);

    expectRefusal(await changeStatus(http, member.token, id, 'published'));
    expectRefusal(await request(http).post('/api/property/update-status').set(bearer(member.token)).send({ status_id: 2 }));
    expect(await streamLength(id)).toBe(before);
    expect(await statusOf(member, id)).toBe(1);
    await request(http).get(`/api/property/viewdetail/${id}`).expect(404);

    const saved = await request(http).post(`/api/property/edit/${id}`).set(bearer(member.token)).send({ name: '書き直した題名' }).expect(200);
    expect(saved.body.data).toMatchObject({ name: '書き直した題名', status_id: 1 });
    await request(http).post('/api/property/edit').set(bearer(member.token)).send({ name: 'もう一つの下書き' }).expect(201);
  });

  it('refuses an admin publishing the listing of an unverified member, by either route, and writes nothing', async () => {
    const member = await signUpMember(app);
    const id = await createDraft(http, member.token, PUBLISHABLE);
    const before = await streamLength(id);
    expectRefusal(await changeStatus(http, admin, id, 'published'));
    expectRefusal(await request(http).post(`/api/admin/property/update/${id}`).set(bearer(admin)).send({ name: '管理者の修正', status_id: 2 }));
    expect(await streamLength(id)).toBe(before);
    expect(await statusOf(member, id)).toBe(1);
  });

  it('refuses while the documents are under review, and publishes once they are approved', async () => {
    const member = await signUpMember(app);
    const id = await createDraft(http, member.token, PUBLISHABLE);
    await request(http)
      .post('/api/mypage/user/upload-identification')
      .set(bearer(member.token))
      .attach('files', PNG, { filename: 'license.png', contentType: 'image/png' })
      .expect(201);
    expectRefusal(await changeStatus(http, member.token, id, 'published'));

    await request(http).patch(`/api/admin/user/identification/confirm/${member.id}`).set(bearer(admin)).expect(200);
    await changeStatus(http, member.token, id, 'published').expect(200);
    expect((await request(http).get(`/api/property/viewdetail/${id}`).expect(200)).body.data).toMatchObject({ status_id: 2, seller: { identification_verify_status: 3 } });
  });

  it('refuses to publish a withdrawn listing again once a verified field changed, until the review ends', async () => {
    const member = await signUpMember(app);
    await verifyIdentity(app, member);
    const id = await createDraft(http, member.token, PUBLISHABLE);
    await changeStatus(http, member.token, id, 'published').expect(200);
    await request(http).patch(`/api/mypage/user/update-basic/${member.id}`).set(bearer(member.token)).send(VALID_PROFILE).expect(200);
    // Already public, it stays public while the review runs.
    await request(http).get(`/api/property/viewdetail/${id}`).expect(200);
    await changeStatus(http, member.token, id, 'withdrawn').expect(200);
    expectRefusal(await changeStatus(http, member.token, id, 'published'));

    await request(http).patch(`/api/admin/user/identification/confirm/${member.id}`).set(bearer(admin)).expect(200);
    await changeStatus(http, member.token, id, 'published').expect(200);
  });
});
