import request from 'supertest';
import type { App } from 'supertest/types';
import { DEMO_ACCOUNTS } from '../../seed/demo-accounts';
import { GOOD_PASSWORD, VALID_PROFILE, forgetAttempts, latestMail, signUpMember, tokenFromMail, uniqueEmail } from '../../testing/account-fixtures';
import { bearer, createDraft } from '../../testing/property-fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { storeKinds } from '../../testing/test-databases';

const FULL_WIDTH_PASSWORD = 'ｐａｓｓ　ｗｏｒｄ１２３';
const FULL_WIDTH_EMAIL = 'ｔａｒｏ＠ｅｘａｍｐｌｅ．ｊｐ';
const PASSWORD_RULE = 'パスワードは半角英数字・記号で入力してください。';
const EMAIL_RULE = 'メールアドレスは半角英数字・記号で入力してください。';

describe.each(storeKinds())('The half-width rule at the API on the %s store', (kind) => {
  let app: TestApp;
  let http: App;

  beforeAll(async () => {
    app = await createTestApp(kind);
    http = app.app.getHttpServer() as App;
  });
  afterAll(() => app.dispose());
  beforeEach(() => forgetAttempts(app));

  const refusal = (response: request.Response, field: string, message: string) => {
    expect(response.status).toBe(422);
    expect(response.body.success).toBe(false);
    expect(response.body.errors[field]).toEqual([message]);
  };

  describe('passwords', () => {
    it('refuses a password change to full-width letters and a full-width space, and the old password still signs in', async () => {
      const member = await signUpMember(app);
      const response = await request(http)
        .post('/api/password/change')
        .set(bearer(member.token))
        .send({ current_password: GOOD_PASSWORD, password: FULL_WIDTH_PASSWORD, password_confirmation: FULL_WIDTH_PASSWORD });
      refusal(response, 'password', PASSWORD_RULE);
      expect(response.body.errors.password_confirmation).toEqual(['パスワード（確認）は半角英数字・記号で入力してください。']);
      await request(http).get('/api/me').set(bearer(member.token)).expect(200);
      await request(http).post('/api/login').send({ email: member.email, password: GOOD_PASSWORD }).expect(200);
    });

    it('accepts a 100-character half-width passphrase', async () => {
      const member = await signUpMember(app);
      const long = 'yama-no-ie-'.repeat(10).slice(0, 100);
      await request(http).post('/api/password/change').set(bearer(member.token)).send({ current_password: GOOD_PASSWORD, password: long, password_confirmation: long }).expect(200);
      await request(http).post('/api/login').send({ email: member.email, password: long }).expect(200);
    });

    it('refuses a full-width password at sign-up, creating no member', async () => {
      const email = uniqueEmail();
      await request(http).post('/api/signup/check-email').send({ email }).expect(200);
      const token = tokenFromMail((await latestMail(http, email)).text);
      const form = { token, nickname: '山の家さがし', password: FULL_WIDTH_PASSWORD, password_confirmation: FULL_WIDTH_PASSWORD, is_interested_buyer: true, is_interested_seller: false };
      refusal(await request(http).post('/api/signup/create').send(form), 'password', PASSWORD_RULE);
      await request(http).post('/api/signup/create').send({ ...form, password: GOOD_PASSWORD, password_confirmation: GOOD_PASSWORD }).expect(201);
    });

    it('refuses a full-width password at a reset, leaving the link usable', async () => {
      const member = await signUpMember(app);
      await request(http).post('/api/forgot/input').send({ email: member.email }).expect(200);
      const token = tokenFromMail((await latestMail(http, member.email)).text);
      refusal(await request(http).post('/api/password/reset').send({ token, password: FULL_WIDTH_PASSWORD, password_confirmation: FULL_WIDTH_PASSWORD }), 'password', PASSWORD_RULE);
      await request(http).post('/api/password/reset').send({ token, password: 'wasureta-kedo-2026', password_confirmation: 'wasureta-kedo-2026' }).expect(200);
    });

    it.each([
      ['/api/login', 'member'],
      ['/api/admin/login', 'admin'],
      ['/api/lawyer/login', 'lawyer'],
    ])('answers a full-width password at %s with the rule, naming the field', async (path) => {
      refusal(await request(http).post(path).send({ email: DEMO_ACCOUNTS.admin.email, password: FULL_WIDTH_PASSWORD }), 'password', PASSWORD_RULE);
    });

    it('refuses a full-width current password when withdrawing, and the member stays', async () => {
      const member = await signUpMember(app);
      refusal(await request(http).post('/api/withdraw').set(bearer(member.token)).send({ password: FULL_WIDTH_PASSWORD }), 'password', PASSWORD_RULE);
      await request(http).get('/api/me').set(bearer(member.token)).expect(200);
    });
  });

  describe('e-mail addresses', () => {
    it('refuses a full-width address at sign-up and mails nothing', async () => {
      refusal(await request(http).post('/api/signup/check-email').send({ email: FULL_WIDTH_EMAIL }), 'email', EMAIL_RULE);
      const mailbox = await request(http).get('/api/dev/mailbox').query({ to: 'taro@example.jp' }).expect(200);
      expect(mailbox.body.data).toEqual([]);
    });

    it('refuses a full-width address at sign-in, at a forgotten password and at an address change', async () => {
      const member = await signUpMember(app);
      refusal(await request(http).post('/api/login').send({ email: FULL_WIDTH_EMAIL, password: GOOD_PASSWORD }), 'email', EMAIL_RULE);
      refusal(await request(http).post('/api/forgot/input').send({ email: FULL_WIDTH_EMAIL }), 'email', EMAIL_RULE);
      refusal(await request(http).post('/api/mail/reset').set(bearer(member.token)).send({ email: FULL_WIDTH_EMAIL, password: GOOD_PASSWORD }), 'email', EMAIL_RULE);
    });

    it('still trims white space around a half-width address', async () => {
      const member = await signUpMember(app);
      await request(http).post('/api/login').send({ email: `  ${member.email}\u3000`, password: GOOD_PASSWORD }).expect(200);
    });
  });

  describe('numbers typed full-width', () => {
    it('converts the digits of phone numbers and the postcode of a profile to half-width', async () => {
      const member = await signUpMember(app);
      const profile = { ...VALID_PROFILE, zipcode: '１００－０００１', tel_mobile: '０９０－１１１１－２２２２', tel_home: '０３－１２３４－５６７８' };
      await request(http).patch(`/api/mypage/user/update-basic/${member.id}`).set(bearer(member.token)).send(profile).expect(200);
      const saved = await request(http).get(`/api/mypage/user-info/${member.id}`).set(bearer(member.token)).expect(200);
      expect(saved.body.data).toMatchObject({ tel_mobile: '090-1111-2222', tel_home: '03-1234-5678' });
      expect(String(saved.body.data.zipcode).replace('-', '')).toBe('1000001');
    });

    it('converts full-width digits of prices, areas and the postcode of a listing', async () => {
      const seller = await signUpMember(app);
      const id = await createDraft(http, seller.token, {
        name: '全角で入力した物件',
        zipcode1: '３８４',
        zipcode2: '００００',
        area: '５２３．５',
        sale_price: '３，８００，０００',
        management_price: '１２０００',
      });
      const saved = await request(http).get(`/api/property/edit/${id}`).set(bearer(seller.token)).expect(200);
      expect(saved.body.data).toMatchObject({ zipcode1: '384', zipcode2: '0000', area: 523.5, sale_price: 3_800_000, management_price: 12_000 });
    });
  });
});
