import { ident, type Database } from '../infrastructure/database/database';
import { DEMO_ACCOUNTS } from '../infrastructure/seed/demo-accounts';

/**
 * Members, listings and deals for the deal benchmarks, made through the HTTP API the way people
 * make them (sign-up by mailed link, identity approved by the admin, listings published, deals
 * opened from a listing, messages written), so every read model is what the projectors make of it.
 */

export interface BenchMember {
  id: string;
  token: string;
}

export interface BenchThread {
  id: string;
  seller: BenchMember;
  buyer: BenchMember;
}

export interface DealWorld {
  members: BenchMember[];
  /** Deals between the members, two parties each. */
  threads: BenchThread[];
  /** A buyer with `heavyThreads` deals, each with a message from the seller, a few pinned. */
  heavy: BenchMember;
  heavyThreads: number;
  /** The heavy buyer's deals. */
  heavyThreadIds: string[];
  seedMs: number;
  requests: number;
}

interface Answer {
  status: number;
  body: { success?: boolean; message?: string; data?: unknown };
}

/** A JSON client for the app, counting its requests. */
export class BenchApi {
  requests = 0;

  constructor(readonly port: number) {}

  async call(method: string, path: string, token: string | null, body?: unknown): Promise<Answer> {
    this.requests += 1;
    const response = await fetch(`http://127.0.0.1:${this.port}${path}`, {
      method,
      headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as Answer['body']) : {} };
  }

  async expect<T>(method: string, path: string, token: string | null, body: unknown, status: number): Promise<T> {
    const answer = await this.call(method, path, token, body);
    if (answer.status !== status) throw new Error(`${method} ${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    return answer.body.data as T;
  }
}

const PASSWORD = 'tanbo-no-naka-2026';
/** A one-pixel PNG as the identity document the admin approves. */
const IDENTITY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const PUBLISHED = 2;
/** Requests in flight while seeding: each write waits for the read models, so many share a round. */
const SEED_CONCURRENCY = 24;

const LISTING = {
  name: '里山の古民家と畑',
  zipcode1: '384',
  zipcode2: '0000',
  prefecture_id: 20,
  city: '小諸市',
  block: '大字山浦',
  address: '1234',
  area: 523.5,
  ground_id: 1,
  sale_price: 3_800_000,
};

/** Runs `task` over `items`, `concurrency` at a time. */
export async function inParallel<T>(items: readonly T[], concurrency: number, task: (item: T, index: number) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      await task(items[index], index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
}

/**
 * `members` members who sell and buy, `threads` deals among them (each member a seller in some
 * and a buyer in others, never with themself), and one more member who has opened `heavyThreads`
 * deals on the others' listings. `db` is the app's database: every request comes from 127.0.0.1,
 * so the sign-up attempt counters are forgotten before each sign-up, as the tests' fixtures do.
 */
export async function seedDealWorld(api: BenchApi, db: Database, options: { members: number; threads: number; heavyThreads: number }): Promise<DealWorld> {
  const started = performance.now();
  const admin = await api.expect<{ access_token: string }>('POST', '/api/admin/login', null, { email: DEMO_ACCOUNTS.admin.email, password: DEMO_ACCOUNTS.admin.password }, 200);
  const members: BenchMember[] = [];
  for (let i = 0; i < options.members; i++) members.push(await signUp(api, db, `dealbench.${i}`, admin.access_token, true));
  const heavy = await signUp(api, db, 'dealbench.heavy', admin.access_token, false);

  // Each member's listings: the ones their deals with other members are on, then the heavy buyer's.
  const pairs = Array.from({ length: options.threads }, (_, i) => {
    const seller = i % options.members;
    const buyer = (seller + 1 + (Math.floor(i / options.members) % (options.members - 1))) % options.members;
    return { seller: members[seller], buyer: members[buyer] };
  });
  const heavySellers = Array.from({ length: options.heavyThreads }, (_, i) => members[i % options.members]);
  const sellers = [...pairs.map((pair) => pair.seller), ...heavySellers];
  const listings: string[] = new Array<string>(sellers.length);
  await inParallel(sellers, SEED_CONCURRENCY, async (seller, index) => {
    const { id } = await api.expect<{ id: string }>('POST', '/api/property/edit', seller.token, { ...LISTING, name: `${LISTING.name} ${index + 1}` }, 201);
    await api.expect('POST', '/api/property/update-status', seller.token, { property_id: id, status_id: PUBLISHED }, 200);
    listings[index] = id;
  });

  const threads: BenchThread[] = new Array<BenchThread>(pairs.length);
  await inParallel(pairs, SEED_CONCURRENCY, async (pair, index) => {
    const { thread_id } = await api.expect<{ thread_id: string }>('POST', '/api/message/thread/create', pair.buyer.token, { property_id: listings[index] }, 200);
    threads[index] = { id: thread_id, ...pair };
  });

  const heavyThreadIds: string[] = new Array<string>(options.heavyThreads);
  await inParallel(heavySellers, SEED_CONCURRENCY, async (seller, index) => {
    const { thread_id } = await api.expect<{ thread_id: string }>('POST', '/api/message/thread/create', heavy.token, { property_id: listings[pairs.length + index] }, 200);
    heavyThreadIds[index] = thread_id;
    await api.expect('POST', '/api/message/create', seller.token, { thread_id, message: `お問い合わせありがとうございます。見学はいつでもどうぞ。（${index + 1}）` }, 200);
  });
  for (const threadId of heavyThreadIds.slice(0, 5)) {
    await api.expect('POST', `/api/message/${threadId}/toggle-pinned?pinned=add`, heavy.token, undefined, 200);
  }
  return { members, threads, heavy, heavyThreads: options.heavyThreads, heavyThreadIds, seedMs: performance.now() - started, requests: api.requests };
}

async function signUp(api: BenchApi, db: Database, name: string, adminToken: string, seller: boolean): Promise<BenchMember> {
  await db.query(`DELETE FROM ${ident(db.schema)}.attempt_counters`);
  const email = `${name}.${Date.now().toString(36)}@example.jp`;
  await api.expect('POST', '/api/signup/check-email', null, { email }, 200);
  const [mail] = await api.expect<Array<{ text: string }>>('GET', `/api/dev/mailbox?to=${encodeURIComponent(email)}`, null, undefined, 200);
  const token = /[?&]token=([\w-]+)/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`no sign-up link mailed to ${email}`);
  const created = await api.expect<{ user: { id: string }; access_token: string }>(
    'POST',
    '/api/signup/create',
    null,
    { token, nickname: `取引ベンチ${name.split('.').pop()}`, password: PASSWORD, password_confirmation: PASSWORD, is_interested_buyer: true, is_interested_seller: seller },
    201,
  );
  const member = { id: created.user.id, token: created.access_token };
  if (seller) {
    const form = new FormData();
    form.append('files', new Blob([IDENTITY_PNG], { type: 'image/png' }), 'license.png');
    api.requests += 1;
    const upload = await fetch(`http://127.0.0.1:${api.port}/api/mypage/user/upload-identification`, { method: 'POST', headers: { Authorization: `Bearer ${member.token}` }, body: form });
    if (upload.status !== 201) throw new Error(`identity upload answered ${upload.status}: ${await upload.text()}`);
    await api.expect('PATCH', `/api/admin/user/identification/confirm/${member.id}`, adminToken, undefined, 200);
  }
  return member;
}
