import request from 'supertest';
import type { App } from 'supertest/types';
import { forgetAttempts, GOOD_PASSWORD, signInAdmin, signInLawyer, signUpMember, signUpSeller, type SignedInMember } from '../../testing/account-fixtures';
import { bearer, listingIn } from '../../testing/property-fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { storeKinds } from '../../testing/test-databases';

const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.from('1 0 obj << /Type /Catalog >> endobj\n%%EOF\n')]);

describe.each(storeKinds())('Deals and their chat on the %s store', (kind) => {
  let app: TestApp;
  let http: App;
  let seller: SignedInMember;
  let buyer: SignedInMember;
  let third: SignedInMember;
  let listing: string;

  const open = (token: string, propertyId: string) => request(http).post('/api/message/thread/create').set(bearer(token)).send({ property_id: propertyId });
  const say = (token: string, threadId: string, message: string) => request(http).post('/api/message/create').set(bearer(token)).send({ thread_id: threadId, message });
  const threads = async (token: string, all = false) => (await request(http).get(`/api/message/thread/index${all ? '?all' : ''}`).set(bearer(token)).expect(200)).body.data;
  const counters = async (token: string) => (await request(http).get('/api/todolist-news-unread').set(bearer(token)).expect(200)).body.data;
  const newDeal = async () => {
    const other = await signUpMember(app, { nickname: '移住を考える人' });
    const threadId = (await open(other.token, listing).expect(200)).body.data.thread_id as string;
    return { member: other, threadId };
  };

  beforeAll(async () => {
    app = await createTestApp(kind);
    http = app.app.getHttpServer() as App;
    seller = await signUpSeller(app, { nickname: 'みどり農園' });
    buyer = await signUpMember(app, { nickname: '山の家さがし' });
    third = await signUpMember(app, { nickname: 'となりの人' });
    await forgetAttempts(app);
    listing = await listingIn(http, seller.token, 'published');
  });
  afterAll(() => app.dispose());

  describe('opening a deal from the listing', () => {
    it('opens one deal per listing and buyer: pressing the button again opens the same one', async () => {
      const first = (await open(buyer.token, listing).expect(200)).body.data.thread_id;
      const again = (await open(buyer.token, listing).expect(200)).body.data.thread_id;
      expect(again).toBe(first);
      const list = await threads(buyer.token);
      expect(list.filter((thread: { property_id: string }) => thread.property_id === listing)).toHaveLength(1);
      expect(list[0]).toMatchObject({
        id: first,
        role: 'buyer',
        partner_nickname: 'みどり農園',
        property_name: '里山の古民家と畑',
        property_price: 3_800_000,
        status_id: 1,
        status_name: '問い合わせ中',
        midoku_count: 0,
        pinned_at: null,
      });
    });

    it('lists a deal whose buyer withdrew under 退会済み会員, with its unread message and preview', async () => {
      const { member, threadId } = await newDeal();
      await say(member.token, threadId, 'よろしくお願いします。\n見学を希望します。').expect(200);
      await request(http).post('/api/withdraw').set(bearer(member.token)).send({ password: GOOD_PASSWORD }).expect(200);
      const item = (await threads(seller.token)).find((thread: { id: string }) => thread.id === threadId);
      expect(item).toMatchObject({
        role: 'seller',
        partner_id: member.id,
        partner_nickname: '退会済み会員',
        midoku_count: 1,
        partner_read_up_to: 1,
        pinned_at: null,
        last_message_preview: 'よろしくお願いします。 見学を希望します。',
      });
      expect(typeof item.last_activity_at).toBe('string');
    });

    it('opens one deal when the button is pressed twice at once', async () => {
      const other = await signUpMember(app);
      const answers = await Promise.all([open(other.token, listing), open(other.token, listing), open(other.token, listing)]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
      expect(new Set(answers.map((answer) => answer.body.data.thread_id)).size).toBe(1);
      expect(await threads(other.token)).toHaveLength(1);
    });

    it('refuses the seller asking about their own listing', async () => {
      const answer = await open(seller.token, listing).expect(409);
      expect(answer.body).toMatchObject({ success: false, message: 'ご自身の物件には問い合わせできません。' });
    });

    it.each(['draft', 'withdrawn', 'closed'] as const)('refuses a %s listing', async (status) => {
      const other = await listingIn(http, seller.token, status);
      const answer = await open(buyer.token, other).expect(409);
      expect(answer.body.message).toBe('この物件は現在お問い合わせを受け付けていません。');
    });

    it('answers 404 for a listing that does not exist, and names a malformed id', async () => {
      await open(buyer.token, '00000000-0000-4000-8000-000000000000').expect(404);
      const answer = await open(buyer.token, 'not-an-id').expect(422);
      expect(answer.body.errors).toHaveProperty('property_id');
    });

    it('is for members only: a guest is asked to sign in, an admin and a lawyer are refused', async () => {
      await request(http).post('/api/message/thread/create').send({ property_id: listing }).expect(401);
      await open(await signInAdmin(http), listing).expect(403);
      await open(await signInLawyer(http), listing).expect(403);
    });
  });

  describe('messages', () => {
    it('counts the buyer’s question as unread for the seller until read, and the seller’s answer makes it a negotiation', async () => {
      const before = await counters(seller.token);
      const { member, threadId } = await newDeal();
      await say(member.token, threadId, '  見学はできますか？  ').expect(200);
      await say(member.token, threadId, '週末を希望します。').expect(200);

      const sellerView = (await threads(seller.token)).find((thread: { id: string }) => thread.id === threadId);
      expect(sellerView).toMatchObject({ role: 'seller', partner_nickname: '移住を考える人', midoku_count: 2, status_id: 1 });
      expect(await counters(seller.token)).toMatchObject({ message_unread: before.message_unread + 2, thread_all: before.thread_all + 1 });

      const todo = async () =>
        ((await request(http).get('/api/todo-list/list?page=1').set(bearer(seller.token)).expect(200)).body.data.data as Array<{ type: number; thread_id: string; status: number }>).find(
          (item) => item.type === 5 && item.thread_id === threadId,
        );
      expect(await todo()).toMatchObject({ status: 0, title: '新しいメッセージがあります' });

      const read = await request(http).patch('/api/message/read-mark').set(bearer(seller.token)).send({ thread_id: threadId }).expect(200);
      expect(read.body.data.message_unread).toBe(before.message_unread);
      expect(await todo()).toMatchObject({ status: 1 });
      await say(seller.token, threadId, 'はい、土曜日の午前はいかがですか。').expect(200);

      const history = (await request(http).get(`/api/message/index/${threadId}`).set(bearer(member.token)).expect(200)).body.data;
      expect(history.thread).toMatchObject({ id: threadId, status_id: 2, status_name: '商談中', midoku_count: 1, partner_read_up_to: 3 });
      expect(history.messages.map((message: { seq: number; text: string }) => [message.seq, message.text])).toEqual([
        [1, '見学はできますか？'],
        [2, '週末を希望します。'],
        [3, 'はい、土曜日の午前はいかがですか。'],
      ]);
      expect(history.has_more).toBe(false);
    });

    it('refuses an empty and an over-long message, naming the field, and stores nothing', async () => {
      const { member, threadId } = await newDeal();
      const empty = await say(member.token, threadId, ' \n ').expect(422);
      expect(empty.body.errors.message).toEqual(['メッセージを入力するか、ファイルを添付してください。']);
      const long = await say(member.token, threadId, 'あ'.repeat(2001)).expect(422);
      expect(long.body.errors.message).toEqual(['メッセージは2,000文字以内で入力してください。']);
      await say(member.token, threadId, '😀'.repeat(2000)).expect(200);
      const history = (await request(http).get(`/api/message/index/${threadId}`).set(bearer(member.token)).expect(200)).body.data;
      expect(history.messages).toHaveLength(1);
    });

    it('takes several lines, and refuses characters that disguise text, naming the field', async () => {
      const { member, threadId } = await newDeal();
      await say(member.token, threadId, '1行目\n2行目\r\n\t3行目').expect(200);
      const disguised = await say(member.token, threadId, '請求書\u202Efdp.exe').expect(422);
      expect(disguised.body.errors).toHaveProperty('message');
      const history = (await request(http).get(`/api/message/index/${threadId}`).set(bearer(member.token)).expect(200)).body.data;
      expect(history.messages.map((message: { text: string }) => message.text)).toEqual(['1行目\n2行目\r\n\t3行目']);
    });

    it('keeps messages as plain text, exactly as written', async () => {
      const { member, threadId } = await newDeal();
      const text = '<script>alert(1)</script> **太字** https://example.jp/?a=1&b=2';
      await say(member.token, threadId, text).expect(200);
      const history = (await request(http).get(`/api/message/index/${threadId}`).set(bearer(seller.token)).expect(200)).body.data;
      expect(history.messages[0].text).toBe(text);
    });

    it('pages backwards through a long history, 50 at a time', async () => {
      const { member, threadId } = await newDeal();
      for (let index = 1; index <= 53; index++) await say(index % 2 ? member.token : seller.token, threadId, `メッセージ${index}`).expect(200);
      const newest = (await request(http).get(`/api/message/index/${threadId}`).set(bearer(member.token)).expect(200)).body.data;
      expect(newest.messages).toHaveLength(50);
      expect(newest.messages[0].seq).toBe(4);
      expect(newest.messages.at(-1).seq).toBe(53);
      expect(newest.has_more).toBe(true);
      const older = (await request(http).get(`/api/message/index/${threadId}?before=4`).set(bearer(member.token)).expect(200)).body.data;
      expect(older.messages.map((message: { seq: number }) => message.seq)).toEqual([1, 2, 3]);
      expect(older.has_more).toBe(false);
      const bad = await request(http).get(`/api/message/index/${threadId}?before=abc`).set(bearer(member.token)).expect(422);
      expect(bad.body.errors).toHaveProperty('before');
    });

    it('keeps every message and exact unread counts when 50 are sent at once', async () => {
      const { member, threadId } = await newDeal();
      const senders = Array.from({ length: 50 }, (_, index) => (index % 2 === 0 ? member : seller));
      const answers = await Promise.all(senders.map((sender, index) => say(sender.token, threadId, `同時に${index}`)));
      expect(answers.map((answer) => answer.status).filter((status) => status !== 200)).toEqual([]);
      const history = (await request(http).get(`/api/message/index/${threadId}`).set(bearer(member.token)).expect(200)).body.data;
      expect(history.messages.map((message: { seq: number }) => message.seq)).toEqual(Array.from({ length: 50 }, (_, index) => index + 1));
      // Each party has read up to their own last message: what the other sent after it is unread.
      for (const party of [member, seller]) {
        const messages = history.messages as Array<{ seq: number; sender_id: string }>;
        const lastOwn = Math.max(...messages.filter((message) => message.sender_id === party.id).map((message) => message.seq));
        const unread = messages.filter((message) => message.sender_id !== party.id && message.seq > lastOwn).length;
        const view = (await threads(party.token)).find((thread: { id: string }) => thread.id === threadId);
        expect(view.midoku_count).toBe(unread);
      }
    });

    it('counts unread messages exactly over many deals written at once', async () => {
      const deals: Array<Awaited<ReturnType<typeof newDeal>>> = [];
      for (let index = 0; index < 8; index++) deals.push(await newDeal());
      const before = (await counters(seller.token)).message_unread;
      await Promise.all(deals.flatMap(({ member, threadId }) => [1, 2, 3].map((index) => say(member.token, threadId, `質問${index}`).expect(200))));
      expect((await counters(seller.token)).message_unread).toBe(before + 24);
    });
  });

  describe('files', () => {
    it('sends a PDF that both parties and an admin can download, and nobody else', async () => {
      const { member, threadId } = await newDeal();
      const sent = await request(http)
        .post('/api/message/create')
        .set(bearer(seller.token))
        .field('thread_id', threadId)
        .field('message', '重要事項の資料です。')
        .attach('file', PDF, { filename: '重要事項説明.pdf', contentType: 'application/octet-stream' })
        .expect(200);
      const messageId = sent.body.data.message_id as string;
      const history = (await request(http).get(`/api/message/index/${threadId}`).set(bearer(member.token)).expect(200)).body.data;
      expect(history.messages[0]).toMatchObject({ text: '重要事項の資料です。', file: { file_name: '重要事項説明.pdf', content_type: 'application/pdf', size: PDF.length } });

      const path = `/api/message/${threadId}/file/${messageId}`;
      for (const token of [member.token, seller.token, await signInAdmin(http)]) {
        const download = await request(http).get(path).set(bearer(token)).buffer(true).expect(200);
        expect(Buffer.compare(download.body as Buffer, PDF)).toBe(0);
        expect(download.headers['content-type']).toBe('application/pdf');
        expect(download.headers['x-content-type-options']).toBe('nosniff');
        expect(download.headers['content-disposition']).toBe(`attachment; filename="file.pdf"; filename*=UTF-8''${encodeURIComponent('重要事項説明.pdf')}`);
      }
      await request(http).get(path).set(bearer(third.token)).expect(403);
      await request(http).get(path).set(bearer(await signInLawyer(http))).expect(403);
      await request(http).get(path).expect(401);
    });

    it('checks a file by its content: an HTML page named .pdf is refused, and nothing is stored', async () => {
      const { member, threadId } = await newDeal();
      const answer = await request(http)
        .post('/api/message/create')
        .set(bearer(member.token))
        .field('thread_id', threadId)
        .attach('file', Buffer.from('<html><script>alert(1)</script></html>'), { filename: '契約書.pdf', contentType: 'application/pdf' })
        .expect(422);
      expect(answer.body.errors.file).toEqual(['送れるファイルは PDF・JPEG・PNG・HEIC です。']);
      const history = (await request(http).get(`/api/message/index/${threadId}`).set(bearer(member.token)).expect(200)).body.data;
      expect(history.messages).toEqual([]);
    });

    it('refuses a file over 10 MB with 413', async () => {
      const { member, threadId } = await newDeal();
      const big = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]);
      await request(http).post('/api/message/create').set(bearer(member.token)).field('thread_id', threadId).attach('file', big, { filename: 'big.pdf' }).expect(413);
    });
  });

  describe('pins', () => {
    it('pins a deal to the top of the member’s own list with the spec’s messages, and unpins it', async () => {
      const { member, threadId } = await newDeal();
      const older = await newDeal();
      await say(older.member.token, older.threadId, '新しいやりとり').expect(200);
      const pinned = await request(http).post(`/api/message/${threadId}/toggle-pinned?pinned=add`).set(bearer(seller.token)).expect(200);
      expect(pinned.body.message).toBe('チャットをピン留めしました');
      const list = await threads(seller.token);
      expect(list[0]).toMatchObject({ id: threadId });
      expect(list[0].pinned_at).not.toBeNull();
      expect((await threads(member.token))[0].pinned_at).toBeNull();
      const unpinned = await request(http).post(`/api/message/${threadId}/toggle-pinned?pinned=remove`).set(bearer(seller.token)).expect(200);
      expect(unpinned.body.message).toBe('チャットのピン留めを外しました');
      expect((await threads(seller.token)).find((thread: { id: string }) => thread.id === threadId).pinned_at).toBeNull();
      const bad = await request(http).post(`/api/message/${threadId}/toggle-pinned?pinned=maybe`).set(bearer(seller.token)).expect(422);
      expect(bad.body.errors).toHaveProperty('pinned');
    });
  });

  describe('blocking', () => {
    it('ends the deal for both sides: no more messages, greyed as cancelled, listed only with ?all', async () => {
      const { member, threadId } = await newDeal();
      await say(member.token, threadId, 'こんにちは').expect(200);
      await request(http).post('/api/message/thread/block').set(bearer(seller.token)).send({ thread_id: threadId }).expect(200);
      for (const party of [member, seller]) {
        const refused = await say(party.token, threadId, 'まだ話せますか').expect(409);
        expect(refused.body.message).toBe('この取引は終了しているため、メッセージを送ることはできません。');
        expect((await threads(party.token)).some((thread: { id: string }) => thread.id === threadId)).toBe(false);
        expect((await threads(party.token, true)).find((thread: { id: string }) => thread.id === threadId)).toMatchObject({ status_id: 8, status_name: '取引中止' });
      }
      expect((await open(member.token, listing).expect(200)).body.data.thread_id).toBe(threadId);
    });
  });

  describe('who may see and do what', () => {
    it('refuses a third member, a lawyer and a guest on every deal call; an admin reads but does not write', async () => {
      const { member, threadId } = await newDeal();
      await say(member.token, threadId, '内密の相談です').expect(200);
      const admin = await signInAdmin(http);
      const lawyer = await signInLawyer(http);
      const calls = [
        (token?: string) => withToken(request(http).get(`/api/message/index/${threadId}`), token),
        (token?: string) => withToken(request(http).post('/api/message/create'), token).send({ thread_id: threadId, message: '割り込み' }),
        (token?: string) => withToken(request(http).patch('/api/message/read-mark'), token).send({ thread_id: threadId }),
        (token?: string) => withToken(request(http).post(`/api/message/${threadId}/toggle-pinned?pinned=add`), token),
        (token?: string) => withToken(request(http).post('/api/message/thread/block'), token).send({ thread_id: threadId }),
      ];
      for (const call of calls) {
        expect((await call(third.token)).status).toBe(403);
        expect((await call(lawyer)).status).toBe(403);
        expect((await call(undefined)).status).toBe(401);
      }
      expect((await calls[0](admin)).status).toBe(200);
      for (const write of calls.slice(1)) expect((await write(admin)).status).toBe(403);
      const adminList = (await request(http).get(`/api/admin/user/${member.id}/deals`).set(bearer(admin)).expect(200)).body.data;
      expect(adminList.map((thread: { id: string }) => thread.id)).toEqual([threadId]);
      await request(http).get(`/api/admin/user/${member.id}/deals`).set(bearer(member.token)).expect(403);
      const history = (await request(http).get(`/api/message/index/${threadId}`).set(bearer(member.token)).expect(200)).body.data;
      expect(history.messages).toHaveLength(1);
      expect(history.thread.status_id).toBe(1);
    });

    it('answers 404 for a deal that does not exist', async () => {
      await request(http).get('/api/message/index/00000000-0000-4000-8000-000000000000').set(bearer(buyer.token)).expect(404);
      await request(http).get('/api/message/index/nope').set(bearer(buyer.token)).expect(404);
    });
  });
});

function withToken(test: request.Test, token: string | undefined): request.Test {
  return token ? test.set(bearer(token)) : test;
}
