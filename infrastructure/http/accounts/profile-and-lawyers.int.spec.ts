import request from 'supertest';
import type { App } from 'supertest/types';
import { ident } from '../../database/database';
import { VALID_PROFILE, forgetAttempts, latestMail, signInAdmin, signUpMember, tokenFromMail, uniqueEmail } from '../../testing/account-fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { storeKinds } from '../../testing/test-databases';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

describe.each(storeKinds())('Profiles and lawyer accounts on the %s store', (kind) => {
  let app: TestApp;
  let http: App;

  beforeAll(async () => {
    app = await createTestApp(kind);
    http = app.app.getHttpServer() as App;
  });
  afterAll(() => app.dispose());
  beforeEach(() => forgetAttempts(app));

  describe('member profile', () => {
    it('saves every field, normalised, keeps personal data out of the log and closes the profile to-do', async () => {
      const member = await signUpMember(app);
      const saved = await request(http)
        .patch(`/api/mypage/user/update-basic/${member.id}`)
        .set(bearer(member.token))
        .send({
          ...VALID_PROFILE,
          name_last_kana: 'すずき',
          zipcode: '〒１００－０００１',
          tel_home: '０３-１２３４-５６７８',
          class: 2,
          company_name: '里山商事株式会社',
          corporate_number: '7000012050002',
          homebuilder_number: 'Tokyo(1)12345',
          hobby_ids: [2, 2, 5],
        })
        .expect(200);
      expect(saved.body.data).toMatchObject({
        name_last_kana: 'スズキ',
        zipcode: '1000001',
        tel_home: '03-1234-5678',
        class: 2,
        corporate_number: '7000012050002',
        hobby_ids: [2, 5],
      });
      const me = await request(http).get('/api/me').set(bearer(member.token)).expect(200);
      expect(me.body.data).toMatchObject({ class: 2, corporate_number: '7000012050002', profile_completed: true });
      const todos = await request(http).get('/api/todo-list/list?status=0').set(bearer(member.token)).expect(200);
      expect(todos.body.data.data.map((item: { type: number }) => item.type)).toEqual([2]);

      const { rows } = await app.db.query<{ text: string }>(`SELECT data::text AS text FROM ${ident(app.db.schema)}.events WHERE stream_id = $1`, [`account-${member.id}`]);
      const log = rows.map((row) => row.text).join();
      for (const personal of ['鈴木', 'スズキ', '1000001', '03-1234-5678', '千代田1-1']) expect(log).not.toContain(personal);
    });

    it('names every wrong field in Japanese and changes nothing', async () => {
      const member = await signUpMember(app);
      await request(http).patch(`/api/mypage/user/update-basic/${member.id}`).set(bearer(member.token)).send(VALID_PROFILE).expect(200);
      const response = await request(http)
        .patch(`/api/mypage/user/update-basic/${member.id}`)
        .set(bearer(member.token))
        .send({ ...VALID_PROFILE, name_last_kana: 'Suzuki', zipcode: '12-345', class: 2, corporate_number: '1234567890123', tel_mobile: '03-1234-5678', birth_year: 2020 })
        .expect(422);
      expect(response.body.errors).toEqual({
        name_last_kana: ['セイは全角カタカナで入力してください。'],
        zipcode: ['郵便番号は7桁の数字で入力してください（例: 123-4567）。'],
        birth_year: [expect.stringMatching(/^生まれ年は1900年から\d{4}年の間で選択してください。$/)],
        company_name: ['会社名を入力してください。'],
        corporate_number: ['法人番号は13桁の数字で、正しい番号を入力してください。'],
        tel_mobile: ['携帯電話番号は070・080・090などで始まる11桁で入力してください。'],
      });
      const info = await request(http).get(`/api/mypage/user-info/${member.id}`).set(bearer(member.token)).expect(200);
      expect(info.body.data).toMatchObject({ name_last_kana: 'スズキ', zipcode: '1000001', class: 1, tel_mobile: '090-1111-2222' });
    });

    it('refuses fields a member may not set (mass assignment), changing nothing', async () => {
      const member = await signUpMember(app);
      const response = await request(http)
        .patch(`/api/mypage/user/update-basic/${member.id}`)
        .set(bearer(member.token))
        .send({ ...VALID_PROFILE, identification_verify_status: 3, id: 'someone-else', email: 'x@example.jp', role: 'admin', status: 'active' })
        .expect(422);
      expect(Object.keys(response.body.errors).sort()).toEqual(['email', 'id', 'identification_verify_status', 'role', 'status']);
      const me = await request(http).get('/api/me').set(bearer(member.token)).expect(200);
      expect(me.body.data).toMatchObject({ identification_verify_status: 1, email: member.email, profile_completed: false });
    });

    it('accepts the same profile twice without writing a second event', async () => {
      const member = await signUpMember(app);
      await request(http).patch(`/api/mypage/user/update-basic/${member.id}`).set(bearer(member.token)).send(VALID_PROFILE).expect(200);
      await request(http).patch(`/api/mypage/user/update-basic/${member.id}`).set(bearer(member.token)).send(VALID_PROFILE).expect(200);
      const { rows } = await app.db.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM ${ident(app.db.schema)}.events WHERE stream_id = $1 AND type = 'MemberProfileUpdated'`,
        [`account-${member.id}`],
      );
      expect(Number(rows[0].count)).toBe(1);
    });
  });

  describe('lawyer accounts', () => {
    it('invites, registers through the link, signs in, edits the own profile and appears in the list', async () => {
      const admin = await signInAdmin(http);
      const email = uniqueEmail('shihoshoshi');
      await request(http).post('/api/lawyer/mail/input').set(bearer(admin)).send({ email }).expect(200);
      const mail = await latestMail(http, email);
      expect(mail.subject).toBe('【いえとち直売所】司法書士アカウント登録のご案内');
      const token = tokenFromMail(mail.text);
      await request(http).get(`/api/lawyer/mail/check/active-link/${token}`).expect(200, /"status":1/);

      const weak = await request(http)
        .post('/api/lawyer/signup/create')
        .send({ token, name: '', office_name: '', password: 'short', password_confirmation: 'short' })
        .expect(422);
      expect(Object.keys(weak.body.errors).sort()).toEqual(['name', 'office_name', 'password']);
      await request(http).get(`/api/lawyer/mail/check/active-link/${token}`).expect(200, /"status":1/);

      const created = await request(http)
        .post('/api/lawyer/signup/create')
        .send({ token, name: '鈴木 花子', office_name: '鈴木司法書士事務所', password: 'touki-no-senmonka', password_confirmation: 'touki-no-senmonka' })
        .expect(201);
      expect(created.body.data.lawyer).toMatchObject({ name: '鈴木 花子', office_name: '鈴木司法書士事務所', email });
      await request(http).get(`/api/lawyer/mail/check/active-link/${token}`).expect(200, /"status":3/);

      const lawyer = await request(http).post('/api/lawyer/login').send({ email, password: 'touki-no-senmonka' }).expect(200);
      const auth = bearer(lawyer.body.data.access_token as string);
      const bad = await request(http).patch('/api/lawyer/update').set(auth).send({ name: '鈴木 花子', office_name: '鈴木司法書士事務所', name_kana: 'suzuki', tel: '12345' }).expect(422);
      expect(Object.keys(bad.body.errors).sort()).toEqual(['name_kana', 'tel']);
      const updated = await request(http)
        .patch('/api/lawyer/update')
        .set(auth)
        .send({ name: '鈴木 花子', name_kana: 'スズキ ハナコ', office_name: '鈴木司法書士事務所', registration_number: 'Tokyo-5678', zipcode: '1000001', address: '東京都千代田区千代田1-1', tel: '03-1111-2222' })
        .expect(200);
      expect(updated.body.data).toMatchObject({ name_kana: 'スズキ ハナコ', zipcode: '1000001', tel: '03-1111-2222' });
      const list = await request(http).get('/api/lawyer/info/list').set(bearer(admin)).expect(200);
      expect(list.body.data.map((entry: { office_name: string }) => entry.office_name)).toContain('鈴木司法書士事務所');
      expect(list.body.data.find((entry: { office_name: string }) => entry.office_name === '鈴木司法書士事務所').email).toBe(email);
      const seenByLawyer = await request(http).get('/api/lawyer/info/list').set(auth).expect(200);
      expect(seenByLawyer.body.data.every((entry: { email: string | null }) => entry.email === null)).toBe(true);
    });

    it('resets a lawyer password through the lawyer link only', async () => {
      const admin = await signInAdmin(http);
      const email = uniqueEmail('lawyer-reset');
      await request(http).post('/api/lawyer/mail/input').set(bearer(admin)).send({ email }).expect(200);
      const token = tokenFromMail((await latestMail(http, email)).text);
      await request(http)
        .post('/api/lawyer/signup/create')
        .send({ token, name: '田中 一郎', office_name: '田中事務所', password: 'touki-no-senmonka', password_confirmation: 'touki-no-senmonka' })
        .expect(201);
      await request(http).post('/api/lawyer/forgot/input').send({ email }).expect(200);
      const resetToken = tokenFromMail((await latestMail(http, email)).text);
      expect((await latestMail(http, email)).text).toContain('/lawyer/password/reset?token=');
      await request(http).post('/api/password/reset').send({ token: resetToken, password: 'atarashii-2026', password_confirmation: 'atarashii-2026' }).expect(422);
      await request(http).post('/api/lawyer/password/reset').send({ token: resetToken, password: 'atarashii-2026', password_confirmation: 'atarashii-2026' }).expect(200);
      await request(http).post('/api/lawyer/login').send({ email, password: 'atarashii-2026' }).expect(200);
    });

    it('refuses inviting an address of a registered lawyer', async () => {
      const admin = await signInAdmin(http);
      const response = await request(http).post('/api/lawyer/mail/input').set(bearer(admin)).send({ email: 'lawyer@ietochi.example' }).expect(422);
      expect(response.body.errors.email).toEqual(['このメールアドレスの司法書士は既に登録されています。']);
    });
  });
});
