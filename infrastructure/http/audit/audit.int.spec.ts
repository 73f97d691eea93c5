import { execFile, spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { promisify } from 'node:util';
import request from 'supertest';
import type { App } from 'supertest/types';
import { CONTRACT_STATUSES } from '../../../domain/contracts/contract-status';
import { PostgresEventStore } from '../../event-store/postgres-event-store';
import { replayCommand } from '../../cli/replay.command';
import { ident } from '../../database/database';
import { forgetAttempts, signInAdmin, signInLawyer, signUpMember, verifyIdentity, VALID_PROFILE, type SignedInMember } from '../../testing/account-fixtures';
import { bearer, listingIn } from '../../testing/property-fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { storeKinds } from '../../testing/test-databases';
import { SANDBOX_CARD_TOKENS } from '../../payments/sandbox-payment-gateway';

const run = promisify(execFile);

const COMPLETE_TERMS = {
  delivery_date: '2027-03-31',
  deposit_amount: 380_000,
  deposit_deadline: '2027-01-31',
  payment_schedule: [{ label: '残代金', amount: 3_420_000, due_date: '2027-03-31' }],
  annual_fixed_asset_tax: 36_500,
};

function binary(response: request.Response, callback: (error: Error | null, body: Buffer) => void) {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => callback(null, Buffer.concat(chunks)));
}

async function pdfText(bytes: Buffer): Promise<string> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'timeline-pdf-'));
  try {
    const file = path.join(folder, 'timeline.pdf');
    await writeFile(file, bytes);
    const { stdout } = await run('pdftotext', ['-enc', 'UTF-8', file, '-']);
    return stdout.replace(/\s+/g, '');
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** RFC 4180 fields of a CSV text: quoted fields may hold commas, quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    }
    else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i += 1;
    } else field += c;
  }
  return rows;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

class Collected extends Writable {
  text = '';
  override _write(chunk: Buffer, _encoding: string, done: () => void) {
    this.text += chunk.toString();
    done();
  }
}

const ROOT = path.join(__dirname, '..', '..', '..');

/** `npm run replay -- …` as its own process, from the source. */
function replayProcess(args: string[]): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--require', path.join(ROOT, 'infrastructure', 'testing', 'swc-require-hook.cjs'), path.join(ROOT, 'infrastructure', 'cli', 'cli.ts'), 'replay', ...args], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'silent' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('exit', (code) => resolve({ code, stderr }));
  });
}

describe('npm run replay', () => {
  it('ends with exit code 2 and names the problem when the time or the stream is missing or wrong', async () => {
    expect(await replayProcess(['--stream', 'deal-1', '--at', 'yesterday'])).toEqual({ code: 2, stderr: expect.stringContaining('ISO 8601') });
    expect(await replayProcess([])).toEqual({ code: 2, stderr: expect.stringContaining('--stream') });
  }, 30_000);
});

describe.each(storeKinds())('Audit replay and timelines on the %s store', (kind) => {
  let app: TestApp;
  let http: App;
  let seller: SignedInMember;
  let buyer: SignedInMember;
  let third: SignedInMember;
  let admin: string;
  let lawyer: string;

  const get = (path: string, token?: string) => (token ? request(http).get(path).set(bearer(token)) : request(http).get(path));
  const post = (path: string, body: object, token?: string) => (token ? request(http).post(path).set(bearer(token)).send(body) : request(http).post(path).send(body));
  const eventCount = async () => Number((await app.db.query<{ count: string }>(`SELECT count(*) AS count FROM ${ident(app.db.schema)}.events`)).rows[0].count);
  /** What the CLI prints with --json, parsed; and its exit code. */
  async function cli(stream: string, at?: string) {
    const output = new Collected();
    const errors = new Collected();
    const code = await replayCommand(new PostgresEventStore(app.db), { stream, at, json: true }, output, errors);
    return { code, answer: code === 0 ? JSON.parse(output.text) : null, error: errors.text };
  }

  async function newDeal(): Promise<{ id: string; listing: string }> {
    const listing = await listingIn(http, seller.token, 'published');
    const id = (await post('/api/message/thread/create', { property_id: listing }, buyer.token).expect(200)).body.data.thread_id as string;
    await post('/api/message/create', { thread_id: id, message: 'ご質問ありがとうございます。' }, seller.token).expect(200);
    return { id, listing };
  }

  beforeAll(async () => {
    app = await createTestApp(kind);
    http = app.app.getHttpServer() as App;
    seller = await signUpMember(app, { nickname: 'みどり農園' });
    await request(http).patch(`/api/mypage/user/update-basic/${seller.id}`).set(bearer(seller.token)).send({ ...VALID_PROFILE, nickname: 'みどり農園' }).expect(200);
    await verifyIdentity(app, seller);
    buyer = await signUpMember(app, { nickname: '山の家さがし' });
    await request(http).patch(`/api/mypage/user/update-basic/${buyer.id}`).set(bearer(buyer.token)).send({ ...VALID_PROFILE, nickname: '山の家さがし' }).expect(200);
    third = await signUpMember(app, { nickname: 'となりの人' });
    await forgetAttempts(app);
    admin = await signInAdmin(http);
    lawyer = await signInLawyer(http);
  });
  afterAll(() => app.dispose());

  it('replays a contract and a listing at three instants to the states the API showed then, by API and CLI alike', async () => {
    const { id, listing } = await newDeal();
    const seen: Array<{ at: string; status_id: number; deposit: number | null; name: string }> = [];
    const capture = async () => {
      const contract = (await get(`/api/contract/${id}/contract-detail-content`, buyer.token).expect(200)).body.data;
      const property = (await get(`/api/property/edit/${listing}`, seller.token).expect(200)).body.data;
      await pause(15);
      seen.push({ at: new Date().toISOString(), status_id: contract.status_id, deposit: contract.terms?.deposit_amount ?? null, name: property.name });
      await pause(15);
    };

    await get(`/api/contract/${id}/request-create-contract`, buyer.token).expect(200);
    await post(`/api/contract/${id}/create`, {}, seller.token).expect(200);
    await capture();
    await post(`/api/contract/edit-term/${id}`, COMPLETE_TERMS, seller.token).expect(200);
    await post(`/api/contract/edit-property/${id}`, { land_category: '宅地' }, seller.token).expect(200);
    await get(`/api/contract/${id}/buyer-agree`, buyer.token).expect(200);
    await post(`/api/property/edit/${listing}`, { name: '里山の古民家（改装済み）' }, seller.token).expect(200);
    await capture();
    await get(`/api/contract/${id}/seller-agree`, seller.token).expect(200);
    await post(`/api/property/edit/${listing}`, { name: '里山の古民家と畑（値下げ）' }, seller.token).expect(200);
    await capture();
    expect(new Set(seen.map((s) => s.status_id)).size).toBe(3);
    expect(new Set(seen.map((s) => s.name)).size).toBe(3);

    for (const then of seen) {
      const contract = (await get(`/api/admin/audit/stream/contract-${id}?at=${encodeURIComponent(then.at)}`, admin).expect(200)).body.data;
      expect({ status_id: CONTRACT_STATUSES[contract.state.status as keyof typeof CONTRACT_STATUSES].id, deposit: contract.state.terms?.deposit_amount ?? null }).toEqual({
        status_id: then.status_id,
        deposit: then.deposit,
      });
      expect(contract.events.every((event: { recorded_at: string }) => Date.parse(event.recorded_at) <= Date.parse(then.at))).toBe(true);
      const property = (await get(`/api/admin/audit/stream/property-${listing}?at=${encodeURIComponent(then.at)}`, admin).expect(200)).body.data;
      expect(property.state.fields.name).toBe(then.name);

      const fromCli = await cli(`contract-${id}`, then.at);
      expect(fromCli.code).toBe(0);
      expect(fromCli.answer).toEqual(contract);
    }
    const first = (await get(`/api/admin/audit/stream/contract-${id}?at=${encodeURIComponent(seen[0].at)}`, admin).expect(200)).body.data;
    expect(first.events.map((event: { type: string }) => event.type)).toEqual(['ContractRequested', 'ContractDrafted']);
    expect(first.events[0]).toMatchObject({ version: 1, type: 'ContractRequested', label: '契約書の作成が依頼されました', actor: { id: buyer.id, role: 'member', role_name: '会員' } });
    // Before the stream began: its initial state and no events.
    const before = (await get(`/api/admin/audit/stream/contract-${id}?at=2000-01-01T00:00:00Z`, admin).expect(200)).body.data;
    expect(before).toMatchObject({ version: 0, state: { status: 'none' }, events: [] });
  });

  it('lets only admins replay, and names what is wrong with the request', async () => {
    const { id } = await newDeal();
    const path = `/api/admin/audit/stream/deal-${id}`;
    const count = await eventCount();
    await get(path).expect(401);
    await get(path, buyer.token).expect(403);
    await get(path, lawyer).expect(403);
    const bad = await get(`${path}?at=yesterday`, admin).expect(422);
    expect(bad.body).toMatchObject({ success: false, errors: { at: [expect.stringContaining('ISO 8601')] } });
    const missing = await get('/api/admin/audit/stream/deal-00000000-0000-4000-8000-000000000000', admin).expect(404);
    expect(missing.body).toMatchObject({ success: false, message: '指定されたストリームは見つかりませんでした。' });
    await get('/api/admin/audit/stream/invoice-1', admin).expect(404);
    expect(await eventCount()).toBe(count);

    expect(await cli('invoice-1')).toMatchObject({ code: 2, error: expect.stringContaining('見つかりませんでした') });
    expect(await cli(`deal-${id}`, '2026-11-24')).toMatchObject({ code: 2, error: expect.stringContaining('ISO 8601') });
  });

  it('shows each role the timelines it may read, and refuses the rest', async () => {
    const { id, listing } = await newDeal();
    await get(`/api/contract/${id}/request-create-contract`, buyer.token).expect(200);
    const paths = {
      deal: `/api/audit/timeline/deal/${id}`,
      contract: `/api/audit/timeline/contract/${id}`,
      listing: `/api/audit/timeline/listing/${listing}`,
      sellerMember: `/api/audit/timeline/member/${seller.id}`,
    };
    const statuses = async (token?: string) => {
      const answer: Record<string, number> = {};
      for (const [name, path] of Object.entries(paths)) answer[name] = (await get(path, token)).status;
      return answer;
    };
    expect(await statuses()).toEqual({ deal: 401, contract: 401, listing: 401, sellerMember: 401 });
    expect(await statuses(admin)).toEqual({ deal: 200, contract: 200, listing: 200, sellerMember: 200 });
    expect(await statuses(seller.token)).toEqual({ deal: 200, contract: 200, listing: 403, sellerMember: 200 });
    expect(await statuses(buyer.token)).toEqual({ deal: 200, contract: 200, listing: 403, sellerMember: 403 });
    expect(await statuses(third.token)).toEqual({ deal: 403, contract: 403, listing: 403, sellerMember: 403 });
    // A scrivener sees a deal once it is assigned to them, and never a member or a listing.
    expect(await statuses(lawyer)).toEqual({ deal: 403, contract: 403, listing: 403, sellerMember: 403 });
    await post(`/api/contract/${id}/create`, {}, seller.token).expect(200);
    await post(`/api/contract/edit-term/${id}`, COMPLETE_TERMS, seller.token).expect(200);
    await post(`/api/contract/edit-property/${id}`, { land_category: '宅地' }, seller.token).expect(200);
    await get(`/api/contract/${id}/buyer-agree`, buyer.token).expect(200);
    await get(`/api/contract/${id}/seller-agree`, seller.token).expect(200);
    await get(`/api/contract/${id}/buyer-agree-perform-contract`, buyer.token).expect(200);
    await post('/api/payment/pay-management', { thread_id: id, card_token: SANDBOX_CARD_TOKENS.approved }, buyer.token).expect(200);
    const lawyerId = ((await get('/api/lawyer/me', lawyer).expect(200)).body.data.lawyer?.id ?? (await get('/api/lawyer/me', lawyer)).body.data.id) as string;
    await get(`/api/contract/${lawyerId}/assign/${id}`, admin).expect(200);
    expect(await statuses(lawyer)).toEqual({ deal: 200, contract: 200, listing: 403, sellerMember: 403 });

    await get('/api/audit/timeline/deal/00000000-0000-4000-8000-000000000000', admin).expect(404);
    await get('/api/audit/timeline/invoice/1', admin).expect(404);
    const badFormat = await get(`${paths.deal}/download?format=xlsx`, admin).expect(422);
    expect(badFormat.body.errors).toEqual({ format: [expect.stringContaining('csv か pdf')] });

    // The seller's pin is theirs: the buyer's timeline leaves it out, the seller's and the admin's show it.
    await post(`/api/message/${id}/toggle-pinned?pinned=add`, {}, seller.token).expect(200);
    const typesFor = async (token: string) => (await get(paths.deal, token).expect(200)).body.data.entries.map((entry: { type: string }) => entry.type);
    expect(await typesFor(buyer.token)).not.toContain('DealThreadPinned');
    expect(await typesFor(seller.token)).toContain('DealThreadPinned');
    expect(await typesFor(admin)).toContain('DealThreadPinned');

    const deal = (await get(paths.deal, seller.token).expect(200)).body.data;
    const labels = deal.entries.map((entry: { label: string }) => entry.label);
    expect(labels.slice(0, 3)).toEqual(['問い合わせが始まりました', 'メッセージが送られました', '契約書の作成が依頼されました']);
    expect(labels).toContain('司法書士が担当になりました');
    const paid = deal.entries.find((entry: { type: string }) => entry.type === 'ContractManagementFeePaid');
    expect(paid.on_behalf_note).toBe('決済代行会社によるカード決済の承認');
    const opened = deal.entries[0];
    expect(opened).toMatchObject({ actor: { role: 'member', name: '山の家さがし', role_name: '会員' }, recorded_at_jst: expect.stringMatching(/^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2}$/) });
    expect(opened.changes).toContainEqual({ field: 'status', label: '状態', before: 'none', after: 'inquiry' });
    // Members see that an admin acted, not which one.
    const assigned = deal.entries.find((entry: { type: string }) => entry.type === 'RegistrationCaseAssigned');
    expect(assigned.actor).toMatchObject({ role: 'admin', name: null });
    const forAdmin = (await get(paths.deal, admin).expect(200)).body.data.entries.find((entry: { type: string }) => entry.type === 'RegistrationCaseAssigned');
    expect(forAdmin.actor.name).toEqual(expect.any(String));
  });

  it('marks what an admin did as a member, and lists in the member timeline what the member did elsewhere', async () => {
    const listing = await listingIn(http, seller.token, 'draft');
    const session = await request(http).post('/api/admin/minashi-login').set(bearer(admin)).send({ user_id: seller.id }).expect(200);
    await post(`/api/property/edit/${listing}`, { name: '代理で直した名前' }, session.body.data.access_token as string).expect(200);
    const entries = (await get(`/api/audit/timeline/listing/${listing}`, admin).expect(200)).body.data.entries;
    const edited = entries[entries.length - 1];
    expect(edited).toMatchObject({ label: '物件の情報が編集されました', actor: { role: 'admin' }, on_behalf_of: { id: seller.id, name: 'みどり農園' } });
    expect(edited.on_behalf_note).toMatch(/（管理者）がみどり農園（会員）に代わって操作$/);
    expect(edited.changes).toContainEqual(expect.objectContaining({ field: 'fields.name', label: '物件の情報・物件名', after: '代理で直した名前' }));

    const member = (await get(`/api/audit/timeline/member/${seller.id}`, seller.token).expect(200)).body.data;
    const types = member.entries.map((entry: { type: string }) => entry.type);
    expect(types[0]).toBe('MemberRegistered');
    expect(types).toEqual(expect.arrayContaining(['MemberImpersonationStarted', 'PropertyDraftCreated', 'PropertyEdited', 'IdentityVerified']));
    // The buyer's deals are not the seller's doing.
    expect(types).not.toContain('DealThreadOpened');
  });

  it('exports a timeline as CSV with a BOM that parses, and as a PDF with the Japanese labels', async () => {
    const { id } = await newDeal();
    const csv = await get(`/api/audit/timeline/deal/${id}/download?format=csv`, buyer.token).buffer(true).parse(binary).expect(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(/^attachment;/);
    const bytes = csv.body as Buffer;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parseCsv(bytes.subarray(3).toString('utf8'));
    expect(rows[0]).toEqual(['日時', '操作者', '代理', '操作', '変更内容']);
    expect(rows.slice(1).map((row) => row[3])).toEqual(['問い合わせが始まりました', 'メッセージが送られました']);
    expect(rows[1][1]).toBe('山の家さがし（会員）');
    expect(rows.every((row) => row.length === 5)).toBe(true);

    const pdf = await get(`/api/audit/timeline/deal/${id}/download?format=pdf`, admin).buffer(true).parse(binary).expect(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(pdf.body as Buffer);
    for (const label of ['取引の経過', '日時', '操作者', '代理', '変更内容', '問い合わせが始まりました', 'メッセージが送られました', '山の家さがし（会員）']) expect(text).toContain(label);
    await get(`/api/audit/timeline/deal/${id}/download?format=pdf`, third.token).expect(403);
  });
});
