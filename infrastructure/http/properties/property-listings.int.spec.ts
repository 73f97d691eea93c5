import request from 'supertest';
import type { App } from 'supertest/types';
import { STATUS_TRANSITIONS } from '../../../domain/properties/property.decider';
import { PROPERTY_STATUS_KEYS, PROPERTY_STATUSES, type PropertyStatus } from '../../../domain/properties/property.events';
import { ident } from '../../database/database';
import { DEMO_ACCOUNTS } from '../../seed/demo-accounts';
import { forgetAttempts, signInAdmin, signUpMember, signUpSeller, type SignedInMember } from '../../testing/account-fixtures';
import { bearer, changeStatus, createDraft, listingIn, PUBLISHABLE } from '../../testing/property-fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { storeKinds } from '../../testing/test-databases';

describe.each(storeKinds())('Listings on the %s store', (kind) => {
  let app: TestApp;
  let http: App;
  let owner: SignedInMember;
  let admin: string;

  beforeAll(async () => {
    app = await createTestApp(kind);
    http = app.app.getHttpServer() as App;
    owner = await signUpSeller(app);
    await forgetAttempts(app);
    admin = await signInAdmin(http);
  });
  afterAll(() => app.dispose());

  async function streamEvents(propertyId: string): Promise<Array<{ type: string; metadata: { actor: unknown; on_behalf_of?: unknown } }>> {
    const { rows } = await app.db.query<{ type: string; metadata: { actor: unknown; on_behalf_of?: unknown } }>(
      `SELECT type, metadata FROM ${ident(app.db.schema)}.events WHERE stream_id = $1 ORDER BY stream_version`,
      [`property-${propertyId}`],
    );
    return rows;
  }

  describe('drafts', () => {
    it('are created empty or with what was filled in, and resumed as the newest draft', async () => {
      const member = await signUpMember(app);
      expect((await request(http).get('/api/property/edit').set(bearer(member.token)).expect(200)).body).toEqual({ success: true, message: '', data: null });

      const first = await request(http).post('/api/property/edit').set(bearer(member.token)).send({ name: '湖畔の土地', registration_step: 1 }).expect(201);
      expect(first.body).toEqual({ success: true, message: '下書きを保存しました。', data: { id: expect.any(String) } });
      const firstId = first.body.data.id as string;
      app.clock.advance(1000);
      const secondId = await createDraft(http, member.token);

      let newest = await request(http).get('/api/property/edit').set(bearer(member.token)).expect(200);
      expect(newest.body.data).toMatchObject({ id: secondId, status_id: 1, status: '下書き', owner_id: member.id, name: null });

      app.clock.advance(1000);
      const saved = await request(http)
        .post(`/api/property/edit/${firstId}`)
        .set(bearer(member.token))
        .send({ prefecture_id: 25, city: '大津市', registration_step: 2 })
        .expect(200);
      expect(saved.body.message).toBe('物件情報を保存しました。');
      expect(saved.body.data).toMatchObject({ id: firstId, name: '湖畔の土地', prefecture_id: 25, city: '大津市', registration_step: 2 });

      newest = await request(http).get('/api/property/edit').set(bearer(member.token)).expect(200);
      expect(newest.body.data.id).toBe(firstId);
      const opened = await request(http).get(`/api/property/edit/${firstId}`).set(bearer(member.token)).expect(200);
      expect(opened.body.data).toEqual(saved.body.data);
    });

    it('save every group partially, derive the amount after fees and apply the chart rules', async () => {
      const id = await createDraft(http, owner.token, { name: '畑付きの平屋' });
      await request(http)
        .post(`/api/property/edit/${id}`)
        .set(bearer(owner.token))
        .send({
          is_building: true,
          floor_plan: '3DK',
          era_name: '昭和',
          construction_year: 52,
          road_id_1: 1,
          property_tax_price_unknown: true,
          valuation_price: 2_100_000,
          management_price: 0,
          neighbors_id: 2,
          neighbors_text: '東側は竹林です。',
          sale_support_service: true,
          access: 'しなの鉄道 小諸駅から車で15分',
        })
        .expect(200);
      const features = await request(http)
        .post(`/api/property/edit/${id}`)
        .set(bearer(owner.token))
        .send({
          sale_price: 2_000_000,
          register_cost: 60_000,
          revenue_stamp_fee: 1_000,
          categories: '2,5',
          detail_1: '南向きで日当たりの良い畑です。',
          youtube_url: 'https://youtu.be/dQw4w9WgXcQ',
          yes_no_charts: [
            { y_n_chart_id: 3, value: 1 },
            { y_n_chart_id: 4, value: 1 },
            { y_n_chart_id: 5, value: 0 },
          ],
        })
        .expect(200);
      expect(features.body.data).toMatchObject({
        name: '畑付きの平屋',
        floor_plan: '3DK',
        display_construction_date: '昭和52年（1977年）',
        property_tax_price: -1,
        valuation_price: 2_100_000,
        sale_price: 2_000_000,
        revenue_after_fees: 1_939_000,
        categories: '2,5',
        yes_no_charts: [
          { y_n_chart_id: 3, value: 1 },
          { y_n_chart_id: 4, value: 1 },
          { y_n_chart_id: 5, value: null },
        ],
      });
      const edits = (await streamEvents(id)).filter((event) => event.type === 'PropertyEdited');
      expect(edits).toHaveLength(3);
    });

    it('refuse wrong values with a Japanese message per field, and store nothing', async () => {
      const id = await createDraft(http, owner.token);
      const answer = await request(http)
        .post(`/api/property/edit/${id}`)
        .set(bearer(owner.token))
        .send({ name: 'あ'.repeat(101), prefecture_id: 48, zipcode1: '12', sale_price: -5, youtube_url: 'https://example.com/v', area: '広い' })
        .expect(422);
      expect(answer.body.errors).toEqual({ area: ['土地面積は数値で入力してください。'] });
      const domain = await request(http)
        .post(`/api/property/edit/${id}`)
        .set(bearer(owner.token))
        .send({ name: 'あ'.repeat(101), prefecture_id: 48, zipcode1: '12', sale_price: -5, youtube_url: 'https://example.com/v' })
        .expect(422);
      expect(domain.body.success).toBe(false);
      expect(Object.keys(domain.body.errors).sort()).toEqual(['name', 'prefecture_id', 'sale_price', 'youtube_url', 'zipcode1']);
      expect(domain.body.errors.name).toEqual(['物件名は100文字以内で入力してください。']);
      expect(await streamEvents(id)).toHaveLength(1);
    });

    it('refuse fields nobody may set through the form: owner, status, verification, derived amounts', async () => {
      const other = await signUpMember(app);
      const id = await createDraft(http, owner.token, { name: '元の名前' });
      const smuggled = { name: '書き換え', owner_id: other.id, status: 'published', status_id: 2, identification_verify_status: 3, revenue_after_fees: 1, registered_at: '2020-01-01T00:00:00.000Z' };
      const answer = await request(http).post(`/api/property/edit/${id}`).set(bearer(owner.token)).send(smuggled).expect(422);
      expect(answer.body.errors).toEqual({
        owner_id: ['この項目は受け付けていません。'],
        status: ['この項目は受け付けていません。'],
        status_id: ['この項目は受け付けていません。'],
        identification_verify_status: ['この項目は受け付けていません。'],
        revenue_after_fees: ['この項目は受け付けていません。'],
        registered_at: ['この項目は受け付けていません。'],
      });
      await request(http).post('/api/property/edit').set(bearer(owner.token)).send({ owner_id: other.id }).expect(422);
      await request(http)
        .post(`/api/property/edit/${id}`)
        .set(bearer(owner.token))
        .send({ yes_no_charts: [{ y_n_chart_id: 1, value: 1, user_id: other.id }] })
        .expect(422);
      const stored = await request(http).get(`/api/property/edit/${id}`).set(bearer(owner.token)).expect(200);
      expect(stored.body.data).toMatchObject({ name: '元の名前', owner_id: owner.id, status_id: 1 });
      expect(await streamEvents(id)).toHaveLength(2);
      expect((await request(http).get('/api/property/list').set(bearer(other.token)).expect(200)).body.data.properties).toEqual([]);
    });

    it('are unknown when the id is not one', async () => {
      await request(http).get('/api/property/edit/00000000-0000-4000-8000-000000000000').set(bearer(owner.token)).expect(404);
      await request(http).get('/api/property/edit/not-a-uuid').set(bearer(owner.token)).expect(404);
      await request(http).post('/api/property/edit/00000000-0000-4000-8000-000000000000').set(bearer(owner.token)).send({ name: 'x' }).expect(404);
      await changeStatus(http, owner.token, '00000000-0000-4000-8000-000000000000', 'published').expect(404);
    });
  });

  describe('publishing', () => {
    it('names every missing field of the basic group (422)', async () => {
      const id = await createDraft(http, owner.token, { name: '名前だけの下書き', city: '小諸市' });
      const answer = await changeStatus(http, owner.token, id, 'published').expect(422);
      expect(answer.body).toMatchObject({ success: false, message: '掲載するには都道府県を選んでください。' });
      expect(answer.body.errors).toEqual({
        prefecture_id: ['掲載するには都道府県を選んでください。'],
        block: ['掲載するには町名・番地を入力してください。'],
        area: ['掲載するには土地面積を入力してください。'],
        ground_id: ['掲載するには地目を選んでください。'],
        sale_price: ['掲載するには希望売却価格を入力するか、「不明」を選んでください。'],
      });
    });

    it('publishes a complete draft, with 不明 as the price, and keeps it complete while published', async () => {
      const id = await createDraft(http, owner.token, { ...PUBLISHABLE, sale_price: -1 });
      const answer = await changeStatus(http, owner.token, id, 'published').expect(200);
      expect(answer.body).toEqual({ success: true, message: '物件の状態を「掲載中」に変更しました。', data: { property_id: id, status_id: 2, status: '掲載中' } });
      const cleared = await request(http).post(`/api/property/edit/${id}`).set(bearer(owner.token)).send({ name: null }).expect(422);
      expect(cleared.body.errors).toEqual({ name: ['掲載するには物件名を入力してください。'] });
      const opened = await request(http).get(`/api/property/edit/${id}`).set(bearer(owner.token)).expect(200);
      expect(opened.body.data).toMatchObject({ status_id: 2, status: '掲載中', sale_price: -1, registered_at: expect.any(String) });
    });

    it('refuses a status that does not exist (422)', async () => {
      const id = await createDraft(http, owner.token, PUBLISHABLE);
      const answer = await request(http).post('/api/property/update-status').set(bearer(owner.token)).send({ property_id: id, status_id: 9 }).expect(422);
      expect(answer.body.errors).toEqual({ status_id: ['物件の状態は1・2・3・4・5・6・7のいずれかで指定してください。'] });
    });

    it('applies to the newest draft when no property id is given', async () => {
      const member = await signUpSeller(app);
      await request(http).post('/api/property/update-status').set(bearer(member.token)).send({ status_id: 2 }).expect(404);
      const id = await createDraft(http, member.token, PUBLISHABLE);
      const answer = await request(http).post('/api/property/update-status').set(bearer(member.token)).send({ status_id: 2 }).expect(200);
      expect(answer.body.data).toEqual({ property_id: id, status_id: 2, status: '掲載中' });
    });
  });

  describe('status changes', () => {
    const illegal = PROPERTY_STATUS_KEYS.flatMap((from) =>
      PROPERTY_STATUS_KEYS.filter((to) => !(to in STATUS_TRANSITIONS[from])).map((to) => ({ from, to })),
    );

    it.each(illegal)('refuse $from → $to with 409 and a Japanese message, for the owner and the admin', async ({ from, to }) => {
      const id = await listingIn(http, owner.token, from);
      const before = (await streamEvents(id)).length;
      for (const token of [owner.token, admin]) {
        const answer = await changeStatus(http, token, id, to).expect(409);
        expect(answer.body.success).toBe(false);
        expect(answer.body.message).toBe(
          from === to
            ? `この物件はすでに「${PROPERTY_STATUSES[to].name}」です。`
            : `「${PROPERTY_STATUSES[from].name}」の物件は「${PROPERTY_STATUSES[to].name}」に変更できません。`,
        );
      }
      expect(await streamEvents(id)).toHaveLength(before);
    });

    it('let only an admin delete a listing that is no longer a draft', async () => {
      const id = await listingIn(http, owner.token, 'published');
      const refused = await changeStatus(http, owner.token, id, 'deleted').expect(403);
      expect(refused.body.message).toBe('「掲載中」の物件を「削除済み」にできるのは管理者だけです。');
      const deleted = await changeStatus(http, admin, id, 'deleted').expect(200);
      expect(deleted.body.message).toBe('物件の削除に成功しました');
      await request(http).get(`/api/property/edit/${id}`).set(bearer(owner.token)).expect(404);
      await request(http).post(`/api/property/edit/${id}`).set(bearer(owner.token)).send({ name: 'x' }).expect(409);
    });

    it('let the owner delete a draft, which leaves the list', async () => {
      const member = await signUpMember(app);
      const id = await createDraft(http, member.token, { name: '消す下書き' });
      const answer = await changeStatus(http, member.token, id, 'deleted').expect(200);
      expect(answer.body.message).toBe('物件の削除に成功しました');
      expect((await request(http).get('/api/property/list').set(bearer(member.token)).expect(200)).body.data.properties).toEqual([]);
      expect((await request(http).get('/api/property/edit').set(bearer(member.token)).expect(200)).body.data).toBeNull();
    });

    it('let one of several parallel conflicting changes win: the rest get 409 and the stream grows by one', async () => {
      const id = await listingIn(http, owner.token, 'published');
      const before = (await streamEvents(id)).length;
      const answers = await Promise.all(Array.from({ length: 6 }, () => changeStatus(http, owner.token, id, 'in_negotiation')));
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses).toEqual([200, 409, 409, 409, 409, 409]);
      expect(await streamEvents(id)).toHaveLength(before + 1);
      const opened = await request(http).get(`/api/property/edit/${id}`).set(bearer(owner.token)).expect(200);
      expect(opened.body.data.status).toBe('商談中');
    });
  });

  describe('the own list', () => {
    it('shows every save and status change at once (read-your-writes), newest first, in the spec shape', async () => {
      const member = await signUpSeller(app);
      const older = await createDraft(http, member.token, PUBLISHABLE);
      app.clock.advance(1000);
      const newer = await createDraft(http, member.token, { name: '新しい下書き' });
      let list = await request(http).get('/api/property/list').set(bearer(member.token)).expect(200);
      expect(list.body).toMatchObject({ success: true, data: { property_pickup_service: [] } });
      expect(list.body.data.properties.map((p: { id: string }) => p.id)).toEqual([newer, older]);

      app.clock.advance(1000);
      await changeStatus(http, member.token, older, 'published').expect(200);
      list = await request(http).get('/api/property/list').set(bearer(member.token)).expect(200);
      expect(list.body.data.properties.map((p: { id: string; status: string }) => [p.id, p.status])).toEqual([
        [older, '掲載中'],
        [newer, '下書き'],
      ]);

      app.clock.advance(1000);
      await request(http).post(`/api/property/edit/${newer}`).set(bearer(member.token)).send({ name: '名前を変えた下書き' }).expect(200);
      list = await request(http).get('/api/property/list').set(bearer(member.token)).expect(200);
      expect(list.body.data.properties[0]).toMatchObject({ id: newer, name: '名前を変えた下書き' });
    });
  });

  describe('an admin acting as the owner', () => {
    it('edits as the owner, and the events name both the admin and the member', async () => {
      const member = await signUpSeller(app);
      const id = await createDraft(http, member.token, PUBLISHABLE);
      const impersonation = await request(http).post('/api/admin/minashi-login').set(bearer(admin)).send({ user_id: member.id }).expect(200);
      const token = impersonation.body.data.access_token as string;

      await request(http).post(`/api/property/edit/${id}`).set(bearer(token)).send({ access: '駅から徒歩20分' }).expect(200);
      await changeStatus(http, token, id, 'published').expect(200);
      const refused = await changeStatus(http, token, id, 'deleted').expect(403);
      expect(refused.body.message).toBe('「掲載中」の物件を「削除済み」にできるのは管理者だけです。');
      const own = await request(http).get('/api/property/list').set(bearer(token)).expect(200);
      expect(own.body.data.properties.map((p: { id: string }) => p.id)).toEqual([id]);

      const events = await streamEvents(id);
      for (const event of events.slice(-2)) {
        expect(event.metadata.actor).toEqual({ id: DEMO_ACCOUNTS.admin.id, role: 'admin' });
        expect(event.metadata.on_behalf_of).toEqual({ id: member.id, role: 'member' });
      }
      expect(events[0].metadata.actor).toEqual({ id: member.id, role: 'member' });
    });
  });

  it('documents every listing endpoint in the OpenAPI document', async () => {
    const document = (await request(http).get('/api/docs-json').expect(200)).body as { paths: Record<string, object>; components: { schemas: Record<string, { properties: object }> } };
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/property/edit', '/api/property/edit/{id}', '/api/property/update-status', '/api/property/list']),
    );
    expect(Object.keys(document.components.schemas.PropertyEditDto.properties)).toEqual(expect.arrayContaining(['name', 'sale_price', 'yes_no_charts']));
    expect(Object.keys(document.components.schemas.PropertyEditDto.properties)).not.toContain('owner_id');
  });

  it.each<PropertyStatus>(['draft', 'published', 'withdrawn'])('lets the owner and an admin edit a listing that is %s', async (status) => {
    const id = await listingIn(http, owner.token, status);
    await request(http).post(`/api/property/edit/${id}`).set(bearer(owner.token)).send({ detail_2: '井戸があります。' }).expect(200);
    await request(http).post(`/api/property/edit/${id}`).set(bearer(admin)).send({ detail_3: '管理者が補足しました。' }).expect(200);
  });
});
