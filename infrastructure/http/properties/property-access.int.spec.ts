import request from 'supertest';
import type { App } from 'supertest/types';
import { forgetAttempts, signInAdmin, signInLawyer, signUpMember, signUpSeller } from '../../testing/account-fixtures';
import { bearer, listingIn } from '../../testing/property-fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { storeKinds } from '../../testing/test-databases';

/**
 * - actingAsOwner: an admin impersonating the owner, who counts as the owner;
 * - actingAsOther: an admin impersonating another member, who counts as that member.
 */
type Role = 'guest' | 'owner' | 'otherMember' | 'admin' | 'lawyer' | 'actingAsOwner' | 'actingAsOther';
type Method = 'get' | 'post';

interface Rule {
  method: Method;
  path: (property: string) => string;
  body?: (property: string) => object;
  expect: Record<Role, number>;
}

const NOBODY_ELSE = { guest: 401, lawyer: 403 } as const;
const ADMIN_ONLY = { ...NOBODY_ELSE, owner: 403, otherMember: 403, admin: 200, actingAsOwner: 403, actingAsOther: 403 } as const;

/** Every listing endpoint, and who may call it on a published listing of the owner. */
const RULES: Rule[] = [
  { method: 'get', path: () => '/api/property/edit', expect: { ...NOBODY_ELSE, owner: 200, otherMember: 200, admin: 403, actingAsOwner: 200, actingAsOther: 200 } },
  { method: 'post', path: () => '/api/property/edit', body: () => ({}), expect: { ...NOBODY_ELSE, owner: 201, otherMember: 201, admin: 403, actingAsOwner: 201, actingAsOther: 201 } },
  { method: 'get', path: (id) => `/api/property/edit/${id}`, expect: { ...NOBODY_ELSE, owner: 200, otherMember: 403, admin: 200, actingAsOwner: 200, actingAsOther: 403 } },
  {
    method: 'post',
    path: (id) => `/api/property/edit/${id}`,
    body: () => ({ access: '駅から車で10分' }),
    expect: { ...NOBODY_ELSE, owner: 200, otherMember: 403, admin: 200, actingAsOwner: 200, actingAsOther: 403 },
  },
  {
    method: 'post',
    path: () => '/api/property/update-status',
    body: (id) => ({ property_id: id, status_id: 5 }),
    expect: { ...NOBODY_ELSE, owner: 200, otherMember: 403, admin: 200, actingAsOwner: 200, actingAsOther: 403 },
  },
  {
    method: 'post',
    path: () => '/api/property/update-status',
    body: (id) => ({ property_id: id, status_id: 7 }),
    expect: { ...NOBODY_ELSE, owner: 403, otherMember: 403, admin: 200, actingAsOwner: 403, actingAsOther: 403 },
  },
  { method: 'post', path: () => '/api/admin/property/list?page=1', body: () => ({}), expect: ADMIN_ONLY },
  { method: 'post', path: (id) => `/api/admin/property/update/${id}`, body: () => ({ access: '駅から車で15分' }), expect: ADMIN_ONLY },
  { method: 'post', path: () => '/api/admin/property/delete', body: (id) => ({ id }), expect: ADMIN_ONLY },
  { method: 'get', path: () => '/api/property/list', expect: { ...NOBODY_ELSE, owner: 200, otherMember: 200, admin: 403, actingAsOwner: 200, actingAsOther: 200 } },
];

describe.each(storeKinds())('Listing access matrix on the %s store', (kind) => {
  let app: TestApp;
  let http: App;
  let tokens: Record<Role, string | null>;

  beforeAll(async () => {
    app = await createTestApp(kind);
    http = app.app.getHttpServer() as App;
    const owner = await signUpSeller(app);
    const other = await signUpMember(app);
    await forgetAttempts(app);
    const admin = await signInAdmin(http);
    const actAs = async (userId: string) =>
      (await request(http).post('/api/admin/minashi-login').set(bearer(admin)).send({ user_id: userId }).expect(200)).body.data.access_token as string;
    tokens = {
      guest: null,
      owner: owner.token,
      otherMember: other.token,
      admin,
      lawyer: await signInLawyer(http),
      actingAsOwner: await actAs(owner.id),
      actingAsOther: await actAs(other.id),
    };
  });
  afterAll(() => app.dispose());

  const cases = RULES.flatMap((rule) =>
    (Object.entries(rule.expect) as Array<[Role, number]>).map(([role, status]) => ({
      rule,
      role,
      status,
      name: `${rule.method.toUpperCase()} ${rule.path('{id}')}${rule.body ? ` ${JSON.stringify(rule.body('{id}'))}` : ''} as ${role} → ${status}`,
    })),
  );

  it.each(cases)('$name', async ({ rule, role, status }) => {
    const property = await listingIn(http, tokens.owner as string, 'published');
    let call = request(http)[rule.method](rule.path(property));
    const token = tokens[role];
    if (token) call = call.set(bearer(token));
    const response = await (rule.body ? call.send(rule.body(property)) : call);
    expect(response.status).toBe(status);
    expect(response.body.success).toBe(status < 400);
    if (status === 403) expect(response.body.message).toMatch(/許可がありません。|管理者だけです。/);
  });

  it('keeps what others tried to change unchanged', async () => {
    const property = await listingIn(http, tokens.owner as string, 'published');
    const as = (call: request.Test, role: Role) => (tokens[role] ? call.set(bearer(tokens[role] as string)) : call);
    for (const role of ['guest', 'otherMember', 'lawyer', 'actingAsOther'] as const) {
      await as(request(http).post(`/api/property/edit/${property}`), role).send({ name: '乗っ取り' });
      await as(request(http).post('/api/property/update-status'), role).send({ property_id: property, status_id: 5 });
    }
    for (const role of ['guest', 'owner', 'otherMember', 'lawyer', 'actingAsOwner', 'actingAsOther'] as const) {
      await as(request(http).post(`/api/admin/property/update/${property}`), role).send({ name: '乗っ取り', status_id: 5 });
      await as(request(http).post('/api/admin/property/delete'), role).send({ id: property });
    }
    const stored = await request(http).get(`/api/property/edit/${property}`).set(bearer(tokens.owner as string)).expect(200);
    expect(stored.body.data).toMatchObject({ name: '里山の古民家と畑', status: '掲載中' });
  });
});
