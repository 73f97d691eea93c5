import { Body, Controller, Module, Post, Query, UseInterceptors } from '@nestjs/common';
import { IsArray, IsOptional, IsString } from 'class-validator';
import request from 'supertest';
import type { App } from 'supertest/types';
import { ident } from '../database/database';
import { VALID_PROFILE, forgetAttempts, latestMail, signUpMember, tokenFromMail, uniqueEmail, GOOD_PASSWORD } from '../testing/account-fixtures';
import { createTestApp, type TestApp } from '../testing/test-app';
import { storeKinds } from '../testing/test-databases';
import { MultipartInterceptor } from './shared/multipart.interceptor';
import { MultilineText } from './shared/multiline-text.decorator';
import { FormFieldsOf } from './shared/form-fields.interceptor';

class ProbeBody {
  @IsOptional() @IsString() name?: string;
  @IsOptional() @IsString() @MultilineText() description?: string;
  @IsOptional() @IsArray() @MultilineText() notes?: string[];
  @IsOptional() @IsString() password?: string;
  @IsOptional() nested?: unknown;
}

/** Echoes what the handler received, after the global pipes. */
@Controller('api/hygiene-probe')
class ProbeController {
  @Post()
  @UseInterceptors(MultipartInterceptor({ fields: 10 }), FormFieldsOf(ProbeBody))
  echo(@Body() body: ProbeBody, @Query('q') q?: string) {
    return { success: true, message: '', data: { body, q: q ?? null } };
  }
}

@Module({ controllers: [ProbeController] })
class ProbeModule {}

const nestedLists = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const DECOMPOSED_GA = '\u304B\u3099';
const OPERATOR_MESSAGE = 'ニックネームに「事務局」「運営」「管理者」「公式」やサイト名など、運営者と紛らわしい言葉は使用できません。';

describe.each(storeKinds())('Input hygiene on the %s store', (kind) => {
  let app: TestApp;
  let http: App;

  beforeAll(async () => {
    app = await createTestApp(kind, [{ module: ProbeModule }]);
    http = app.app.getHttpServer() as App;
  });
  afterAll(() => app.dispose());

  describe('text of every body', () => {
    it('is composed to NFC in JSON bodies, nested lists and query strings alike', async () => {
      const response = await request(http)
        .post('/api/hygiene-probe')
        .query({ q: `${DECOMPOSED_GA}け` })
        .send({ name: `${DECOMPOSED_GA}っこう`, notes: [`${DECOMPOSED_GA}`], nested: { deeper: [`Jose\u0301`] } })
        .expect(201);
      expect(response.body.data).toEqual({ body: { name: 'がっこう', notes: ['が'], nested: { deeper: ['José'] } }, q: 'がけ' });
    });

    it('is composed to NFC in form bodies', async () => {
      const response = await request(http).post('/api/hygiene-probe').field('name', `${DECOMPOSED_GA}っこう`).expect(201);
      expect(response.body.data.body).toEqual({ name: 'がっこう' });
    });

    it('refuses control characters, lone surrogates, bidi overrides and zero-width characters with 422 naming each field', async () => {
      const response = await request(http)
        .post('/api/hygiene-probe')
        .set('Content-Type', 'application/json')
        .send(JSON.stringify({ name: 'a\u0007b', description: 'photo\u202Egpj.exe', notes: ['ok', 'a\u200Bb'], nested: { deeper: ['\uD800'] } }))
        .expect(422);
      expect(response.body).toEqual({
        success: false,
        message: '入力内容に誤りがあります。確認してください',
        data: null,
        errors: {
          name: ['使用できない文字（制御文字）が含まれています。'],
          description: ['使用できない文字（文字の向きを変える記号）が含まれています。'],
          'notes.1': ['使用できない文字（幅のない見えない文字）が含まれています。'],
          'nested.deeper.0': ['文字として読み取れないデータが含まれています。'],
        },
      });
    });

    it('refuses them in form fields and query strings too', async () => {
      const form = await request(http).post('/api/hygiene-probe').field('name', 'a\u202Db').expect(422);
      expect(form.body.errors).toEqual({ name: ['使用できない文字（文字の向きを変える記号）が含まれています。'] });
      const query = await request(http).post('/api/hygiene-probe').query({ q: 'a\u0000b' }).send({}).expect(422);
      expect(query.body.errors).toEqual({ q: ['使用できない文字（制御文字）が含まれています。'] });
    });

    it('allows line breaks and tabs in multi-line fields only', async () => {
      const multiline = await request(http).post('/api/hygiene-probe').send({ description: '一行目\r\n二行目\tです', notes: ['一\n二'] }).expect(201);
      expect(multiline.body.data.body).toEqual({ description: '一行目\r\n二行目\tです', notes: ['一\n二'] });
      const oneLine = await request(http).post('/api/hygiene-probe').send({ name: '一行目\n二行目' }).expect(422);
      expect(oneLine.body.errors).toEqual({ name: ['この項目には改行やタブを入力できません。'] });
    });

    it('leaves passwords exactly as typed: not composed, not refused', async () => {
      const password = `pass${DECOMPOSED_GA}\u200Bword`;
      const response = await request(http).post('/api/hygiene-probe').send({ password }).expect(201);
      expect(response.body.data.body.password).toBe(password);
    });
  });

  describe('deeply nested JSON', () => {
    it('reads 32 levels', async () => {
      await request(http).post('/api/hygiene-probe').set('Content-Type', 'application/json').send(`{"nested":${nestedLists(31)}}`).expect(201);
    });

    it('answers 33 levels with 400 and a message saying why', async () => {
      const response = await request(http).post('/api/hygiene-probe').set('Content-Type', 'application/json').send(`{"nested":${nestedLists(32)}}`).expect(400);
      expect(response.body).toEqual({ success: false, message: 'データの入れ子が深すぎます。32段までにしてください。', data: null });
    });

    it('answers ten thousand nested lists with 400, not a crash', async () => {
      const response = await request(http).post('/api/hygiene-probe').set('Content-Type', 'application/json').send(nestedLists(10_000)).expect(400);
      expect(response.body.message).toBe('データの入れ子が深すぎます。32段までにしてください。');
      await request(http).get('/api/health').expect(200);
    });

    it('counts brackets inside strings as text, not as nesting', async () => {
      const response = await request(http).post('/api/hygiene-probe').send({ name: '['.repeat(100) }).expect(201);
      expect(response.body.data.body.name).toBe('['.repeat(100));
    });

    it('answers a form field holding deeply nested JSON with 400 too', async () => {
      const shallow = await request(http).post('/api/hygiene-probe').field('notes', '["一","二"]').expect(201);
      expect(shallow.body.data.body).toEqual({ notes: ['一', '二'] });
      const response = await request(http).post('/api/hygiene-probe').field('notes', nestedLists(5_000)).expect(400);
      expect(response.body.message).toBe('データの入れ子が深すぎます。32段までにしてください。');
    });
  });

  describe('names that pass for the operator', () => {
    beforeEach(() => forgetAttempts(app));

    it('are refused at sign-up with 422 naming the nickname, and no account is made', async () => {
      const email = uniqueEmail();
      await request(http).post('/api/signup/check-email').send({ email }).expect(200);
      const token = tokenFromMail((await latestMail(http, email)).text);
      const response = await request(http)
        .post('/api/signup/create')
        .send({ token, nickname: 'ｲｴﾄﾁ直売所 事務局', password: GOOD_PASSWORD, password_confirmation: GOOD_PASSWORD, is_interested_buyer: true, is_interested_seller: false })
        .expect(422);
      expect(response.body.errors).toEqual({ nickname: [OPERATOR_MESSAGE] });
      const { rows } = await app.db.query(`SELECT 1 FROM ${ident(app.db.schema)}.events WHERE type = 'MemberRegistered' AND data->>'nickname' LIKE '%事務局%'`);
      expect(rows).toHaveLength(0);
    });

    it('are refused in a profile update, and the profile stays as it was', async () => {
      const member = await signUpMember(app);
      await request(http).patch(`/api/mypage/user/update-basic/${member.id}`).set(bearer(member.token)).send(VALID_PROFILE).expect(200);
      const response = await request(http)
        .patch(`/api/mypage/user/update-basic/${member.id}`)
        .set(bearer(member.token))
        .send({ ...VALID_PROFILE, nickname: '運 営' })
        .expect(422);
      expect(response.body.errors).toEqual({ nickname: [OPERATOR_MESSAGE] });
      const me = await request(http).get(`/api/mypage/user-info/${member.id}`).set(bearer(member.token)).expect(200);
      expect(me.body.data.nickname).toBe(VALID_PROFILE.nickname);
    });
  });
});
