import request from 'supertest';
import type { App } from 'supertest/types';
import { UnreadMessageMailService } from '../../../application/deals/unread-message-mail.service';
import { forgetAttempts, signUpMember, signUpSeller, type SignedInMember } from '../../testing/account-fixtures';
import { bearer, listingIn } from '../../testing/property-fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { storeKinds } from '../../testing/test-databases';

const MINUTE = 60_000;
const SUBJECT = '【いえとち直売所】新しいメッセージがあります';

describe.each(storeKinds())('Mail about unread deal messages on the %s store', (kind) => {
  let app: TestApp;
  let http: App;
  let listing: string;
  let mails: UnreadMessageMailService;

  const inbox = async (member: SignedInMember) =>
    ((await request(http).get('/api/dev/mailbox').query({ to: member.email }).expect(200)).body.data as Array<{ subject: string; text: string }>).filter(
      (mail) => mail.subject === SUBJECT,
    );
  const deal = async () => {
    const seller = await signUpSeller(app);
    const buyer = await signUpMember(app);
    await forgetAttempts(app);
    const property = await listingIn(http, seller.token, 'published');
    const threadId = (await request(http).post('/api/message/thread/create').set(bearer(buyer.token)).send({ property_id: property }).expect(200)).body.data.thread_id as string;
    const say = (member: SignedInMember, message: string) => request(http).post('/api/message/create').set(bearer(member.token)).send({ thread_id: threadId, message }).expect(200);
    return { seller, buyer, threadId, say };
  };

  beforeAll(async () => {
    app = await createTestApp(kind);
    http = app.app.getHttpServer() as App;
    mails = app.app.get(UnreadMessageMailService);
    listing = await listingIn(http, (await signUpSeller(app)).token, 'published');
  });
  afterAll(() => app.dispose());

  it('mails a member once a message has waited unread for 10 minutes, with a link to the deal, and once only', async () => {
    const { seller, buyer, threadId, say } = await deal();
    await say(buyer, '見学できますか？');
    app.clock.advance(9 * MINUTE);
    await mails.sendDue();
    expect(await inbox(seller)).toHaveLength(0);

    app.clock.advance(2 * MINUTE);
    await mails.sendDue();
    const [mail] = await inbox(seller);
    expect(mail.text).toContain('まだお読みになっていないメッセージが1件あります');
    expect(mail.text).toContain('物件: 里山の古民家と畑');
    expect(mail.text).toContain(`/mypage/chat/${threadId}`);
    expect(await inbox(buyer)).toHaveLength(0);

    await say(buyer, '週末はいかがでしょうか');
    app.clock.advance(2 * 60 * MINUTE);
    await mails.sendDue();
    expect(await inbox(seller)).toHaveLength(1);
  });

  it('mails again for messages that arrive after the member read, but not within the hour', async () => {
    const { seller, buyer, threadId, say } = await deal();
    await say(buyer, 'はじめまして');
    app.clock.advance(11 * MINUTE);
    await mails.sendDue();
    expect(await inbox(seller)).toHaveLength(1);

    await request(http).patch('/api/message/read-mark').set(bearer(seller.token)).send({ thread_id: threadId }).expect(200);
    await say(buyer, 'もうひとつ質問です');
    app.clock.advance(11 * MINUTE);
    await mails.sendDue();
    expect(await inbox(seller)).toHaveLength(1);

    // An hour after the first mail.
    app.clock.advance(50 * MINUTE);
    await mails.sendDue();
    expect(await inbox(seller)).toHaveLength(2);
  });

  it('sends nothing to a member who turned it off, and sends again once turned back on', async () => {
    const { seller, buyer, say } = await deal();
    expect((await request(http).get('/api/mypage/notification-settings').set(bearer(seller.token)).expect(200)).body.data).toEqual({ message_mail: true, news_mail: true });
    const off = await request(http).patch('/api/mypage/notification-settings').set(bearer(seller.token)).send({ message_mail: false }).expect(200);
    expect(off.body).toMatchObject({ message: 'お知らせの設定を保存しました。', data: { message_mail: false } });
    await say(buyer, 'ご連絡お待ちしています');
    app.clock.advance(11 * MINUTE);
    await mails.sendDue();
    expect(await inbox(seller)).toHaveLength(0);

    await request(http).patch('/api/mypage/notification-settings').set(bearer(seller.token)).send({ message_mail: true }).expect(200);
    await mails.sendDue();
    expect(await inbox(seller)).toHaveLength(1);
    const bad = await request(http).patch('/api/mypage/notification-settings').set(bearer(seller.token)).send({ message_mail: 'yes' }).expect(422);
    expect(bad.body.errors).toHaveProperty('message_mail');
  });

  it('sends each mail once when several sweeps run at the same moment', async () => {
    const { seller, buyer, say } = await deal();
    await say(buyer, '同時に');
    app.clock.advance(11 * MINUTE);
    const counts = await Promise.all([mails.sendDue(), mails.sendDue(), mails.sendDue()]);
    expect(await inbox(seller)).toHaveLength(1);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBeGreaterThanOrEqual(1);
  });

  it('says nothing about a deal that was blocked', async () => {
    const { seller, buyer, threadId, say } = await deal();
    await say(buyer, 'こんにちは');
    await request(http).post('/api/message/thread/block').set(bearer(seller.token)).send({ thread_id: threadId }).expect(200);
    app.clock.advance(11 * MINUTE);
    await mails.sendDue();
    expect(await inbox(seller)).toHaveLength(0);
  });

  it('keeps the setting to members', async () => {
    await request(http).get('/api/mypage/notification-settings').expect(401);
    expect(listing).toBeTruthy();
  });
});
