import type { AddressInfo } from 'node:net';
import request from 'supertest';
import type { App } from 'supertest/types';
import { createApp, type RunningApp } from '../../app/create-app';
import { writeHeldOpen } from '../../testing/held-open-write';
import { forgetAttempts, signUpMember, signUpSeller, type SignedInMember } from '../../testing/account-fixtures';
import { bearer, listingIn } from '../../testing/property-fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { storeKinds } from '../../testing/test-databases';

interface StreamEvent {
  id?: string;
  event: string;
  data: { thread_id?: string };
}

/** An open SSE stream read with fetch, as the web client reads it. */
class OpenStream {
  readonly events: StreamEvent[] = [];
  private readonly controller = new AbortController();
  private waiters: Array<() => void> = [];
  readonly status: Promise<number>;

  constructor(base: string, token: string, headers: Record<string, string> = {}) {
    this.status = fetch(`${base}/api/message/stream`, { headers: { Authorization: `Bearer ${token}`, ...headers }, signal: this.controller.signal }).then((response) => {
      if (response.ok && response.body) void this.read(response.body);
      return response.status;
    });
  }

  /** Resolves when the server ends the stream. */
  ended = false;

  private async read(body: ReadableStream<Uint8Array>): Promise<void> {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of body) {
        buffer += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const fields = Object.fromEntries(block.split('\n').filter((line) => line && !line.startsWith(':')).map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trim()]));
          if (!fields.event) continue;
          this.events.push({ id: fields.id, event: fields.event, data: JSON.parse(fields.data ?? '{}') as StreamEvent['data'] });
          for (const wake of this.waiters.splice(0)) wake();
        }
      }
      this.ended = true;
    } catch {
      // Closed by the test.
    }
  }

  async waitFor(count: number, timeoutMs = 5000): Promise<StreamEvent[]> {
    const deadline = Date.now() + timeoutMs;
    while (this.events.length < count) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`expected ${count} events, got ${JSON.stringify(this.events)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return this.events;
  }

  close(): void {
    this.controller.abort();
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe.each(storeKinds())('Live deal notices on the %s store', (kind) => {
  let app: TestApp;
  let http: App;
  let base: string;
  let seller: SignedInMember;
  let buyer: SignedInMember;
  let third: SignedInMember;
  let threadId: string;
  const streams: OpenStream[] = [];
  const open = (token: string, headers?: Record<string, string>) => {
    const stream = new OpenStream(base, token, headers);
    streams.push(stream);
    return stream;
  };
  const say = (token: string, message: string) => request(http).post('/api/message/create').set(bearer(token)).send({ thread_id: threadId, message }).expect(200);

  beforeAll(async () => {
    app = await createTestApp(kind, [], { PUBLIC_URL: 'http://localhost:3000' });
    await app.app.listen(0, '127.0.0.1');
    base = `http://127.0.0.1:${(app.app.getHttpServer().address() as AddressInfo).port}`;
    http = app.app.getHttpServer() as App;
    seller = await signUpSeller(app, { nickname: 'みどり農園' });
    buyer = await signUpMember(app);
    third = await signUpMember(app);
    await forgetAttempts(app);
    const listing = await listingIn(http, seller.token, 'published');
    threadId = (await request(http).post('/api/message/thread/create').set(bearer(buyer.token)).send({ property_id: listing }).expect(200)).body.data.thread_id;
  });
  afterEach(() => {
    for (const stream of streams.splice(0)) stream.close();
  });
  afterAll(() => app.dispose());

  it('tells the other party’s open page about a new message and a read mark, and a third member nothing', async () => {
    const sellerPage = open(seller.token);
    const buyerPage = open(buyer.token);
    const thirdPage = open(third.token);
    expect(await sellerPage.status).toBe(200);
    expect(await thirdPage.status).toBe(200);
    await settle();
    await say(buyer.token, '見学できますか？');
    const [message] = await sellerPage.waitFor(1);
    expect(message).toMatchObject({ event: 'message', data: { thread_id: threadId } });
    expect(message.id).toMatch(/^\d+-\d+$/);
    await request(http).patch('/api/message/read-mark').set(bearer(seller.token)).send({ thread_id: threadId }).expect(200);
    const buyerEvents = await buyerPage.waitFor(2);
    expect(buyerEvents.map((event) => event.event)).toEqual(['message', 'read']);
    await settle();
    expect(thirdPage.events).toEqual([]);
  });

  it('tells both parties’ pages about a step of the deal’s contract, with the contract already readable', async () => {
    const listing = await listingIn(http, seller.token, 'published');
    const dealId = (await request(http).post('/api/message/thread/create').set(bearer(third.token)).send({ property_id: listing }).expect(200)).body.data.thread_id as string;
    const sellerPage = open(seller.token);
    const thirdPage = open(third.token);
    const buyerPage = open(buyer.token);
    await Promise.all([sellerPage.status, thirdPage.status, buyerPage.status]);
    await settle();
    await request(http).get(`/api/contract/${dealId}/request-create-contract`).set(bearer(third.token)).expect(200);
    const [notice] = await sellerPage.waitFor(1);
    expect(notice).toMatchObject({ event: 'contract', data: { thread_id: dealId } });
    expect((await thirdPage.waitFor(1))[0]).toMatchObject({ event: 'contract', data: { thread_id: dealId } });
    const history = (await request(http).get('/api/user-contract/history').set(bearer(seller.token)).expect(200)).body.data.data;
    expect(history.find((item: { thread_id: string }) => item.thread_id === dealId)).toMatchObject({ status_id: 1 });
    await settle();
    expect(buyerPage.events).toEqual([]);
  });

  it('has the read models ready when the notice arrives: the unread count is already there', async () => {
    const sellerPage = open(seller.token);
    await sellerPage.status;
    await settle();
    await say(buyer.token, '価格の相談は可能でしょうか');
    await sellerPage.waitFor(1);
    const list = (await request(http).get('/api/message/thread/index').set(bearer(seller.token)).expect(200)).body.data;
    expect(list.find((thread: { id: string }) => thread.id === threadId).midoku_count).toBeGreaterThan(0);
  });

  it('replays what a reconnecting page missed after its Last-Event-ID', async () => {
    const first = open(seller.token);
    await first.status;
    await settle();
    await say(buyer.token, 'ひとつめ');
    const [seen] = await first.waitFor(1);
    first.close();
    await say(buyer.token, 'ふたつめ');
    await say(buyer.token, 'みっつめ');
    const again = open(seller.token, { 'Last-Event-ID': seen.id ?? '' });
    const replayed = await again.waitFor(2);
    expect(replayed.map((event) => event.event)).toEqual(['message', 'message']);
    expect(replayed.every((event) => event.id !== seen.id)).toBe(true);
  });

  it('refuses a guest and another site', async () => {
    expect((await fetch(`${base}/api/message/stream`)).status).toBe(401);
    const foreign = await fetch(`${base}/api/message/stream`, { headers: { Authorization: `Bearer ${buyer.token}`, Origin: 'https://evil.example' } });
    expect(foreign.status).toBe(403);
    const own = open(buyer.token, { Origin: 'http://localhost:3000' });
    expect(await own.status).toBe(200);
  });

  it('ends open streams when the server stops, so it can stop at once', async () => {
    const other = await createTestApp(kind);
    await other.app.listen(0, '127.0.0.1');
    const otherBase = `http://127.0.0.1:${(other.app.getHttpServer().address() as AddressInfo).port}`;
    const member = await signUpMember(other);
    const page = new OpenStream(otherBase, member.token);
    streams.push(page);
    expect(await page.status).toBe(200);
    const started = Date.now();
    await other.dispose();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(page.ended).toBe(true);
    expect(Date.now() - started).toBeLessThan(30_000);
  });

  if (kind === 'server') {
    it('tells a page about a message whose append was held back by an older open transaction that ends without a notice', async () => {
      const sellerPage = open(seller.token);
      expect(await sellerPage.status).toBe(200);
      await settle();
      // Another write (no deal, no append: an open append would hold the message's append back on
      // the hash chain) is still open when the message is appended: the message cannot be read
      // before it ends, and its end notifies no one.
      const held = await writeHeldOpen(app.database);
      try {
        await say(buyer.token, '少し前の取引が終わるまで待つメッセージ');
        expect(sellerPage.events).toEqual([]);
      } finally {
        await held.commit();
      }
      expect((await sellerPage.waitFor(1, 3000))[0]).toMatchObject({ event: 'message', data: { thread_id: threadId } });
    });

    it('tells pages held by another server process on the same database', async () => {
      const other = await app.database.openAnother();
      let second: RunningApp | undefined;
      try {
        second = await createApp(app.config, { database: other });
        await second.app.listen(0, '127.0.0.1');
        const secondBase = `http://127.0.0.1:${(second.app.getHttpServer().address() as AddressInfo).port}`;
        const page = new OpenStream(secondBase, seller.token);
        streams.push(page);
        expect(await page.status).toBe(200);
        await settle();
        await say(buyer.token, '別のサーバーから');
        expect((await page.waitFor(1))[0]).toMatchObject({ event: 'message', data: { thread_id: threadId } });
      } finally {
        for (const stream of streams.splice(0)) stream.close();
        await second?.close();
        await other.close();
      }
    });
  }
});
