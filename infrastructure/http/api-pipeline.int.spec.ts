import { Body, Controller, Module, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import request from 'supertest';
import type { App } from 'supertest/types';
import { RegisterMasterItemCommand } from '../../application/masters/register-master-item.command';
import { systemContext } from '../../application/shared/command-context';
import { createTestApp, type TestApp } from '../testing/test-app';
import { storeKinds } from '../testing/test-databases';
import { ident } from '../database/database';
import { allProjectors } from '../app/projectors';

class ProbeBody {
  @IsString({ message: '名称は文字列で入力してください。' })
  @MaxLength(10, { message: '名称は10文字以内で入力してください。' })
  name!: string;

  @IsOptional()
  @IsInt({ message: '価格は整数で入力してください。' })
  @Min(0, { message: '価格は0以上で入力してください。' })
  @Max(10_000_000_000, { message: '価格が大きすぎます。' })
  price?: number;
}

/** A probe endpoint that exercises the global request pipeline (validation, errors, envelope). */
@Controller('api/test-probe')
class ProbeController {
  @Post()
  accept(@Body() body: ProbeBody) {
    return { success: true, message: '', data: body };
  }

  @Post('fail')
  fail(): never {
    throw new Error('relation "secret_table" does not exist: SELECT * FROM secret_table');
  }
}

@Module({ controllers: [ProbeController] })
class ProbeModule {}

describe.each(storeKinds())('HTTP API on the %s store', (kind) => {
  let app: TestApp;
  let http: App;

  beforeAll(async () => {
    app = await createTestApp(kind, [{ module: ProbeModule }]);
    http = app.app.getHttpServer() as App;
  });
  afterAll(() => app.dispose());

  describe('masters', () => {
    it('lists the 8 regions with deliberate URL names and their prefectures', async () => {
      const response = await request(http).get('/api/master/regions').expect(200);
      expect(response.body.success).toBe(true);
      expect(response.body.data.map((r: { name_en: string }) => r.name_en)).toEqual([
        'hokkaido', 'tohoku', 'kanto', 'chubu', 'kinki', 'chugoku', 'shikoku', 'kyushu',
      ]);
      const kanto = response.body.data[2];
      expect(kanto.prefectures.map((p: { name: string }) => p.name)).toContain('東京都');
    });

    it('lists 47 prefectures with their cities', async () => {
      const response = await request(http).get('/api/master/prefectures').expect(200);
      expect(response.body.data).toHaveLength(47);
      const tokyo = response.body.data[12];
      expect(tokyo).toMatchObject({ prefecture_id: 13, name: '東京都', prefectures_name: '東京都', name_en: 'tokyo', area_id: 3 });
      expect(tokyo.cities.map((c: { name: string }) => c.name)).toContain('八王子市');
    });

    it('serves the seeded land categories, hobbies and yes/no questions from the read model', async () => {
      const grounds = await request(http).get('/api/master/grounds').expect(200);
      expect(grounds.body.data[0]).toEqual({ id: 1, name: '宅地' });
      const list = await request(http).get('/api/master/ground-list').expect(200);
      expect(list.body.data[0]).toMatchObject({ id: 1, name: '宅地', sort: 1 });
      const hobbies = await request(http).get('/api/master/hobby/list').expect(200);
      expect(hobbies.body.data.length).toBeGreaterThan(10);
      expect(hobbies.body.data[0]).toMatchObject({ id: 1, image_no: 1 });
      const chart = await request(http).get('/api/master/yes-no-chart/list').expect(200);
      expect(chart.body.data).toHaveLength(5);
      expect(chart.body.data[2].question).toContain('建物');
      expect(chart.body.data[0].answers).toEqual([
        { value: 1, label: 'はい' },
        { value: 0, label: 'いいえ' },
      ]);
    });

    it('seeded the masters through events that say the system did it', async () => {
      const events = await app.db.query<{ type: string; metadata: { actor: { role: string } } }>(
        `SELECT type, metadata FROM ${ident(app.db.schema)}.events WHERE stream_id = 'master-land_category-1'`,
      );
      expect(events.rows).toHaveLength(1);
      expect(events.rows[0].type).toBe('MasterItemRegistered');
      expect(events.rows[0].metadata.actor.role).toBe('system');
    });
  });

  describe('zipcode lookup', () => {
    it('answers prefecture, city and block offline', async () => {
      const response = await request(http).get('/api/getAddressFromZipcode/100-0001').expect(200);
      expect(response.body.data).toEqual({ zipcode: '1000001', prefecture_id: 13, state: '東京都', city: '千代田区', address: '千代田' });
    });

    it('answers a malformed zipcode with 422 and the spec message', async () => {
      const response = await request(http).get('/api/getAddressFromZipcode/12-34').expect(422);
      expect(response.body).toMatchObject({ success: false, message: '入力内容に誤りがあります。確認してください' });
      expect(response.body.errors.zipcode[0]).toContain('7桁');
    });

    it('answers an unknown zipcode with 404 and the spec message', async () => {
      const response = await request(http).get('/api/getAddressFromZipcode/0000000').expect(404);
      expect(response.body.message).toBe('入力内容に誤りがあります。確認してください');
    });
  });

  describe('request pipeline', () => {
    it('accepts a valid body', async () => {
      const response = await request(http).post('/api/test-probe').send({ name: '古民家', price: 100 }).expect(201);
      expect(response.body.data).toEqual({ name: '古民家', price: 100 });
    });

    it('rejects unknown fields, naming each', async () => {
      const response = await request(http).post('/api/test-probe').send({ name: 'a', owner_id: 'x', role: 'admin' }).expect(422);
      expect(response.body.errors).toEqual({ owner_id: ['この項目は受け付けていません。'], role: ['この項目は受け付けていません。'] });
    });

    it('rejects malformed fields with a message per field', async () => {
      const response = await request(http).post('/api/test-probe').send({ name: 'あ'.repeat(11), price: -1 }).expect(422);
      expect(response.body).toMatchObject({ success: false, message: '入力内容に誤りがあります。確認してください' });
      expect(response.body.errors).toEqual({ name: ['名称は10文字以内で入力してください。'], price: ['価格は0以上で入力してください。'] });
    });

    it('answers malformed JSON with 400 and no internals', async () => {
      const response = await request(http)
        .post('/api/test-probe')
        .set('Content-Type', 'application/json')
        .send('{"name": ')
        .expect(400);
      expect(response.body).toEqual({ success: false, message: 'リクエストの形式が正しくありません。', data: null });
    });

    it('answers an unexpected failure with 500 and a plain message: no stack, no SQL', async () => {
      const response = await request(http).post('/api/test-probe/fail').send({}).expect(500);
      expect(response.body).toEqual({
        success: false,
        message: '申し訳ありません。システムでエラーが発生しました。時間をおいてもう一度お試しください。',
        data: null,
      });
      expect(JSON.stringify(response.body)).not.toMatch(/secret_table|SELECT|at /);
    });

    it('answers an unknown API path with a JSON 404', async () => {
      const response = await request(http).get('/api/no-such-thing').expect(404);
      expect(response.body.success).toBe(false);
    });

    it('sets security headers and a request id on every answer', async () => {
      const response = await request(http).get('/api/master/grounds').expect(200);
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    });

    it("lets scripts come from the site alone and frames from YouTube's embed address alone while bot protection is off", async () => {
      const response = await request(http).get('/api/master/grounds').expect(200);
      const policy = response.headers['content-security-policy'] as string;
      expect(policy).toContain("script-src 'self';");
      expect(policy.split('; ')).toContain('frame-src https://www.youtube-nocookie.com blob:');
      expect(policy).not.toContain('challenges.cloudflare.com');
    });

    it('serves the OpenAPI document', async () => {
      const response = await request(http).get('/api/docs-json').expect(200);
      expect(response.body.paths['/api/master/regions']).toBeDefined();
      expect(response.body.paths['/api/getAddressFromZipcode/{zip}']).toBeDefined();
    });

    it('reports health with the projections caught up', async () => {
      const response = await request(http).get('/api/health').expect(200);
      expect(response.body.data.status).toBe('ok');
      const projections = response.body.data.projections as Array<{ name: string; behind: number }>;
      expect(projections.map(({ name }) => name).sort()).toEqual(allProjectors.map(({ name }) => name).sort());
      expect(projections.map(({ name }) => name)).toEqual(expect.arrayContaining(['lawyers', 'master-items', 'members', 'todo-items']));
      expect(projections.every(({ behind }) => behind === 0)).toBe(true);
    });
  });

  describe('commands', () => {
    it('lets exactly one of many parallel registrations of one item succeed; the others get 409', async () => {
      const commands = app.app.get(CommandBus);
      const attempts = Array.from({ length: 6 }, (_, i) =>
        commands.execute(
          new RegisterMasterItemCommand({ kind: 'hashtag', id: 900, name: `候補${i}`, sort: 900 }, systemContext(`r-${i}`)),
        ),
      );
      const results = await Promise.allSettled(attempts);
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      for (const rejected of results.filter((r): r is PromiseRejectedResult => r.status === 'rejected')) {
        expect(rejected.reason).toMatchObject({ kind: 'conflict' });
      }
      const stream = await app.db.query(`SELECT 1 FROM ${ident(app.db.schema)}.events WHERE stream_id = 'master-hashtag-900'`);
      expect(stream.rows).toHaveLength(1);
    });

    it('returns a position that queries can wait for (read-your-writes)', async () => {
      const commands = app.app.get(CommandBus);
      const result = await commands.execute(
        new RegisterMasterItemCommand({ kind: 'land_category', id: 901, name: '墓地', sort: 901 }, systemContext('r-rw')),
      );
      expect(await app.runner.waitFor(result.position, 5000)).toBe(true);
      const list = await request(http).get('/api/master/grounds').expect(200);
      expect(list.body.data.map((g: { name: string }) => g.name)).toContain('墓地');
    });
  });
});
