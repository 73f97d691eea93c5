import request from 'supertest';
import type { App } from 'supertest/types';
import { ident } from '../database/database';
import { DEMO_ACCOUNTS } from '../seed/demo-accounts';
import type { TestApp } from './test-app';

export interface SignedInMember {
  id: string;
  email: string;
  token: string;
  refreshCookie: string;
}

export const GOOD_PASSWORD = 'tanbo-no-naka-2026';

let counter = 0;

/** A fresh address per call, so tests never share accounts or attempt counters. */
export function uniqueEmail(prefix = 'member'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}@example.jp`;
}

/** The newest mail to `to` in the development mailbox. */
export async function latestMail(http: App, to: string): Promise<{ subject: string; text: string }> {
  const response = await request(http).get('/api/dev/mailbox').query({ to }).expect(200);
  const [mail] = response.body.data as Array<{ subject: string; text: string }>;
  if (!mail) throw new Error(`no mail to ${to}`);
  return mail;
}

/** The `token` query parameter of the first link in a mail. */
export function tokenFromMail(text: string): string {
  const match = /[?&]token=([\w-]+)/.exec(text);
  if (!match) throw new Error(`no token link in: ${text}`);
  return match[1];
}

export function refreshCookieOf(response: request.Response): string {
  const cookies = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
  const cookie = cookies.find((value) => value.startsWith('ietochi_refresh='));
  if (!cookie) throw new Error('no refresh cookie');
  return cookie.split(';')[0];
}

/**
 * Every request of a test comes from 127.0.0.1, so per-address attempt limits would soon refuse
 * fixtures; tests that set up accounts forget the counts first (the limit tests count on their own).
 */
export async function forgetAttempts(app: TestApp): Promise<void> {
  await app.db.query(`DELETE FROM ${ident(app.db.schema)}.attempt_counters`);
  await app.db.query(`DELETE FROM ${ident(app.db.schema)}.password_guesses`);
}

/** The Origin a browser on the site sends; the refresh cookie and logout need it. */
export function siteOrigin(app: TestApp): { Origin: string } {
  return { Origin: new URL(app.config.publicUrl).origin };
}

/** Signs a member up the way a person does: address, mailed link, form. */
export async function signUpMember(app: TestApp, options: { email?: string; nickname?: string } = {}): Promise<SignedInMember> {
  await forgetAttempts(app);
  const http = app.app.getHttpServer() as App;
  const email = options.email ?? uniqueEmail();
  await request(http).post('/api/signup/check-email').send({ email }).expect(200);
  const token = tokenFromMail((await latestMail(http, email)).text);
  const response = await request(http)
    .post('/api/signup/create')
    .send({
      token,
      nickname: options.nickname ?? '山の家さがし',
      password: GOOD_PASSWORD,
      password_confirmation: GOOD_PASSWORD,
      is_interested_buyer: true,
      is_interested_seller: false,
    })
    .expect(201);
  return { id: response.body.data.user.id, email, token: response.body.data.access_token, refreshCookie: refreshCookieOf(response) };
}

export async function signIn(http: App, role: 'member' | 'admin' | 'lawyer', email: string, password: string): Promise<string> {
  const path = role === 'member' ? '/api/login' : `/api/${role}/login`;
  const response = await request(http).post(path).send({ email, password }).expect(200);
  return response.body.data.access_token as string;
}

export const signInAdmin = (http: App) => signIn(http, 'admin', DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
export const signInLawyer = (http: App) => signIn(http, 'lawyer', DEMO_ACCOUNTS.lawyer.email, DEMO_ACCOUNTS.lawyer.password);

export const VALID_PROFILE = {
  nickname: '山の家さがし',
  name_last: '鈴木',
  name_first: '一郎',
  name_last_kana: 'スズキ',
  name_first_kana: 'イチロウ',
  zipcode: '100-0001',
  prefecture_id: 13,
  city: '千代田区',
  block: '千代田1-1',
  building_name: null,
  sex_id: 1,
  birth_year: 1980,
  company_name: null,
  hobby_ids: [1],
  class: 1,
  corporate_number: null,
  homebuilder_number: null,
  tel_home: null,
  tel_mobile: '090-1111-2222',
};

/** A one-pixel PNG, enough for an identity document the admin then approves. */
const IDENTITY_DOCUMENT_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** The member submits an identity document and an admin approves it, as on the site. */
export async function verifyIdentity(app: TestApp, member: Pick<SignedInMember, 'id' | 'token'>): Promise<void> {
  const http = app.app.getHttpServer() as App;
  await request(http)
    .post('/api/mypage/user/upload-identification')
    .set({ Authorization: `Bearer ${member.token}` })
    .attach('files', IDENTITY_DOCUMENT_PNG, { filename: 'license.png', contentType: 'image/png' })
    .expect(201);
  const admin = await signInAdmin(http);
  await request(http).patch(`/api/admin/user/identification/confirm/${member.id}`).set({ Authorization: `Bearer ${admin}` }).expect(200);
}

/** A member whose identity is verified, so the listings they complete can be published. */
export async function signUpSeller(app: TestApp, options: { email?: string; nickname?: string } = {}): Promise<SignedInMember> {
  const member = await signUpMember(app, options);
  await verifyIdentity(app, member);
  return member;
}
