import sharp from 'sharp';
import request from 'supertest';
import type { App } from 'supertest/types';
import { allProjectors } from '../app/projectors';
import { readModelTable } from './projection-runner';
import {
  GOOD_PASSWORD,
  forgetAttempts,
  latestMail,
  signInAdmin,
  signUpMember,
  signUpSeller,
  tokenFromMail,
  uniqueEmail,
  VALID_PROFILE,
} from '../testing/account-fixtures';
import { bearer, listingIn } from '../testing/property-fixtures';
import { concludedContract, contractParties } from '../testing/contract-fixtures';
import { DEMO_ACCOUNTS } from '../seed/demo-accounts';
import { dumpReadModels, readModelTablesIn } from '../testing/read-model-dump';
import { createTestApp, type TestApp } from '../testing/test-app';
import { storeKinds } from '../testing/test-databases';

/**
 * The property the event log exists for: every read model rebuilt from the log alone equals the
 * live one, row for row. The read models are the registered projectors, so one added later is
 * compared without this file changing; the session below must only give it rows.
 */
describe.each(storeKinds())('Rebuilding every read model from the log on the %s store', (kind) => {
  let app: TestApp;
  let http: App;

  beforeAll(async () => {
    // Phase 2 open, so the session also renames and removes hashtags and land categories.
    app = await createTestApp(kind, [], { PHASE2: 'on' });
    http = app.app.getHttpServer() as App;
  });
  afterAll(() => app.dispose());

  /** A session that touches every read model: members, identification, listings with photos, favourites, to-dos, fee rates, lawyers, deals, contracts with their PDFs and registration cases, questions on a listing, news, contacts, notices, columns with their images, slides, paid service options. */
  async function session(): Promise<void> {
    const seller = await signUpSeller(app);
    const buyer = await signUpMember(app);
    await forgetAttempts(app);
    await request(http).patch(`/api/mypage/user/update-basic/${buyer.id}`).set(bearer(buyer.token)).send({ ...VALID_PROFILE, nickname: '海辺の家さがし' }).expect(200);
    await request(http).patch('/api/mypage/notification-settings').set(bearer(buyer.token)).send({ message_mail: false }).expect(200);

    const listing = await listingIn(http, seller.token, 'published');
    const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 120, g: 160, b: 90 } } }).png().toBuffer();
    for (let i = 0; i < 2; i++) {
      await request(http).post(`/api/property/edit/${listing}/image`).set(bearer(seller.token)).attach('image', photo, { filename: `photo${i}.png`, contentType: 'image/png' }).expect(201);
    }
    const withdrawn = await listingIn(http, seller.token, 'withdrawn');
    await request(http).patch(`/api/property/favorite/create/${listing}`).set(bearer(buyer.token)).expect(200);
    await request(http).patch(`/api/property/favorite/create/${withdrawn}`).set(bearer(buyer.token));

    const threadId = (await request(http).post('/api/message/thread/create').set(bearer(buyer.token)).send({ property_id: listing }).expect(200)).body.data.thread_id as string;
    await request(http).post('/api/message/create').set(bearer(buyer.token)).send({ thread_id: threadId, message: '見学できますか？' }).expect(200);
    await request(http).post('/api/message/create').set(bearer(seller.token)).send({ thread_id: threadId, message: '週末でしたら大丈夫です。' }).expect(200);
    await request(http).patch('/api/message/read-mark').set(bearer(buyer.token)).send({ thread_id: threadId }).expect(200);
    await request(http).post(`/api/message/${threadId}/toggle-pinned?pinned=add`).set(bearer(seller.token)).expect(200);
    const other = await signUpMember(app);
    await forgetAttempts(app);
    const blocked = (await request(http).post('/api/message/thread/create').set(bearer(other.token)).send({ property_id: listing }).expect(200)).body.data.thread_id as string;
    await request(http).post('/api/message/create').set(bearer(other.token)).send({ thread_id: blocked, message: 'こんにちは' }).expect(200);
    await request(http).post('/api/message/thread/block').set(bearer(seller.token)).send({ thread_id: blocked }).expect(200);
    await request(http).get(`/api/contract/${threadId}/request-create-contract`).set(bearer(buyer.token)).expect(200);
    await request(http).post('/api/open-chat/create').set(bearer(buyer.token)).send({ property_id: listing, message: '井戸はありますか？' }).expect(201);

    const news = (await request(http).get('/api/mypage/news/list').set(bearer(buyer.token)).expect(200)).body.data.data as Array<{ id: string }>;
    await request(http).post(`/api/mypage/news/${news[0].id}/read`).set(bearer(buyer.token)).expect(200);
    await request(http)
      .post('/api/contact/create')
      .send({ name: '山田 花子', email: uniqueEmail('contact'), category_id: 2, message: '掲載の手順を教えてください。', website: '' })
      .expect(201);

    const admin = await signInAdmin(http);
    await request(http)
      .post('/api/admin/fee-rates/registration-tax')
      .set(bearer(admin))
      .send({
        rule: '土地の売買の軽減税率（令和11年度から）',
        applies_to: { kind: 'land', cause: 'sale' },
        per_mille: 17,
        from: '2029-04-01',
        to: '2032-03-31',
        legal_basis: '租税特別措置法 第72条 第1項（令和11年度税制改正）',
        confirmed: true,
        notes: [],
      })
      .expect(201);
    const parties = await contractParties(app);
    const concluded = await concludedContract(http, parties);
    await request(http).get(`/api/contract/${concluded}/create-pdf-buyer-final`).set(bearer(parties.buyer.token)).expect(200);
    await request(http).get(`/api/contract/${DEMO_ACCOUNTS.lawyer.id}/assign/${concluded}`).set(bearer(admin)).expect(200);
    await request(http).post('/api/master/hash-tag/create').set(bearer(admin)).send({ name: '再構築の確認' }).expect((response) => expect(response.status).toBeLessThan(300));
    const cover = (await request(http).post('/api/admin/content-image/upload').set(bearer(admin)).attach('image', photo, { filename: 'cover.png', contentType: 'image/png' }).expect(201)).body.data as { id: string };
    const column = (await request(http).post('/api/admin/article/create').set(bearer(admin)).send({ title: '再構築の確認', body_markdown: '本文', cover_image_id: cover.id }).expect(201)).body.data as { id: string };
    await request(http).post(`/api/admin/article/${column.id}/publish`).set(bearer(admin)).expect(200);
    await request(http).post('/api/slider/create/').set(bearer(admin)).field('title', '再構築の確認').field('alt', '緑の画像').attach('image', photo, { filename: 'slide.png', contentType: 'image/png' }).expect(201);
    await request(http).patch('/api/option/update/1').set(bearer(admin)).send({ price: 49500 }).expect(200);

    const lawyerEmail = uniqueEmail('shihoshoshi');
    await request(http).post('/api/lawyer/mail/input').set(bearer(admin)).send({ email: lawyerEmail }).expect(200);
    const token = tokenFromMail((await latestMail(http, lawyerEmail)).text);
    await request(http)
      .post('/api/lawyer/signup/create')
      .send({ token, name: '鈴木 花子', office_name: '鈴木司法書士事務所', password: GOOD_PASSWORD, password_confirmation: GOOD_PASSWORD })
      .expect(201);
    await app.runner.catchUp();
  }

  it('gives back every read model row for row, after a session that fills each of them', async () => {
    await session();
    const live = await dumpReadModels(app.db, app.runner.projectors);
    const empty = Object.entries(live).filter(([, rows]) => rows.length === 0).map(([table]) => table);
    // A rebuild of an empty table proves nothing: a new read model needs a step in the session above.
    expect(empty).toEqual([]);
    // No read-model table outside the registered projectors, none of them without a table.
    expect(await readModelTablesIn(app.db)).toEqual(app.runner.projectors.map(readModelTable).sort());

    for (const projector of app.runner.projectors) await app.runner.rebuild(projector.name);
    const rebuilt = await dumpReadModels(app.db, app.runner.projectors);
    for (const table of Object.keys(live)) expect({ table, rows: rebuilt[table] }).toEqual({ table, rows: live[table] });
  });

  it('compares the projectors the app registers', () => {
    expect(app.runner.projectors.map((projector) => projector.name)).toEqual(allProjectors.map((projector) => projector.name));
  });
});
