import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import request from 'supertest';
import type { App } from 'supertest/types';
import { CONTRACT_PDF_AREA } from '../../../application/contracts/contract-pdfs.service';
import { FileStore } from '../../../application/shared/file-store.port';
import { ident } from '../../database/database';
import { signInAdmin, signInLawyer, signUpMember, type SignedInMember } from '../../testing/account-fixtures';
import { concludedContract, contractParties, negotiatedDeal, type ContractParties } from '../../testing/contract-fixtures';
import { bearer } from '../../testing/property-fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { storeKinds } from '../../testing/test-databases';

const run = promisify(execFile);

const yen = (amount: number) => `${amount.toLocaleString('en-US')}円`;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Collects a binary body whatever its type, so the bytes are the bytes sent. */
function binary(response: request.Response, callback: (error: Error | null, body: Buffer) => void) {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => callback(null, Buffer.concat(chunks)));
}

async function pdfText(bytes: Buffer): Promise<string> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'contract-pdf-'));
  try {
    const file = path.join(folder, 'contract.pdf');
    await writeFile(file, bytes);
    const { stdout } = await run('pdftotext', ['-enc', 'UTF-8', file, '-']);
    // Lines break where the layout does: the checks read the text as one run.
    return stdout.replace(/\s+/g, '');
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

describe.each(storeKinds())('Contract PDFs on the %s store', (kind) => {
  let app: TestApp;
  let http: App;
  let parties: ContractParties;
  let seller: SignedInMember;
  let buyer: SignedInMember;
  let third: SignedInMember;
  let admin: string;
  let lawyer: string;
  let id: string;

  const get = (url: string, token?: string) => {
    const pending = request(http).get(url);
    return token ? pending.set(bearer(token)) : pending;
  };
  const download = (pdfId: string, token?: string) => get(`/api/contract/download-pdf/${pdfId}`, token).buffer(true).parse(binary);
  const pdfEvents = async (threadId: string) => {
    const { rows } = await app.db.query<{ data: { pdf_id: string; kind: string; sha256: string; size: number } }>(
      `SELECT data FROM ${ident(app.db.schema)}.events WHERE stream_id = $1 AND type = 'ContractPdfCreated' ORDER BY stream_version`,
      [`contract-${threadId}`],
    );
    return rows.map((row) => row.data);
  };
  const buyerFinal = (threadId: string) => `/api/contract/${threadId}/create-pdf-buyer-final`;
  const sellerFinal = (threadId: string, documentId = '1') => `/api/contract/${threadId}/create-pdf-seller-final/${documentId}`;

  beforeAll(async () => {
    app = await createTestApp(kind, [], { CHROMIUM_PATH: '/usr/bin/chromium', PDF_POOL_SIZE: '1' });
    http = app.app.getHttpServer() as App;
    parties = await contractParties(app);
    ({ seller, buyer } = parties);
    third = await signUpMember(app, { nickname: 'となりの人' });
    admin = await signInAdmin(http);
    lawyer = await signInLawyer(http);
    id = await concludedContract(http, parties);
  });
  afterAll(() => app.dispose());

  it('refuses a PDF before conclusion, by the other party and by outsiders, and records nothing', async () => {
    const early = await negotiatedDeal(http, parties);
    await get(`/api/contract/${early}/request-create-contract`, buyer.token).expect(200);
    const notYet = await get(buyerFinal(early), buyer.token).expect(409);
    expect(notYet.body).toMatchObject({ success: false, message: '契約の締結（売主の書類の準備がすべて済むこと）が先に必要です。' });
    await get(sellerFinal(early), seller.token).expect(409);

    expect((await get(buyerFinal(id), seller.token).expect(409)).body.message).toBe('買主保管用の契約書は買主が作成します。');
    expect((await get(sellerFinal(id), buyer.token).expect(409)).body.message).toBe('売主保管用の契約書は売主が作成します。');
    for (const token of [third.token, admin, lawyer]) await get(buyerFinal(id), token).expect(403);
    await get(buyerFinal(id), undefined).expect(401);
    const unknownCopy = await get(sellerFinal(id, '2'), seller.token).expect(422);
    expect(unknownCopy.body.errors).toEqual({ documentId: ['売主保管用の契約書の番号（documentId）は 1 を指定してください。'] });
    await get(buyerFinal('00000000-0000-4000-8000-000000000000'), buyer.token).expect(404);
    expect(await pdfEvents(early)).toEqual([]);
    expect(await pdfEvents(id)).toEqual([]);
  });

  it('makes each party’s copy once, stating both names, the address, the price and the prorated tax, hashed in its event', async () => {
    // Two clicks at once, then one more later: one PDF.
    const [created, twin] = await Promise.all([get(buyerFinal(id), buyer.token).expect(200), get(buyerFinal(id), buyer.token).expect(200)]);
    expect(created.body).toMatchObject({ success: true, data: { thread_id: id, kind: 'buyer_final', sha256: expect.stringMatching(/^[0-9a-f]{64}$/) } });
    expect(twin.body.data).toEqual(created.body.data);
    const again = await get(buyerFinal(id), buyer.token).expect(200);
    expect(again.body.data).toEqual(created.body.data);
    const sellerCopy = (await get(sellerFinal(id), seller.token).expect(200)).body.data;
    expect(sellerCopy.kind).toBe('seller_final');

    const events = await pdfEvents(id);
    expect(events.map((event) => [event.pdf_id, event.kind])).toEqual([
      [created.body.data.id, 'buyer_final'],
      [sellerCopy.id, 'seller_final'],
    ]);
    const content = (await get(`/api/contract/${id}/contract-detail-content`, buyer.token).expect(200)).body.data;
    expect(content.pdfs).toEqual(events.map((event) => ({ id: event.pdf_id, kind: event.kind, sha256: event.sha256, created_at: expect.any(String) })));
    const proration = content.tax_proration as { seller_amount: number; buyer_amount: number };
    expect(proration.buyer_amount).toBeGreaterThan(0);

    for (const event of events) {
      const answer = await download(event.pdf_id, buyer.token).expect(200);
      expect(answer.headers['content-type']).toBe('application/pdf');
      expect(answer.headers['cache-control']).toContain('no-store');
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      const label = event.kind === 'buyer_final' ? '買主保管用' : '売主保管用';
      expect(answer.headers['content-disposition']).toBe(`attachment; filename="contract.pdf"; filename*=UTF-8''${encodeURIComponent(`不動産売買契約書（${label}）.pdf`)}`);
      const bytes = answer.body as Buffer;
      expect(bytes.length).toBe(event.size);
      expect(sha256(bytes)).toBe(event.sha256);
      const text = await pdfText(bytes);
      for (const expected of ['緑川花子', '鈴木一郎', '長野県小諸市与良町2-3-4', '東京都千代田区千代田1-1', '長野県小諸市大字山浦', '1234', yen(3_800_000), yen(proration.seller_amount), yen(proration.buyer_amount)]) {
        expect({ kind: event.kind, expected, found: text.includes(expected) }).toEqual({ kind: event.kind, expected, found: true });
      }
    }
  });

  it('hands a copy to its parties and admins only, and never bytes that changed since', async () => {
    const [copy] = await pdfEvents(id);
    for (const token of [seller.token, admin]) expect(sha256((await download(copy.pdf_id, token).expect(200)).body as Buffer)).toBe(copy.sha256);
    for (const token of [third.token, lawyer]) {
      const refused = await get(`/api/contract/download-pdf/${copy.pdf_id}`, token).expect(403);
      expect(refused.body).toMatchObject({ success: false, message: 'この契約書を見る権限がありません。' });
    }
    await get(`/api/contract/download-pdf/${copy.pdf_id}`).expect(401);
    await get('/api/contract/download-pdf/00000000-0000-4000-8000-000000000000', buyer.token).expect(404);

    const files = app.app.get(FileStore);
    const original = (await files.get(CONTRACT_PDF_AREA, copy.pdf_id))!;
    const changed = Buffer.from(original);
    changed[changed.length - 20] ^= 0x01;
    await files.put(CONTRACT_PDF_AREA, copy.pdf_id, changed);
    try {
      const answer = await get(`/api/contract/download-pdf/${copy.pdf_id}`, buyer.token).expect(500);
      expect(answer.headers['content-type']).toContain('application/json');
      expect(answer.body.success).toBe(false);
    } finally {
      await files.put(CONTRACT_PDF_AREA, copy.pdf_id, original);
    }
    await download(copy.pdf_id, buyer.token).expect(200);
  });

  it('shares a copy by a link that anyone may open for a week, and not once it expired or was changed', async () => {
    const [copy] = await pdfEvents(id);
    for (const token of [third.token, lawyer]) await get(`/api/contract/share-pdf/${copy.pdf_id}`, token).expect(403);
    await get(`/api/contract/share-pdf/${copy.pdf_id}`).expect(401);
    const before = Date.parse(app.clock.now());
    const shared = (await get(`/api/contract/share-pdf/${copy.pdf_id}`, seller.token).expect(200)).body.data as { url: string; expires_at: string };
    const week = 7 * 24 * 60 * 60 * 1000;
    expect(Math.abs(Date.parse(shared.expires_at) - before - week)).toBeLessThan(5_000);
    const url = new URL(shared.url);
    expect(url.origin).toBe(app.config.publicUrl);
    expect(url.pathname).toMatch(/^\/api\/contract\/shared-pdf\/[\w-]+\.[\w-]+\.[\w-]+$/);

    const opened = await get(url.pathname).buffer(true).parse(binary).expect(200);
    expect(opened.headers['content-type']).toBe('application/pdf');
    expect(sha256(opened.body as Buffer)).toBe(copy.sha256);

    const token = url.pathname.split('/').at(-1)!;
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const otherPdf = Buffer.from(JSON.stringify({ ...claims, sub: '00000000-0000-4000-8000-000000000000' })).toString('base64url');
    const tampered = await get(`/api/contract/shared-pdf/${header}.${otherPdf}.${signature}`).expect(403);
    expect(tampered.body.message).toBe('この共有リンクは正しくありません。リンクが途中で切れていないか、共有された URL をそのままお使いかご確認ください。');

    app.clock.advance(week + 60_000);
    const expired = await get(url.pathname).expect(403);
    expect(expired.body).toMatchObject({ success: false, message: 'この共有リンクは有効期限が切れています。共有した方に新しいリンクの発行を依頼してください。' });
  });
});
