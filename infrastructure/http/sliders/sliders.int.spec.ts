import sharp from 'sharp';
import request from 'supertest';
import type { App } from 'supertest/types';
import { ident } from '../../database/database';
import { forgetAttempts, GOOD_PASSWORD, signIn, signInAdmin, signInLawyer, signUpMember, type SignedInMember } from '../../testing/account-fixtures';
import { bearer } from '../../testing/property-fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { storeKinds } from '../../testing/test-databases';

const HOUR = 60 * 60 * 1000;

interface AdminSlide {
  id: string;
  title: string;
  alt: string;
  link_url: string | null;
  sort: number;
  starts_at: string | null;
  ends_at: string | null;
  shown_now: boolean;
  image: { id: string; url: string; width: number; height: number } | null;
}

describe.each(storeKinds())('Top page slides on the %s store', (kind) => {
  let app: TestApp;
  let http: App;
  let admin: string;
  let lawyer: string;
  let member: SignedInMember;

  const picture = () => sharp({ create: { width: 1200, height: 400, channels: 3, background: { r: 80, g: 140, b: 200 } } }).jpeg().toBuffer();
  const create = async (fields: Record<string, string>) => {
    let call = request(http).post('/api/slider/create/').set(bearer(admin)).attach('image', await picture(), { filename: 'slide.jpg', contentType: 'image/jpeg' });
    for (const [name, value] of Object.entries(fields)) call = call.field(name, value);
    return (await call.expect(201)).body.data as AdminSlide;
  };
  const shownIds = async () => ((await request(http).get('/api/slider/list').expect(200)).body.data as Array<{ id: string }>).map((slide) => slide.id);
  const allSlides = async () => (await request(http).get('/api/slider/list?all=true').set(bearer(admin)).expect(200)).body.data as AdminSlide[];
  const sliderEvents = async () => (await app.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${ident(app.db.schema)}.events WHERE stream_id = 'sliders'`)).rows[0].n;
  const inLater = (ms: number) => new Date(Date.parse(app.clock.now()) + ms).toISOString();

  beforeAll(async () => {
    app = await createTestApp(kind);
    http = app.app.getHttpServer() as App;
    await forgetAttempts(app);
    member = await signUpMember(app);
  });
  afterAll(() => app.dispose());
  // A test moves the clock by hours, past the life of an access token: each starts signed in afresh.
  beforeEach(async () => {
    await forgetAttempts(app);
    admin = await signInAdmin(http);
    lawyer = await signInLawyer(http);
    member = { ...member, token: await signIn(http, 'member', member.email, GOOD_PASSWORD) };
  });

  it('shows the demo slides to everyone, in order, with their image size', async () => {
    const slides = (await request(http).get('/api/slider/list').expect(200)).body.data as AdminSlide[];
    expect(slides.slice(0, 3).map((slide) => slide.id)).toEqual(['demo-slide-1', 'demo-slide-2', 'demo-slide-3']);
    expect(slides[0]).toMatchObject({ link_url: '/about/buyer', image: { width: 1200, height: 400 } });
    expect(slides[0]).not.toHaveProperty('starts_at');
  });

  it('creates a slide with its image and window, shown to the public only inside the window', async () => {
    const slide = await create({ title: '年末の特集', alt: '雪の積もった家', link_url: 'https://example.com/winter', starts_at: inLater(HOUR), ends_at: inLater(3 * HOUR) });
    expect(slide).toMatchObject({ title: '年末の特集', shown_now: false, link_url: 'https://example.com/winter', image: { width: 1200, height: 400 } });
    expect(await shownIds()).not.toContain(slide.id);
    expect((await allSlides()).map((item) => item.id)).toContain(slide.id);

    app.clock.advance(2 * HOUR);
    admin = await signInAdmin(http);
    expect(await shownIds()).toContain(slide.id);
    app.clock.advance(2 * HOUR);
    expect(await shownIds()).not.toContain(slide.id);
  });

  it('edits a slide keeping its image when none is sent, and replaces it when one is', async () => {
    const slide = await create({ title: '編集前', alt: '説明' });
    const edited = await request(http).post(`/api/slider/edit/${slide.id}`).set(bearer(admin)).send({ title: '編集後', alt: '新しい説明', link_url: '/help' }).expect(200);
    expect(edited.body.data).toMatchObject({ title: '編集後', alt: '新しい説明', link_url: '/help', image: { id: slide.image!.id } });
    const replaced = await request(http)
      .post(`/api/slider/edit/${slide.id}`)
      .set(bearer(admin))
      .field('title', '編集後')
      .field('alt', '新しい説明')
      .attach('image', await sharp({ create: { width: 600, height: 200, channels: 3, background: '#336699' } }).png().toBuffer(), { filename: 'b.png', contentType: 'image/png' })
      .expect(200);
    expect(replaced.body.data.image).toMatchObject({ width: 600, height: 200 });
    expect(replaced.body.data.image.id).not.toBe(slide.image!.id);
    expect((await request(http).get(`/api/slider/detail/${slide.id}`).set(bearer(admin)).expect(200)).body.data.title).toBe('編集後');
  });

  it('orders the slides as the admin says, and deletes one', async () => {
    const ids = (await allSlides()).map((slide) => slide.id);
    const reversed = [...ids].reverse();
    const ordered = await request(http).post('/api/slider/order').set(bearer(admin)).send({ slide_ids: reversed }).expect(200);
    expect((ordered.body.data as AdminSlide[]).map((slide) => slide.id)).toEqual(reversed);
    expect((await allSlides()).map((slide) => slide.sort)).toEqual(reversed.map((_, index) => index + 1));

    await request(http).post('/api/slider/delete').set(bearer(admin)).send({ id: reversed[0] }).expect(200);
    expect((await allSlides()).map((slide) => slide.id)).toEqual(reversed.slice(1));
    await request(http).get(`/api/slider/detail/${reversed[0]}`).set(bearer(admin)).expect(404);
  });

  it('refuses bad input with 422 naming each field, and stores nothing', async () => {
    const before = await sliderEvents();
    const refused = await request(http)
      .post('/api/slider/create/')
      .set(bearer(admin))
      .field('title', '')
      .field('alt', 'x')
      .field('link_url', 'javascript:alert(1)')
      .field('starts_at', '明日')
      .expect(422);
    expect(refused.body.success).toBe(false);
    expect(refused.body.errors).toEqual({
      title: ['タイトルを入力してください。'],
      link_url: ['リンク先は http:// か https:// で始まるURL、または / で始まるサイト内のパスで入力してください。'],
      starts_at: ['掲載開始日時は日時（例: 2026-12-01T09:00:00+09:00）で指定してください。'],
      image: ['スライドの画像を選択してください。'],
    });
    const notImage = await request(http)
      .post('/api/slider/create/')
      .set(bearer(admin))
      .field('title', 't')
      .field('alt', 'a')
      .attach('image', Buffer.from('<svg onload="alert(1)"/>'), { filename: 'x.jpg', contentType: 'image/jpeg' })
      .expect(422);
    expect(notImage.body.errors.image).toEqual(['不正なファイルです。']);
    const [first] = await allSlides();
    expect((await request(http).post(`/api/slider/edit/${first.id}`).set(bearer(admin)).send({ title: 't', alt: 'a', link_url: '//evil.example' }).expect(422)).body.errors.link_url).toHaveLength(1);
    expect((await request(http).post(`/api/slider/edit/${first.id}`).set(bearer(admin)).send({ title: 't', alt: 'a', starts_at: '2026-12-02T00:00:00Z', ends_at: '2026-12-01T00:00:00Z' }).expect(422)).body.errors.ends_at).toEqual([
      '掲載終了日時は掲載開始日時より後にしてください。',
    ]);
    expect((await request(http).post('/api/slider/order').set(bearer(admin)).send({ slide_ids: [first.id] }).expect(422)).body.errors.slide_ids).toHaveLength(1);
    expect((await request(http).post('/api/slider/delete').set(bearer(admin)).send({}).expect(422)).body.errors.id).toHaveLength(1);
    expect((await request(http).get('/api/slider/list?all=yes').expect(422)).body.errors.all).toHaveLength(1);
    expect((await request(http).post(`/api/slider/edit/${first.id}`).set(bearer(admin)).send({ title: 't', alt: 'a', sort: 1 }).expect(422)).body.errors.sort).toHaveLength(1);
    await request(http).post('/api/slider/edit/not-a-slide').set(bearer(admin)).send({ title: 't', alt: 'a' }).expect(404);
    expect(await sliderEvents()).toBe(before);
  });

  it('refuses members, lawyers and guests', async () => {
    const calls = [
      () => request(http).get('/api/slider/list?all=true'),
      () => request(http).get('/api/slider/detail/demo-slide-2'),
      () => request(http).post('/api/slider/create/').send({ title: 't', alt: 'a' }),
      () => request(http).post('/api/slider/edit/demo-slide-2').send({ title: 't', alt: 'a' }),
      () => request(http).post('/api/slider/order').send({ slide_ids: [] }),
      () => request(http).post('/api/slider/delete').send({ id: 'demo-slide-2' }),
    ];
    for (const call of calls) {
      await call().expect(401);
      await call().set(bearer(member.token)).expect(403);
      await call().set(bearer(lawyer)).expect(403);
    }
    await request(http).get('/api/slider/list').set(bearer(member.token)).expect(200);
  });
});
