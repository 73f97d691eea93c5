import request from 'supertest';
import type { App } from 'supertest/types';
import { DEMO_ACCOUNTS } from '../../seed/demo-accounts';
import { VALID_PROFILE, forgetAttempts, signInAdmin, signInLawyer, signUpMember, uniqueEmail } from '../../testing/account-fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { storeKinds } from '../../testing/test-databases';

type Role = 'guest' | 'owner' | 'otherMember' | 'admin' | 'lawyer';
type Method = 'get' | 'post' | 'patch';

interface Rule {
  method: Method;
  path: (ids: { owner: string }) => string;
  body?: object;
  /** Expected status per caller; a role left out is not asserted here (its success is specified elsewhere). */
  expect: Partial<Record<Role, number>>;
}

const MEMBER_ONLY = { guest: 401, admin: 403, lawyer: 403 } as const;
const ADMIN_ONLY = { guest: 401, owner: 403, otherMember: 403, lawyer: 403 } as const;
const LAWYER_ONLY = { guest: 401, owner: 403, admin: 403 } as const;

/** Every account endpoint that needs a sign-in, and who may call it. */
const RULES: Rule[] = [
  { method: 'get', path: () => '/api/me', expect: { ...MEMBER_ONLY, owner: 200, otherMember: 200 } },
  { method: 'get', path: ({ owner }) => `/api/mypage/user-info/${owner}`, expect: { ...MEMBER_ONLY, owner: 200, otherMember: 403 } },
  { method: 'patch', path: ({ owner }) => `/api/mypage/user/update-basic/${owner}`, body: VALID_PROFILE, expect: { ...MEMBER_ONLY, owner: 200, otherMember: 403 } },
  { method: 'patch', path: ({ owner }) => `/api/signup/done/${owner}`, expect: { ...MEMBER_ONLY, owner: 200, otherMember: 403 } },
  { method: 'post', path: () => '/api/mypage/user/upload-identification', expect: MEMBER_ONLY },
  { method: 'get', path: () => '/api/todo-list/list', expect: { ...MEMBER_ONLY, owner: 200 } },
  { method: 'get', path: () => '/api/todolist-news-unread', expect: { ...MEMBER_ONLY, owner: 200 } },
  { method: 'post', path: () => '/api/password/change', body: { current_password: 'x', password: 'y', password_confirmation: 'y' }, expect: MEMBER_ONLY },
  { method: 'post', path: () => '/api/mail/reset', body: { email: 'new@example.jp', password: 'x' }, expect: MEMBER_ONLY },
  { method: 'post', path: () => '/api/withdraw', body: { password: 'x' }, expect: MEMBER_ONLY },
  { method: 'get', path: () => '/api/logout', expect: { guest: 401, admin: 403, lawyer: 403 } },
  { method: 'get', path: () => '/api/admin/me', expect: { ...ADMIN_ONLY, admin: 200 } },
  { method: 'post', path: () => '/api/admin/user/list/20?page=1', body: {}, expect: { ...ADMIN_ONLY, admin: 200 } },
  { method: 'get', path: ({ owner }) => `/api/admin/user-info/${owner}`, expect: { ...ADMIN_ONLY, admin: 200 } },
  { method: 'get', path: ({ owner }) => `/api/admin/user/${owner}/history`, expect: { ...ADMIN_ONLY, admin: 200 } },
  { method: 'patch', path: ({ owner }) => `/api/admin/user/update-basic/${owner}`, body: VALID_PROFILE, expect: { ...ADMIN_ONLY, admin: 200 } },
  { method: 'patch', path: ({ owner }) => `/api/admin/user/identification/confirm/${owner}`, expect: { ...ADMIN_ONLY, admin: 409 } },
  { method: 'patch', path: ({ owner }) => `/api/admin/reject/identification/${owner}`, body: { reason: '不鮮明です' }, expect: { ...ADMIN_ONLY, admin: 409 } },
  { method: 'post', path: () => '/api/admin/minashi-login', body: { user_id: DEMO_ACCOUNTS.buyer.id }, expect: { ...ADMIN_ONLY, admin: 200 } },
  { method: 'get', path: ({ owner }) => `/api/admin/user/${owner}/identification/00000000-0000-4000-8000-00000000abcd`, expect: { ...ADMIN_ONLY, admin: 404 } },
  { method: 'post', path: () => '/api/lawyer/mail/input', body: { email: 'invitee@example.jp' }, expect: { ...ADMIN_ONLY } },
  { method: 'get', path: () => '/api/lawyer/info/list', expect: { guest: 401, owner: 403, otherMember: 403, admin: 200, lawyer: 200 } },
  { method: 'get', path: () => '/api/lawyer/me', expect: { ...LAWYER_ONLY, otherMember: 403, lawyer: 200 } },
  { method: 'patch', path: () => '/api/lawyer/update', body: { name: '山田 太郎', office_name: '山田司法書士事務所' }, expect: { ...LAWYER_ONLY, otherMember: 403, lawyer: 200 } },
  { method: 'get', path: () => '/api/lawyer/logout', expect: { guest: 401, owner: 403, admin: 403 } },
  { method: 'get', path: () => '/api/admin/logout', expect: { guest: 401, owner: 403, lawyer: 403 } },
];

describe.each(storeKinds())('Account access matrix on the %s store', (kind) => {
  let app: TestApp;
  let http: App;
  let tokens: Record<Role, string | null>;
  let owner: string;

  beforeAll(async () => {
    app = await createTestApp(kind);
    http = app.app.getHttpServer() as App;
    const ownerMember = await signUpMember(app, { email: uniqueEmail('owner') });
    const otherMember = await signUpMember(app, { email: uniqueEmail('other') });
    await forgetAttempts(app);
    owner = ownerMember.id;
    tokens = { guest: null, owner: ownerMember.token, otherMember: otherMember.token, admin: await signInAdmin(http), lawyer: await signInLawyer(http) };
  });
  afterAll(() => app.dispose());

  const cases = RULES.flatMap((rule) =>
    (Object.entries(rule.expect) as Array<[Role, number]>).map(([role, status]) => ({ rule, role, status, name: `${rule.method.toUpperCase()} ${rule.path({ owner: '{owner}' })} as ${role} → ${status}` })),
  );

  it.each(cases)('$name', async ({ rule, role, status }) => {
    let call = request(http)[rule.method](rule.path({ owner }));
    const token = tokens[role];
    if (token) call = call.set('Authorization', `Bearer ${token}`);
    const response = await (rule.body ? call.send(rule.body) : call);
    expect(response.status).toBe(status);
    expect(response.body.success).toBe(status < 400);
  });
});
