import request from 'supertest';
import type { App } from 'supertest/types';
import { GOOD_PASSWORD, VALID_PROFILE, forgetAttempts, signInAdmin, signInLawyer, signUpMember, signUpSeller, type SignedInMember } from '../../testing/account-fixtures';
import { bearer, changeStatus, listingIn } from '../../testing/property-fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { storeKinds } from '../../testing/test-databases';

const QUESTION_MAIL = '【いえとち直売所】物件に質問が届きました';

interface QuestionView {
  id: string;
  message: string;
  nickname: string | null;
  handled: boolean;
  can_delete: boolean;
  answers: Array<{ id: string; message: string; nickname: string | null; can_delete: boolean }>;
}

describe.each(storeKinds())('Public questions on a listing (open chat) on the %s store', (kind) => {
  let app: TestApp;
  let http: App;
  let seller: SignedInMember;
  let asker: SignedInMember;
  let third: SignedInMember;
  let listing: string;

  const ask = (token: string, propertyId: string, message: unknown) => request(http).post('/api/open-chat/create').set(bearer(token)).send({ property_id: propertyId, message });
  const reply = (token: string, propertyId: string, questionId: string, message: string) =>
    request(http).post('/api/open-chat/create').set(bearer(token)).send({ property_id: propertyId, question_id: questionId, message });
  const remove = (token: string, id: string) => request(http).delete(`/api/open-chat/delete/${id}`).set(bearer(token));
  const handle = (token: string, questionId: string, handled?: boolean) =>
    request(http)
      .post('/api/open-chat/handle')
      .set(bearer(token))
      .send(handled === undefined ? { question_id: questionId } : { question_id: questionId, handled });
  const board = async (propertyId: string, token?: string) => {
    const call = request(http).get(`/api/open-chat/index/${propertyId}`);
    return (await (token ? call.set(bearer(token)) : call).expect(200)).body.data as { accepting: boolean; is_seller: boolean; questions: QuestionView[] };
  };
  const questionMails = async (member: SignedInMember) =>
    ((await request(http).get('/api/dev/mailbox').query({ to: member.email }).expect(200)).body.data as Array<{ subject: string; text: string }>).filter(
      (mail) => mail.subject === QUESTION_MAIL,
    );
  const newListing = async () => listingIn(http, seller.token, 'published');

  beforeAll(async () => {
    app = await createTestApp(kind);
    http = app.app.getHttpServer() as App;
    seller = await signUpSeller(app, { nickname: 'みどり農園' });
    asker = await signUpMember(app, { nickname: '山の家さがし' });
    third = await signUpMember(app, { nickname: 'となりの人' });
    await request(http).patch(`/api/mypage/user/update-basic/${asker.id}`).set(bearer(asker.token)).send({ ...VALID_PROFILE, nickname: '山の家さがし' }).expect(200);
    await forgetAttempts(app);
    listing = await newListing();
  });
  afterAll(() => app.dispose());

  describe('asking and answering', () => {
    it('shows a member’s question and the seller’s answer to everyone, newest question first', async () => {
      const property = await newListing();
      const first = (await ask(asker.token, property, '  井戸はありますか？\n').expect(201)).body;
      expect(first).toMatchObject({ success: true, message: '質問を投稿しました。' });
      const second = (await ask(third.token, property, '駐車場は何台分ありますか？').expect(201)).body.data.id as string;
      const answer = await reply(seller.token, property, first.data.id, 'はい、敷地内に井戸があります。').expect(201);
      expect(answer.body.message).toBe('回答を投稿しました。');

      const seen = await board(property);
      expect(seen).toMatchObject({ property_id: property, accepting: true, is_seller: false });
      expect(seen.questions.map((question) => [question.id, question.message, question.nickname])).toEqual([
        [second, '駐車場は何台分ありますか？', 'となりの人'],
        [first.data.id, '井戸はありますか？', '山の家さがし'],
      ]);
      expect(seen.questions[1].answers).toEqual([
        expect.objectContaining({ message: 'はい、敷地内に井戸があります。', nickname: 'みどり農園', can_delete: false }),
      ]);
      expect(seen.questions[1]).toMatchObject({ handled: false, can_delete: false });
      expect((await board(property, seller.token)).is_seller).toBe(true);
    });

    it('shows the asker’s nickname only: no name, address, phone, e-mail or member id', async () => {
      const property = await newListing();
      await ask(asker.token, property, '境界は確定していますか？').expect(201);
      const raw = JSON.stringify((await request(http).get(`/api/open-chat/index/${property}`).expect(200)).body);
      expect(raw).toContain('山の家さがし');
      // The phone whole, with and without its hyphens: three digits alone turn up inside random ids.
      const phone = VALID_PROFILE.tel_mobile;
      for (const secret of [VALID_PROFILE.name_last, VALID_PROFILE.name_first, VALID_PROFILE.city, phone, phone.replaceAll('-', ''), asker.email, asker.id, seller.email, seller.id]) {
        expect(raw).not.toContain(secret);
      }
    });

    it('shows a member who withdrew as 退会済み会員', async () => {
      const property = await newListing();
      const leaving = await signUpMember(app, { nickname: 'もうすぐ退会' });
      await ask(leaving.token, property, '冬の積雪はどのくらいですか？').expect(201);
      await request(http).post('/api/withdraw').set(bearer(leaving.token)).send({ password: GOOD_PASSWORD }).expect(200);
      const [question] = (await board(property)).questions;
      expect(question).toMatchObject({ message: '冬の積雪はどのくらいですか？', nickname: '退会済み会員' });
      expect(JSON.stringify(question)).not.toContain('もうすぐ退会');
    });

    it('mails the seller once per question, and not for answers', async () => {
      const property = await newListing();
      const before = (await questionMails(seller)).length;
      const id = (await ask(asker.token, property, '見学はできますか？').expect(201)).body.data.id as string;
      const mails = await questionMails(seller);
      expect(mails).toHaveLength(before + 1);
      expect(mails[0].text).toContain('物件: 里山の古民家と畑');
      expect(mails[0].text).toContain('見学はできますか？');
      expect(mails[0].text).toContain(`/property/detail/${property}`);
      await reply(seller.token, property, id, 'はい、週末でしたら可能です。').expect(201);
      await ask(third.token, property, '近くにバス停はありますか？').expect(201);
      expect(await questionMails(seller)).toHaveLength(before + 2);
      expect(await questionMails(asker)).toHaveLength(0);
    });

    it('takes questions on a listing in negotiation, and none on one that is not published', async () => {
      const negotiating = await listingIn(http, seller.token, 'in_negotiation');
      await ask(asker.token, negotiating, '価格交渉はできますか？').expect(201);
      for (const status of ['draft', 'withdrawn', 'contracted'] as const) {
        const other = await listingIn(http, seller.token, status);
        const answer = await ask(asker.token, other, '質問です').expect(409);
        expect(answer.body).toMatchObject({ success: false, message: 'この物件は現在、質問や回答を受け付けていません。' });
      }
    });

    it('refuses answers once the listing is withdrawn, keeps its questions from the public, and still shows them to its seller', async () => {
      const property = await newListing();
      const id = (await ask(asker.token, property, '引き渡し時期は？').expect(201)).body.data.id as string;
      await changeStatus(http, seller.token, property, 'withdrawn').expect(200);
      await reply(seller.token, property, id, '来春です').expect(409);
      await request(http).get(`/api/open-chat/index/${property}`).expect(404);
      expect((await board(property, seller.token)).questions).toHaveLength(1);
      expect((await board(property, seller.token)).accepting).toBe(false);
    });

    it('answers 404 for a listing that does not exist, and refuses the seller asking on their own listing', async () => {
      await ask(asker.token, '00000000-0000-4000-8000-000000000000', '質問です').expect(404);
      await request(http).get('/api/open-chat/index/00000000-0000-4000-8000-000000000000').expect(404);
      await request(http).get('/api/open-chat/index/not-an-id').expect(404);
      expect((await ask(seller.token, listing, '自分で質問').expect(409)).body.message).toBe('ご自身の物件には質問できません。');
    });
  });

  describe('bad input', () => {
    it('refuses an empty, an over-long and a NUL-holding message, naming the field, and stores nothing', async () => {
      const property = await newListing();
      const mailsBefore = (await questionMails(seller)).length;
      const empty = await ask(asker.token, property, ' \n ').expect(422);
      expect(empty.body).toMatchObject({ success: false, errors: { message: ['メッセージを入力してください。'] } });
      const long = await ask(asker.token, property, 'あ'.repeat(1001)).expect(422);
      expect(long.body.errors.message).toEqual(['メッセージは1,000文字以内で入力してください。']);
      const nul = await ask(asker.token, property, '質問\u0000です').expect(422);
      expect(nul.body.errors).toHaveProperty('message');
      const missing = await request(http).post('/api/open-chat/create').set(bearer(asker.token)).send({ property_id: property }).expect(422);
      expect(missing.body.errors).toHaveProperty('message');
      const badId = await ask(asker.token, 'not-an-id', '質問です').expect(422);
      expect(badId.body.errors).toHaveProperty('property_id');
      expect((await board(property)).questions).toEqual([]);
      expect(await questionMails(seller)).toHaveLength(mailsBefore);

      await ask(asker.token, property, '😀'.repeat(1000)).expect(201);
      await ask(asker.token, property, '1行目\n2行目').expect(201);
      expect((await board(property)).questions.map((question) => question.message)).toEqual(['1行目\n2行目', '😀'.repeat(1000)]);
    });

    it('refuses an answer to a question that is not there or is an answer, and a malformed question id', async () => {
      const property = await newListing();
      const question = (await ask(asker.token, property, '水道は？').expect(201)).body.data.id as string;
      const answer = (await reply(seller.token, property, question, '市の水道です').expect(201)).body.data.id as string;
      await reply(seller.token, property, answer, 'さらに').expect(404);
      await reply(seller.token, property, '00000000-0000-4000-8000-000000000000', 'はい').expect(404);
      const malformed = await reply(seller.token, property, 'nope', 'はい').expect(422);
      expect(malformed.body.errors).toHaveProperty('question_id');
      const badFlag = await request(http).post('/api/open-chat/handle').set(bearer(seller.token)).send({ question_id: question, handled: 'yes' }).expect(422);
      expect(badFlag.body.errors).toHaveProperty('handled');
      expect((await board(property)).questions[0].answers).toHaveLength(1);
    });
  });

  describe('who may do what', () => {
    it('asks a guest to sign in before writing, and refuses admins and lawyers writing', async () => {
      const property = await newListing();
      const question = (await ask(asker.token, property, '質問です').expect(201)).body.data.id as string;
      await request(http).post('/api/open-chat/create').send({ property_id: property, message: '匿名の質問' }).expect(401);
      await request(http).delete(`/api/open-chat/delete/${question}`).expect(401);
      await request(http).post('/api/open-chat/handle').send({ question_id: question }).expect(401);
      const admin = await signInAdmin(http);
      await ask(admin, property, '管理者の質問').expect(403);
      await ask(await signInLawyer(http), property, '司法書士の質問').expect(403);
      await handle(admin, question).expect(403);
      expect((await board(property)).questions).toHaveLength(1);
    });

    it('lets only the seller answer and mark a question handled', async () => {
      const property = await newListing();
      const question = (await ask(asker.token, property, '固定資産税はいくらですか？').expect(201)).body.data.id as string;
      const notSeller = await reply(third.token, property, question, '横から失礼します').expect(403);
      expect(notSeller.body).toMatchObject({ success: false, message: '回答できるのはこの物件の売主だけです。' });
      await reply(asker.token, property, question, '自己回答').expect(403);
      await handle(third.token, question).expect(403);
      await handle(asker.token, question).expect(403);
      expect((await board(property)).questions[0]).toMatchObject({ handled: false, answers: [] });

      const marked = await handle(seller.token, question).expect(200);
      expect(marked.body).toMatchObject({ success: true, data: { question_id: question, handled: true } });
      expect((await board(property)).questions[0].handled).toBe(true);
      await handle(seller.token, question, false).expect(200);
      expect((await board(property)).questions[0].handled).toBe(false);
    });

    it('lets the author delete their post and an admin any post; a third member is refused; a deleted post is gone from the list', async () => {
      const property = await newListing();
      const mine = (await ask(asker.token, property, '消す予定の質問').expect(201)).body.data.id as string;
      const other = (await ask(third.token, property, '残る質問').expect(201)).body.data.id as string;
      const answer = (await reply(seller.token, property, other, '回答です').expect(201)).body.data.id as string;

      const asAsker = await board(property, asker.token);
      expect(asAsker.questions.map((question) => [question.id, question.can_delete])).toEqual([
        [other, false],
        [mine, true],
      ]);
      expect((await board(property, seller.token)).questions[0].answers[0].can_delete).toBe(true);

      const refused = await remove(third.token, mine).expect(403);
      expect(refused.body.message).toBe('削除できるのは投稿したご本人と管理者だけです。');
      await remove(seller.token, mine).expect(403);
      await remove(asker.token, answer).expect(403);
      await remove(asker.token, mine).expect(200);
      await remove(asker.token, mine).expect(404);
      expect((await board(property)).questions.map((question) => question.id)).toEqual([other]);
      await reply(seller.token, property, mine, '消えた質問への回答').expect(404);
      await handle(seller.token, mine).expect(404);

      const admin = await signInAdmin(http);
      expect((await board(property, admin)).questions[0]).toMatchObject({ can_delete: true, answers: [expect.objectContaining({ can_delete: true })] });
      await remove(admin, answer).expect(200);
      expect((await board(property)).questions[0].answers).toEqual([]);
      await remove(admin, other).expect(200);
      expect((await board(property)).questions).toEqual([]);
      await remove(admin, '00000000-0000-4000-8000-000000000000').expect(404);
      await remove(admin, 'not-an-id').expect(404);

      // The log keeps every post and who removed it.
      const { rows } = await app.db.query<{ type: string; actor: string }>(
        `SELECT type, metadata->'actor'->>'role' AS actor FROM ${app.db.schema}.events WHERE stream_id = $1 AND type = 'OpenChatPostDeleted' ORDER BY global_position`,
        [`open-chat-${property}`],
      );
      expect(rows.map((row) => row.actor)).toEqual(['member', 'admin', 'admin']);
    });
  });

  it('takes at most 10 questions an hour from one member, then answers 429 with Retry-After', async () => {
    const property = await newListing();
    const busy = await signUpMember(app, { nickname: 'しつもん好き' });
    for (let index = 1; index <= 10; index++) await ask(busy.token, property, `質問${index}`).expect(201);
    const refused = await ask(busy.token, property, '質問11').expect(429);
    expect(refused.body.success).toBe(false);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await board(property)).questions).toHaveLength(10);
    // Someone else still may ask.
    await ask(third.token, property, '別の人の質問').expect(201);
  });
});
