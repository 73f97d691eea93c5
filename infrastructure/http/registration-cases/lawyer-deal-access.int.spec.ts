import { createHash } from 'node:crypto';
import request from 'supertest';
import type { App } from 'supertest/types';
import { CONTRACT_PDF_AREA } from '../../../application/contracts/contract-pdfs.service';
import { FileStore } from '../../../application/shared/file-store.port';
import { ident } from '../../database/database';
import { SANDBOX_CARD_TOKENS } from '../../payments/sandbox-payment-gateway';
import { forgetAttempts, GOOD_PASSWORD, latestMail, signInAdmin, signInLawyer, signUpMember, tokenFromMail, uniqueEmail, VALID_PROFILE, type SignedInMember } from '../../testing/account-fixtures';
import { COMPLETE_TERMS, concludeDeal, contractParties, negotiatedDeal, type ContractParties } from '../../testing/contract-fixtures';
import { bearer } from '../../testing/property-fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { storeKinds } from '../../testing/test-databases';

const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Collects a binary body whatever its type, so the bytes are the bytes sent. */
function binary(response: request.Response, callback: (error: Error | null, body: Buffer) => void) {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => callback(null, Buffer.concat(chunks)));
}

describe.each(storeKinds())('The assigned scrivener’s view of a deal, and the deal’s ending, on the %s store', (kind) => {
  let app: TestApp;
  let http: App;
  let parties: ContractParties;
  let seller: SignedInMember;
  let buyer: SignedInMember;
  let third: SignedInMember;
  let admin: string;
  let lawyer: string;
  let lawyerId: string;
  let otherLawyer: string;

  const get = (path: string, token?: string) => (token ? request(http).get(path).set(bearer(token)) : request(http).get(path));
  const post = (path: string, body: object, token?: string) => (token ? request(http).post(path).set(bearer(token)).send(body) : request(http).post(path).send(body));
  const eventCount = async (id: string) => {
    const { rows } = await app.db.query<{ count: string }>(`SELECT count(*) AS count FROM ${ident(app.db.schema)}.events WHERE stream_id LIKE '%' || $1`, [id]);
    return Number(rows[0].count);
  };
  /** Refused with this status, and nothing of the deal, its contract or its case changes. */
  async function refused(pending: () => request.Test, id: string, status: number) {
    const before = await eventCount(id);
    const answer = await pending();
    expect({ status: answer.status, success: answer.body?.success }).toEqual({ status, success: false });
    expect(await eventCount(id)).toBe(before);
    return answer;
  }
  const assign = (id: string) => get(`/api/contract/${lawyerId}/assign/${id}`, admin).expect(200);
  const step = (id: string, name: string) => get(`/api/lawyer/case/${id}/${name}`, lawyer).expect(200);
  const openContractTodos = async (member: SignedInMember, id: string) =>
    ((await get('/api/todo-list/list', member.token).expect(200)).body.data.data as Array<{ thread_id: string; type: number; status: number; title: string }>).filter(
      (item) => item.thread_id === id && item.type >= 6 && item.type <= 8 && item.status === 0,
    );
  const dealOf = async (id: string) => (await get(`/api/message/index/${id}`, buyer.token).expect(200)).body.data.thread as { property_id: string; status_id: number };

  /** A deal whose buyer paid the management fee by card (contract 6 売主手続中): a scrivener may take it. */
  async function paidContract(): Promise<string> {
    const id = await negotiatedDeal(http, parties);
    await get(`/api/contract/${id}/request-create-contract`, buyer.token).expect(200);
    await post(`/api/contract/${id}/create`, {}, seller.token).expect(200);
    await post(`/api/contract/edit-term/${id}`, COMPLETE_TERMS, seller.token).expect(200);
    await get(`/api/contract/${id}/buyer-agree`, buyer.token).expect(200);
    await get(`/api/contract/${id}/seller-agree`, seller.token).expect(200);
    await get(`/api/contract/${id}/buyer-agree-perform-contract`, buyer.token).expect(200);
    await post('/api/payment/pay-management', { thread_id: id, card_token: SANDBOX_CARD_TOKENS.approved }, buyer.token).expect(200);
    return id;
  }

  async function inviteLawyer(): Promise<string> {
    const email = uniqueEmail('shihoshoshi');
    await post('/api/lawyer/mail/input', { email }, admin).expect(200);
    const token = tokenFromMail((await latestMail(http, email)).text);
    const password = 'touki-no-senmonka';
    await post('/api/lawyer/signup/create', { token, name: '佐藤 次郎', office_name: '佐藤司法書士事務所', password, password_confirmation: password }).expect(201);
    return (await post('/api/lawyer/login', { email, password }).expect(200)).body.data.access_token as string;
  }

  beforeAll(async () => {
    app = await createTestApp(kind, [], { CHROMIUM_PATH: '/usr/bin/chromium', PDF_POOL_SIZE: '1' });
    http = app.app.getHttpServer() as App;
    parties = await contractParties(app);
    ({ seller, buyer } = parties);
    third = await signUpMember(app, { nickname: 'となりの人' });
    await forgetAttempts(app);
    admin = await signInAdmin(http);
    lawyer = await signInLawyer(http);
    const me = (await get('/api/lawyer/me', lawyer).expect(200)).body.data;
    lawyerId = (me.lawyer?.id ?? me.id) as string;
    otherLawyer = await inviteLawyer();
  });
  afterAll(() => app.dispose());

  it('the assigned scrivener downloads the contract’s PDFs, checked against their hash; nobody else does at /api/lawyer/down-pdf', async () => {
    const id = await negotiatedDeal(http, parties);
    await concludeDeal(http, parties, id);
    const buyerCopy = (await get(`/api/contract/${id}/create-pdf-buyer-final`, buyer.token).expect(200)).body.data as { id: string; sha256: string; size: number };
    const sellerCopy = (await get(`/api/contract/${id}/create-pdf-seller-final/1`, seller.token).expect(200)).body.data as { id: string; sha256: string };
    const downPdf = (pdfId: string, token?: string) => get(`/api/lawyer/down-pdf/${pdfId}`, token).buffer(true).parse(binary);

    // Before anyone is assigned, the scrivener is an outsider like any other.
    for (const path of [`/api/lawyer/down-pdf/${buyerCopy.id}`, `/api/contract/download-pdf/${buyerCopy.id}`]) {
      expect((await refused(() => get(path, lawyer), id, 403)).body.message).toBe('この契約書を見る権限がありません。');
    }
    await assign(id);

    // The PDF ids are those the scrivener's preview of the contract lists.
    const preview = (await get(`/api/contract/preview/lawyer/${id}`, lawyer).expect(200)).body.data as { pdfs: Array<{ id: string; kind: string }> };
    expect(preview.pdfs.map((pdf) => pdf.id).sort()).toEqual([buyerCopy.id, sellerCopy.id].sort());
    for (const copy of [buyerCopy, sellerCopy]) {
      const answer = await downPdf(copy.id, lawyer).expect(200);
      expect(answer.headers['content-type']).toBe('application/pdf');
      expect(answer.headers['cache-control']).toContain('no-store');
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['content-disposition']).toMatch(/^attachment; filename="contract.pdf"; filename\*=UTF-8''/);
      expect(sha256(answer.body as Buffer)).toBe(copy.sha256);
    }
    expect(sha256((await get(`/api/contract/download-pdf/${buyerCopy.id}`, lawyer).buffer(true).parse(binary).expect(200)).body as Buffer)).toBe(buyerCopy.sha256);

    // Another scrivener, the members, admins (who have their own path) and guests are refused here.
    await refused(() => get(`/api/lawyer/down-pdf/${buyerCopy.id}`, otherLawyer), id, 403);
    for (const token of [buyer.token, third.token, admin]) await refused(() => get(`/api/lawyer/down-pdf/${buyerCopy.id}`, token), id, 403);
    await refused(() => get(`/api/lawyer/down-pdf/${buyerCopy.id}`), id, 401);
    await get('/api/lawyer/down-pdf/00000000-0000-4000-8000-000000000000', lawyer).expect(404);
    await get('/api/lawyer/down-pdf/not-a-pdf', lawyer).expect(404);
    // A link anyone may open is the parties' to hand out, not the scrivener's.
    await refused(() => get(`/api/contract/share-pdf/${buyerCopy.id}`, lawyer), id, 403);

    // Bytes changed since are never served, to the scrivener either.
    const files = app.app.get(FileStore);
    const original = (await files.get(CONTRACT_PDF_AREA, buyerCopy.id))!;
    const changed = Buffer.from(original);
    changed[changed.length - 20] ^= 0x01;
    await files.put(CONTRACT_PDF_AREA, buyerCopy.id, changed);
    try {
      const answer = await get(`/api/lawyer/down-pdf/${buyerCopy.id}`, lawyer).expect(500);
      expect(answer.headers['content-type']).toContain('application/json');
    } finally {
      await files.put(CONTRACT_PDF_AREA, buyerCopy.id, original);
    }
  });

  it('the assigned scrivener reads the deal’s messages and files, and writes nothing; other scriveners and members read nothing', async () => {
    const id = await negotiatedDeal(http, parties);
    const sent = await request(http).post('/api/message/create').set(bearer(buyer.token)).field('thread_id', id).field('message', '測量図をお送りします。').attach('file', PDF, { filename: '測量図.pdf' }).expect(200);
    const messageId = sent.body.data.message_id as string;
    const messagesPath = `/api/message/index/${id}`;
    const filePath = `/api/message/${id}/file/${messageId}`;

    await refused(() => get(messagesPath, lawyer), id, 403);
    await refused(() => get(filePath, lawyer), id, 403);
    await concludeDeal(http, parties, id);
    await refused(() => get(messagesPath, lawyer), id, 403);
    await assign(id);

    const page = (await get(messagesPath, lawyer).expect(200)).body.data as { thread: { seller_id: string; buyer_id: string; status_id: number }; messages: Array<{ text: string; sender_id: string }> };
    expect(page.thread).toMatchObject({ seller_id: seller.id, buyer_id: buyer.id, status_id: 7 });
    expect(page.messages.map((message) => [message.sender_id, message.text])).toEqual([
      [seller.id, 'ご質問ありがとうございます。'],
      [buyer.id, '測量図をお送りします。'],
    ]);
    const file = await get(filePath, lawyer).buffer(true).parse(binary).expect(200);
    expect(Buffer.compare(file.body as Buffer, PDF)).toBe(0);
    expect(file.headers['x-content-type-options']).toBe('nosniff');

    for (const token of [otherLawyer, third.token]) {
      await refused(() => get(messagesPath, token), id, 403);
      await refused(() => get(filePath, token), id, 403);
    }
    await refused(() => get(messagesPath), id, 401);
    await refused(() => get(filePath), id, 401);

    // Read-only: no message, read mark, pin or block, whatever the deal's state.
    await refused(() => post('/api/message/create', { thread_id: id, message: '司法書士です。' }, lawyer), id, 403);
    await refused(() => request(http).patch('/api/message/read-mark').set(bearer(lawyer)).send({ thread_id: id }), id, 403);
    await refused(() => post(`/api/message/${id}/toggle-pinned?pinned=add`, {}, lawyer), id, 403);
    await refused(() => post('/api/message/thread/block', { thread_id: id }, lawyer), id, 403);
  });

  it('completing the registration makes the listing 成約 with the scrivener as its actor; it takes no new deal', async () => {
    const id = await paidContract();
    const { property_id: propertyId } = await dealOf(id);
    await assign(id);
    for (const name of ['accept', 'confirm-identities', 'collect-documents']) await step(id, name);
    for (const documentKind of ['application', 'cause_certificate']) await post(`/api/lawyer/registration-document/${id}`, { kind: documentKind }, lawyer).expect(200);
    for (const name of ['verify-documents', 'ready-for-settlement', 'file']) await step(id, name);
    expect((await get(`/api/property/viewdetail/${propertyId}`).expect(200)).body.data.status_id).toBe(2);

    await get(`/api/lawyer/registration-completed/${id}`, lawyer).expect(200);
    expect((await get(`/api/property/viewdetail/${propertyId}`).expect(200)).body.data.status_id).toBe(4);
    const { rows } = await app.db.query<{ type: string; data: Record<string, unknown>; metadata: { actor: { id: string; role: string } }; transaction_id: string }>(
      `SELECT type, data, metadata, transaction_id::text FROM ${ident(app.db.schema)}.events WHERE stream_id = ANY($1) ORDER BY global_position DESC LIMIT 2`,
      [[`property-${propertyId}`, `registration-case-${id}`]],
    );
    expect(rows.map((row) => row.type).sort()).toEqual(['PropertyStatusChanged', 'RegistrationCompleted']);
    const sold = rows.find((row) => row.type === 'PropertyStatusChanged')!;
    expect(sold.data).toMatchObject({ property_id: propertyId, from: 'published', to: 'contracted', thread_id: id });
    expect(sold.metadata.actor).toEqual({ id: lawyerId, role: 'lawyer' });
    expect(new Set(rows.map((row) => row.transaction_id)).size).toBe(1);

    // Sold: a new buyer cannot open a deal on it.
    const refusedDeal = await post('/api/message/thread/create', { property_id: propertyId }, third.token).expect(409);
    expect(refusedDeal.body.message).toBe('この物件は現在お問い合わせを受け付けていません。');
  });

  it('a blocked deal and a cancelled registration leave no contract to-do open for either party', async () => {
    // Blocked while the buyer is asked to agree.
    const drafted = await negotiatedDeal(http, parties);
    await get(`/api/contract/${drafted}/request-create-contract`, buyer.token).expect(200);
    await post(`/api/contract/${drafted}/create`, {}, seller.token).expect(200);
    expect((await openContractTodos(buyer, drafted)).map((item) => item.type)).toEqual([6]);
    await post('/api/message/thread/block', { thread_id: drafted }, seller.token).expect(200);
    expect(await openContractTodos(buyer, drafted)).toEqual([]);
    expect(await openContractTodos(seller, drafted)).toEqual([]);

    // Blocked while the scrivener collects the documents.
    const collecting = await paidContract();
    await assign(collecting);
    for (const name of ['accept', 'confirm-identities', 'collect-documents']) await step(collecting, name);
    expect((await openContractTodos(seller, collecting)).length).toBeGreaterThan(0);
    expect((await openContractTodos(buyer, collecting)).length).toBeGreaterThan(0);
    await post('/api/message/thread/block', { thread_id: collecting }, buyer.token).expect(200);
    expect(await openContractTodos(seller, collecting)).toEqual([]);
    expect(await openContractTodos(buyer, collecting)).toEqual([]);

    // The scrivener cancels after verifying the documents: the contract is called off.
    const verified = await paidContract();
    await assign(verified);
    for (const name of ['accept', 'confirm-identities', 'collect-documents']) await step(verified, name);
    for (const documentKind of ['application', 'cause_certificate']) await post(`/api/lawyer/registration-document/${verified}`, { kind: documentKind }, lawyer).expect(200);
    await step(verified, 'verify-documents');
    expect((await openContractTodos(buyer, verified)).map((item) => item.title)).toContain('司法書士が書類を確認しました');
    await post(`/api/lawyer/transaction-cancel/${verified}`, { reason: '売主の意思確認ができませんでした' }, lawyer).expect(200);
    for (const member of [seller, buyer]) {
      expect(await openContractTodos(member, verified)).toEqual([]);
      const listed = (await get('/api/todo-list/list', member.token).expect(200)).body.data.data as Array<{ thread_id: string; title: string; status: number }>;
      expect(listed.find((item) => item.thread_id === verified && item.title === '契約が取り消されました')).toMatchObject({ status: 1 });
    }
  });

  it('a withdrawn party is 退会済み会員 on their contracts, whose case and contract stay', async () => {
    const leaving = await signUpMember(app, { nickname: 'いなくなる人' });
    await request(http).patch(`/api/mypage/user/update-basic/${leaving.id}`).set(bearer(leaving.token)).send({ ...VALID_PROFILE, nickname: 'いなくなる人', name_last: '退去', name_first: '太郎', block: '去る町9-9' }).expect(200);
    const leavingParties = { seller, buyer: leaving };
    const id = await negotiatedDeal(http, leavingParties);
    await get(`/api/contract/${id}/request-create-contract`, leaving.token).expect(200);
    await post(`/api/contract/${id}/create`, {}, seller.token).expect(200);
    await post(`/api/contract/edit-term/${id}`, COMPLETE_TERMS, seller.token).expect(200);
    await get(`/api/contract/${id}/buyer-agree`, leaving.token).expect(200);
    await get(`/api/contract/${id}/seller-agree`, seller.token).expect(200);
    await get(`/api/contract/${id}/buyer-agree-perform-contract`, leaving.token).expect(200);
    await post('/api/payment/pay-management', { thread_id: id, card_token: SANDBOX_CARD_TOKENS.approved }, leaving.token).expect(200);
    await assign(id);
    const membersOf = async () =>
      ((await get('/api/lawyer/user/list', lawyer).expect(200)).body.data as Array<{ thread_id: string; side: string; member_id: string; name: string; name_kana: string | null; address: string | null }>).filter(
        (member) => member.thread_id === id,
      );
    expect((await membersOf()).find((member) => member.side === 'buyer')).toMatchObject({ name: '退去 太郎' });
    const sellerBefore = (await membersOf()).find((member) => member.side === 'seller');

    await post('/api/withdraw', { password: GOOD_PASSWORD }, leaving.token).expect(200);

    const after = await membersOf();
    expect(after.find((member) => member.side === 'buyer')).toEqual({ ...after.find((member) => member.side === 'buyer'), member_id: leaving.id, name: '退会済み会員', name_kana: null, address: null });
    expect(after.find((member) => member.side === 'seller')).toEqual(sellerBefore);
    const preview = (await get(`/api/contract/preview/lawyer/${id}`, lawyer).expect(200)).body.data;
    expect(preview.parties.buyer).toMatchObject({ member_id: leaving.id, name: '退会済み会員', name_kana: null, address: null });
    expect(preview.parties.seller.name).toBe('緑川 花子');
    const { rows } = await app.db.query<{ parties: string }>(`SELECT parties::text AS parties FROM ${ident(app.db.schema)}.contract_parties WHERE thread_id = $1`, [id]);
    expect(rows[0].parties).not.toMatch(/退去|去る町/);

    // The contract and its case stay, as they were.
    expect((await get(`/api/contract/${id}/contract-detail-content`, seller.token).expect(200)).body.data.status_id).toBe(6);
    const row = (await post('/api/contract/filter', { scope: 'mine' }, lawyer).expect(200)).body.data.data.find((item: { thread_id: string }) => item.thread_id === id);
    expect(row).toMatchObject({ status_id: 6, buyer_id: leaving.id, registration: { lawyer_id: lawyerId, status_id: 1 } });
  });
});
