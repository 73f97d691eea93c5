import request from 'supertest';
import type { App } from 'supertest/types';
import { forgetAttempts, signInAdmin, signUpSeller, VALID_PROFILE, type SignedInMember } from '../../testing/account-fixtures';
import { bearer, listingIn } from '../../testing/property-fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { storeKinds } from '../../testing/test-databases';

const UNDER_REVIEW = 2;
const VERIFIED = 3;
const CHECKING_TODO = 3;

describe.each(storeKinds())('A verified member changing verified profile fields, on the %s store', (kind) => {
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

  /** A verified member with the profile filled in, as a seller has it before changing anything. */
  async function verifiedSeller(): Promise<SignedInMember> {
    const member = await signUpSeller(app);
    await request(http).patch(`/api/mypage/user/update-basic/${member.id}`).set(bearer(member.token)).send(VALID_PROFILE).expect(200);
    // Filling the profile in changed the name and address the documents vouch for.
    await request(http).patch(`/api/admin/user/identification/confirm/${member.id}`).set(bearer(admin)).expect(200);
    expect(await badge(member)).toBe(VERIFIED);
    return member;
  }
  const update = (member: SignedInMember, changes: object) =>
    request(http).patch(`/api/mypage/user/update-basic/${member.id}`).set(bearer(member.token)).send({ ...VALID_PROFILE, ...changes }).expect(200);
  const badge = async (member: SignedInMember) =>
    (await request(http).get('/api/me').set(bearer(member.token)).expect(200)).body.data.identification_verify_status as number;
  const todos = async (member: SignedInMember, status: 0 | 1) =>
    ((await request(http).get(`/api/todo-list/list?status=${status}`).set(bearer(member.token)).expect(200)).body.data.data as Array<{ type: number; title: string }>);
  const inQueue = async (member: SignedInMember) =>
    ((await request(http).post('/api/admin/user/list/100?page=1').set(bearer(admin)).send({ identification_verify_status: UNDER_REVIEW }).expect(200)).body.data
      .data as Array<{ id: string }>).some((row) => row.id === member.id);

  it.each([
    ['the name', { name_last: '佐藤' }],
    ['the company name', { company_name: '山里不動産株式会社' }],
    ['the address', { block: '丸の内2-3' }],
    ['the birth year', { birth_year: 1981 }],
  ])('%s: under review, in the admin queue, on the listing badge, with the to-do open; approval ends it', async (_, changes) => {
    const member = await verifiedSeller();
    const listing = await listingIn(http, member.token, 'published');
    await update(member, changes);

    expect(await badge(member)).toBe(UNDER_REVIEW);
    expect((await request(http).get(`/api/mypage/user-info/${member.id}`).set(bearer(member.token)).expect(200)).body.data.identification_verify_status).toBe(UNDER_REVIEW);
    expect(await inQueue(member)).toBe(true);
    expect((await request(http).get(`/api/property/viewdetail/${listing}`).expect(200)).body.data.seller.identification_verify_status).toBe(UNDER_REVIEW);
    expect((await todos(member, 0)).filter((item) => item.type === CHECKING_TODO)).toEqual([
      expect.objectContaining({ title: '本人確認書類を確認しています' }),
    ]);

    await request(http).patch(`/api/admin/user/identification/confirm/${member.id}`).set(bearer(admin)).expect(200);
    expect(await badge(member)).toBe(VERIFIED);
    expect(await inQueue(member)).toBe(false);
    expect((await todos(member, 0)).map((item) => item.type)).not.toContain(CHECKING_TODO);
    expect((await todos(member, 1)).map((item) => item.type)).toContain(CHECKING_TODO);
  });

  it('a rejection ends the review too: the to-do is done and a new submission is asked for', async () => {
    const member = await verifiedSeller();
    await update(member, { city: '中央区' });
    await request(http).patch(`/api/admin/reject/identification/${member.id}`).set(bearer(admin)).send({ reason: '新しい住所の書類を提出してください' }).expect(200);
    expect(await badge(member)).toBe(4);
    const open = (await todos(member, 0)).map((item) => item.type);
    expect(open).not.toContain(CHECKING_TODO);
    expect(open).toContain(4);
  });

  it('leaves the verification alone when only the nickname, phones or hobbies change', async () => {
    const member = await verifiedSeller();
    await update(member, { nickname: '新しいニックネーム', tel_mobile: '080-3333-4444', tel_home: '03-1234-5678', hobby_ids: [2, 3] });
    expect(await badge(member)).toBe(VERIFIED);
    expect(await inQueue(member)).toBe(false);
    expect((await todos(member, 0)).map((item) => item.type)).not.toContain(CHECKING_TODO);
  });

  it('an admin sees the reopened review in the account history, naming the fields and not their values', async () => {
    const member = await verifiedSeller();
    await update(member, { name_first: '次郎' });
    const entries = (await request(http).get(`/api/admin/user/${member.id}/history`).set(bearer(admin)).expect(200)).body.data as Array<{ type: string; label: string }>;
    const reopened = entries.filter((entry) => entry.type === 'IdentityReviewReopened').map((entry) => entry.label);
    // The first is the profile filled in after the verification; the second this change alone.
    expect(reopened).toHaveLength(2);
    expect(reopened[1]).toBe('本人確認の再審査（名の変更による）');
    expect(JSON.stringify(entries)).not.toContain('次郎');
  });
});
