import { Client } from 'pg';
import request from 'supertest';
import type { App } from 'supertest/types';
import { forgetAttempts, signInAdmin, signInLawyer, signUpMember, verifyIdentity, VALID_PROFILE, type SignedInMember } from '../../testing/account-fixtures';
import { bearer, listingIn } from '../../testing/property-fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { storeKinds } from '../../testing/test-databases';
import { ident } from '../../database/database';
import { createApp } from '../../app/create-app';
import { SANDBOX_CARD_TOKENS } from '../../payments/sandbox-payment-gateway';
import { ReadStore } from '../../../application/shared/read-store.port';
import type { ContractDocument } from '../../../read-models/contracts/contracts.projector';

type Method = 'get' | 'post';
interface Call {
  name: string;
  method: Method;
  path: (id: string) => string;
  body?: (id: string) => object;
}

const call = (name: string, method: Method, path: (id: string) => string, body?: (id: string) => object): Call => ({ name, method, path, body });

const REQUEST = call('request', 'get', (id) => `/api/contract/${id}/request-create-contract`);
const CREATE = call('create', 'post', (id) => `/api/contract/${id}/create`, (id) => ({ thread_id: id }));
const DETAIL_TERM = call('detail-term', 'get', (id) => `/api/contract/detail-term/${id}`);
const PREVIEW = call('preview', 'get', (id) => `/api/contract/preview/${id}`);
const CONTENT = call('content', 'get', (id) => `/api/contract/${id}/contract-detail-content`);
const COMPLETE_TERMS = {
  delivery_date: '2027-03-31',
  deposit_amount: 380_000,
  deposit_deadline: '2027-01-31',
  payment_schedule: [{ label: '残代金', amount: 3_420_000, due_date: '2027-03-31' }],
  annual_fixed_asset_tax: 36_500,
};
const EDIT_TERM = call('edit-term', 'post', (id) => `/api/contract/edit-term/${id}`, () => COMPLETE_TERMS);
const RESET_TERM = call('reset-term', 'post', (id) => `/api/contract/reset-term/${id}`);
const EDIT_PROPERTY = call('edit-property', 'post', (id) => `/api/contract/edit-property/${id}`, () => ({ current_use: '畑（耕作中）' }));
const BUYER_AGREE = call('buyer-agree', 'get', (id) => `/api/contract/${id}/buyer-agree`);
const SELLER_AGREE = call('seller-agree', 'get', (id) => `/api/contract/${id}/seller-agree`);
const PERFORM = call('perform', 'get', (id) => `/api/contract/${id}/buyer-agree-perform-contract`);
const PAY = call('pay', 'post', () => '/api/payment/pay-management', (id) => ({ thread_id: id, card_token: SANDBOX_CARD_TOKENS.approved }));
const TRANSFER = call('transfer', 'get', (id) => `/api/contract/${id}/buyer-transfer`);
const CONFIRM_TRANSFER = call('confirm-transfer', 'get', (id) => `/api/contract/confirm-transfer/${id}`);
const DOCUMENT = (documentId: number) => call(`document ${documentId}`, 'get', (id) => `/api/contract/${id}/seller-proceed-contract/${documentId}`);
const WITHOUT = call('without-contract', 'get', (id) => `/api/contract/${id}/without-contract`);

const MESSAGES = {
  requestFirst: '契約書の作成依頼が先に必要です。',
  draftFirst: '契約書の作成が先に必要です。',
  buyerFirst: '買主の同意が先に必要です。',
  bothFirst: '買主と売主の両方の同意が先に必要です。',
  performFirst: '買主が契約の手続きに進むことが先に必要です。',
  declareFirst: '買主の銀行振込の申し出が先に必要です。',
  paymentFirst: '買主の管理手数料のお支払い（銀行振込の場合は事務局の入金確認）が先に必要です。',
  buyerStep: 'この手続きは買主が行います。',
  sellerStep: 'この手続きは売主が行います。',
  concluded: 'この契約はすでに締結されています。',
};

describe.each(storeKinds())('Contracts on the %s store', (kind) => {
  let app: TestApp;
  let http: App;
  let seller: SignedInMember;
  let buyer: SignedInMember;
  let third: SignedInMember;
  let admin: string;
  let lawyer: string;

  const send = (target: Call, id: string, token?: string) => {
    const pending = target.method === 'get' ? request(http).get(target.path(id)) : request(http).post(target.path(id)).send(target.body?.(id) ?? {});
    return token ? pending.set(bearer(token)) : pending;
  };
  const eventCount = async (streamId: string) => {
    const { rows } = await app.db.query<{ count: string }>(`SELECT count(*) AS count FROM ${ident(app.db.schema)}.events WHERE stream_id = $1`, [streamId]);
    return Number(rows[0].count);
  };
  const stored = async (id: string) => [await eventCount(`contract-${id}`), await eventCount(`deal-${id}`)];

  /** The call is refused with this status (and message), and neither the contract nor the deal changes. */
  async function refused(target: Call, id: string, token: string | undefined, status: number, message?: string) {
    const before = await stored(id);
    const answer = await send(target, id, token);
    expect({ call: target.name, status: answer.status }).toEqual({ call: target.name, status });
    expect(answer.body.success).toBe(false);
    if (message) expect({ call: target.name, message: answer.body.message }).toEqual({ call: target.name, message });
    expect(await stored(id)).toEqual(before);
    return answer;
  }

  /** Whoever is not the party to take the step: a third member and a lawyer are refused, a guest asked to sign in. */
  async function outsidersRefused(target: Call, id: string, options: { adminReads?: boolean } = {}) {
    await refused(target, id, third.token, 403);
    await refused(target, id, undefined, 401);
    await refused(target, id, lawyer, 403);
    if (options.adminReads) await send(target, id, admin).expect(200);
    else await refused(target, id, admin, 403);
  }

  const done = async (target: Call, id: string, token: string, statusId: number) => {
    const answer = await send(target, id, token);
    expect({ call: target.name, status: answer.status, body: answer.body.success }).toEqual({ call: target.name, status: 200, body: true });
    expect(answer.body.data.status_id).toBe(statusId);
    return answer.body.data;
  };
  const content = async (id: string, token = buyer.token) => (await send(CONTENT, id, token).expect(200)).body.data;
  const dealStatus = async (id: string, token = buyer.token) => (await request(http).get(`/api/message/index/${id}`).set(bearer(token)).expect(200)).body.data.thread.status_id;

  /** A deal on a new listing of the seller, negotiated (商談中). */
  async function newDeal(by: SignedInMember = buyer): Promise<string> {
    const listing = await listingIn(http, seller.token, 'published');
    const id = (await request(http).post('/api/message/thread/create').set(bearer(by.token)).send({ property_id: listing }).expect(200)).body.data.thread_id as string;
    await request(http).post('/api/message/create').set(bearer(seller.token)).send({ thread_id: id, message: 'ご質問ありがとうございます。' }).expect(200);
    return id;
  }

  async function drafted(): Promise<string> {
    const id = await newDeal();
    await done(REQUEST, id, buyer.token, 1);
    await done(CREATE, id, seller.token, 2);
    await done(EDIT_TERM, id, seller.token, 2);
    return id;
  }

  beforeAll(async () => {
    app = await createTestApp(kind);
    http = app.app.getHttpServer() as App;
    // The seller's legal name is given before the identity check: changing it afterwards reopens the check.
    seller = await signUpMember(app, { nickname: 'みどり農園' });
    await request(http).patch(`/api/mypage/user/update-basic/${seller.id}`).set(bearer(seller.token)).send({ ...VALID_PROFILE, nickname: 'みどり農園', name_last: '緑川', name_first: '花子' }).expect(200);
    await verifyIdentity(app, seller);
    buyer = await signUpMember(app, { nickname: '山の家さがし' });
    third = await signUpMember(app, { nickname: 'となりの人' });
    await forgetAttempts(app);
    admin = await signInAdmin(http);
    lawyer = await signInLawyer(http);
    await request(http).patch(`/api/mypage/user/update-basic/${buyer.id}`).set(bearer(buyer.token)).send(VALID_PROFILE).expect(200);
  });
  afterAll(() => app.dispose());

  it('walks the whole flow by card, refusing every call out of order, by the wrong party and by outsiders', async () => {
    const id = await newDeal();

    // Nothing requested yet.
    await outsidersRefused(REQUEST, id);
    await refused(CREATE, id, seller.token, 409, MESSAGES.requestFirst);
    await done(REQUEST, id, buyer.token, 1);
    await refused(REQUEST, id, seller.token, 409, '契約書の作成はすでに依頼されています。');

    // Requested: only the seller drafts; nothing else before the draft.
    for (const early of [EDIT_TERM, RESET_TERM, EDIT_PROPERTY, BUYER_AGREE, DETAIL_TERM, PREVIEW, CONTENT]) await refused(early, id, buyer.token, 409, MESSAGES.draftFirst);
    await refused(SELLER_AGREE, id, seller.token, 409, MESSAGES.draftFirst);
    await refused(PERFORM, id, buyer.token, 409, MESSAGES.draftFirst);
    await outsidersRefused(CREATE, id);
    await refused(CREATE, id, buyer.token, 409, '契約書を作成するのは売主です。');
    await done(CREATE, id, seller.token, 2);
    await refused(CREATE, id, seller.token, 409, '契約書はすでに作成されています。');

    // Drafting: both read and edit; the seller cannot agree first; the buyer cannot agree to an incomplete contract.
    for (const read of [DETAIL_TERM, PREVIEW, CONTENT]) await outsidersRefused(read, id, { adminReads: true });
    const draft = await content(id);
    expect(draft.parties).toEqual({
      seller: { member_id: seller.id, name: '緑川 花子', name_kana: 'スズキ イチロウ', class: 1, address: '東京都千代田区千代田1-1' },
      buyer: { member_id: buyer.id, name: '鈴木 一郎', name_kana: 'スズキ イチロウ', class: 1, address: '東京都千代田区千代田1-1' },
    });
    expect(draft.property).toMatchObject({ land_location: '長野県小諸市大字山浦', land_lot_number: '1234', land_area: 523.5, has_building: false });
    expect(draft.terms).toMatchObject({ price: 3_800_000, deposit_amount: 0, tax_reckoning_date: 'january_1' });
    await refused(BUYER_AGREE, id, buyer.token, 409);
    expect((await send(BUYER_AGREE, id, buyer.token)).body.message).toContain('引渡日');
    for (const edit of [EDIT_TERM, EDIT_PROPERTY, RESET_TERM]) await outsidersRefused(edit, id);
    await done(EDIT_TERM, id, buyer.token, 2);
    await done(EDIT_PROPERTY, id, seller.token, 2);
    await refused(SELLER_AGREE, id, seller.token, 409, MESSAGES.buyerFirst);

    // The buyer agrees; only the buyer can.
    await outsidersRefused(BUYER_AGREE, id);
    await refused(BUYER_AGREE, id, seller.token, 409, 'この同意は買主が行います。');
    await refused(PERFORM, id, buyer.token, 409, MESSAGES.bothFirst);
    await done(BUYER_AGREE, id, buyer.token, 3);
    await refused(BUYER_AGREE, id, buyer.token, 409, '買主はすでに同意しています。');

    // The seller agrees; only the seller can.
    await outsidersRefused(SELLER_AGREE, id);
    await refused(SELLER_AGREE, id, buyer.token, 409, 'この同意は売主が行います。');
    await refused(PAY, id, buyer.token, 409, MESSAGES.performFirst);
    await done(SELLER_AGREE, id, seller.token, 4);

    // The buyer goes ahead.
    await outsidersRefused(PERFORM, id);
    await refused(PERFORM, id, seller.token, 409, MESSAGES.buyerStep);
    await refused(PAY, id, buyer.token, 409, MESSAGES.performFirst);
    await refused(TRANSFER, id, buyer.token, 409, MESSAGES.performFirst);
    await done(PERFORM, id, buyer.token, 5);
    await refused(EDIT_TERM, id, seller.token, 409, '買主が契約の手続きに進んだため、契約の内容は変更できません。');
    await refused(CONFIRM_TRANSFER, id, admin, 409, MESSAGES.declareFirst);
    await refused(DOCUMENT(1), id, seller.token, 409, MESSAGES.paymentFirst);

    // The buyer pays the management fee by card.
    await outsidersRefused(PAY, id);
    await refused(PAY, id, seller.token, 409, MESSAGES.buyerStep);
    const declined = await request(http).post('/api/payment/pay-management').set(bearer(buyer.token)).send({ thread_id: id, card_token: SANDBOX_CARD_TOKENS.declined }).expect(422);
    expect(declined.body.errors.card_token[0]).toContain('カードが承認されませんでした');
    const paid = await done(PAY, id, buyer.token, 6);
    expect(paid).toMatchObject({ amount: 33_000, payment_id: expect.stringMatching(/^sandbox_/) });
    expect((await content(id)).payment).toMatchObject({ did_pay_management_fee: true, payment_status: 'お支払済み', method: 'card', management_fee: 33_000 });
    await refused(PAY, id, buyer.token, 409, '管理手数料はお支払い済みです。');

    // The seller confirms each document; the last one concludes the contract and ends the deal.
    await outsidersRefused(DOCUMENT(1), id);
    await refused(DOCUMENT(1), id, buyer.token, 409, MESSAGES.sellerStep);
    const unknown = await refused(DOCUMENT(99), id, seller.token, 422);
    expect(unknown.body.errors).toHaveProperty('documentId');
    for (const documentId of [1, 2, 3, 4, 5, 6, 7]) await done(DOCUMENT(documentId), id, seller.token, 6);
    await refused(DOCUMENT(3), id, seller.token, 409, 'この書類はすでに準備済みとして確認されています。');
    expect(await dealStatus(id)).toBe(2);
    await done(DOCUMENT(8), id, seller.token, 7);
    expect(await dealStatus(id)).toBe(7);
    const concluded = await content(id, seller.token);
    expect(concluded).toMatchObject({ status_id: 7, status_name: '締結済み' });
    expect(concluded.seller_documents.every((document: { confirmed: boolean }) => document.confirmed)).toBe(true);

    // Nothing more: every step is refused, the deal takes no messages.
    for (const after of [REQUEST, EDIT_TERM, BUYER_AGREE, DOCUMENT(1)]) await refused(after, id, after === DOCUMENT(1) ? seller.token : buyer.token, 409, MESSAGES.concluded);
    await refused(WITHOUT, id, buyer.token, 409, MESSAGES.concluded);
    await request(http).post('/api/message/create').set(bearer(buyer.token)).send({ thread_id: id, message: 'ありがとうございました' }).expect(409);

    // Every step is in the log with who took it and when.
    const { rows } = await app.db.query<{ type: string; data: { by: string; at: string }; metadata: { actor: { id: string } } }>(
      `SELECT type, data, metadata FROM ${ident(app.db.schema)}.events WHERE stream_id = $1 ORDER BY stream_version`,
      [`contract-${id}`],
    );
    expect(rows.map((row) => row.type).slice(0, 8)).toEqual([
      'ContractRequested',
      'ContractDrafted',
      'ContractTermsEdited',
      'ContractPropertyEdited',
      'ContractAgreedByBuyer',
      'ContractAgreedBySeller',
      'ContractPerformanceConfirmed',
      'ContractManagementFeePaid',
    ]);
    expect(rows.at(-1)?.type).toBe('ContractConcluded');
    for (const row of rows) expect(row.data.by).toBe(row.metadata.actor.id);
  });

  it('takes the fee by bank transfer, confirmed by an admin only', async () => {
    const id = await drafted();
    await done(BUYER_AGREE, id, buyer.token, 3);
    await done(SELLER_AGREE, id, seller.token, 4);
    await done(PERFORM, id, buyer.token, 5);
    await outsidersRefused(TRANSFER, id);
    await refused(TRANSFER, id, seller.token, 409, MESSAGES.buyerStep);
    await done(TRANSFER, id, buyer.token, 5);
    await refused(PAY, id, buyer.token, 409, '銀行振込でのお支払いを申し出ています。事務局の入金確認をお待ちください。');
    expect((await content(id)).payment).toMatchObject({ did_pay_management_fee: false, payment_status: '未払い', method: 'bank_transfer' });

    for (const member of [buyer, seller, third]) await refused(CONFIRM_TRANSFER, id, member.token, 403);
    await refused(CONFIRM_TRANSFER, id, undefined, 401);
    await refused(CONFIRM_TRANSFER, id, lawyer, 403);
    await done(CONFIRM_TRANSFER, id, admin, 6);
    await refused(CONFIRM_TRANSFER, id, admin, 409, '管理手数料はお支払い済みです。');
    expect((await content(id)).payment).toMatchObject({ did_pay_management_fee: true, payment_status: 'お支払済み' });
    await done(DOCUMENT(1), id, seller.token, 6);
  });

  it('keeps the contract list and each party’s contract to-dos, with exact counters', async () => {
    const id = await newDeal();
    const unread = async (member: SignedInMember) => (await request(http).get('/api/todolist-news-unread').set(bearer(member.token)).expect(200)).body.data.todo_list_unread as number;
    const contractTodos = async (member: SignedInMember) =>
      ((await request(http).get('/api/todo-list/list?page=1').set(bearer(member.token)).expect(200)).body.data.data as Array<{ type: number; thread_id: string; status: number }>)
        .filter((item) => item.thread_id === id && item.type >= 6 && item.status === 0)
        .map((item) => item.type);
    const [sellerBefore, buyerBefore] = [await unread(seller), await unread(buyer)];
    const expectTodos = async (sellerTypes: number[], buyerTypes: number[]) => {
      expect(await contractTodos(seller)).toEqual(sellerTypes);
      expect(await contractTodos(buyer)).toEqual(buyerTypes);
      expect(await unread(seller)).toBe(sellerBefore + sellerTypes.length);
      expect(await unread(buyer)).toBe(buyerBefore + buyerTypes.length);
    };
    await done(REQUEST, id, buyer.token, 1);
    await expectTodos([7], []);
    await done(CREATE, id, seller.token, 2);
    await expectTodos([], [6]);
    await done(EDIT_TERM, id, seller.token, 2);
    await done(BUYER_AGREE, id, buyer.token, 3);
    await expectTodos([6], []);
    await done(SELLER_AGREE, id, seller.token, 4);
    await expectTodos([], [7]);
    await done(PERFORM, id, buyer.token, 5);
    await done(TRANSFER, id, buyer.token, 5);
    await expectTodos([], []);
    await done(CONFIRM_TRANSFER, id, admin, 6);
    await expectTodos([7], [8]);
    const listed = await app.app.get(ReadStore).get<ContractDocument>('contracts', id);
    expect(listed).toMatchObject({ seller_id: seller.id, buyer_id: buyer.id, status_id: 6, status_name: '売主手続中', did_pay_management_fee: true, payment_status: 'お支払済み', price: 3_800_000, property_name: '里山の古民家と畑' });
  });

  it('ends in one consistent state when both parties agree at the same instant', async () => {
    for (let round = 0; round < 3; round++) {
      const id = await drafted();
      const [buyerAnswer, sellerAnswer] = await Promise.all([send(BUYER_AGREE, id, buyer.token), send(SELLER_AGREE, id, seller.token)]);
      expect(buyerAnswer.status).toBe(200);
      const final = await content(id);
      if (sellerAnswer.status === 200) {
        expect(final.status_id).toBe(4);
        expect(final.agreements.seller_agreed_at >= final.agreements.buyer_agreed_at).toBe(true);
      } else {
        expect(sellerAnswer.status).toBe(409);
        expect(sellerAnswer.body.message).toBe(MESSAGES.buyerFirst);
        expect(final).toMatchObject({ status_id: 3, agreements: { seller_agreed_at: null } });
      }
      const agreements = await app.db.query(`SELECT 1 FROM ${ident(app.db.schema)}.events WHERE stream_id = $1 AND type LIKE 'ContractAgreedBy%'`, [`contract-${id}`]);
      expect(agreements.rows).toHaveLength(sellerAnswer.status === 200 ? 2 : 1);
    }
  });

  if (kind === 'server') {
    it('drafts without sending a query on a connection that is still answering another', async () => {
      // pg queues such a query and warns that a later version will refuse it.
      const overlapping: string[] = [];
      const busy = new Map<Client, number>();
      const query = Client.prototype.query as (this: Client, ...args: unknown[]) => unknown;
      const spy = jest.spyOn(Client.prototype, 'query').mockImplementation(function (this: Client, ...args: unknown[]) {
        const inFlight = busy.get(this) ?? 0;
        if (inFlight > 0) overlapping.push(typeof args[0] === 'string' ? args[0] : String((args[0] as { text?: string }).text));
        busy.set(this, inFlight + 1);
        const settle = () => busy.set(this, (busy.get(this) ?? 1) - 1);
        const result = query.apply(this, args);
        if (result instanceof Promise) result.then(settle, settle);
        else settle();
        return result;
      } as typeof Client.prototype.query);
      try {
        const id = await newDeal();
        await done(REQUEST, id, buyer.token, 1);
        await done(CREATE, id, seller.token, 2);
      } finally {
        spy.mockRestore();
      }
      expect(overlapping).toEqual([]);
    });

    it('stays consistent when the steps arrive at two app processes at the same instant', async () => {
      const second = await createApp(app.config, { database: await app.database.openAnother(), clock: app.clock });
      try {
        const other = second.app.getHttpServer() as App;
        for (let round = 0; round < 3; round++) {
          const id = await drafted();
          // The same agreement twice at once, one to each process: it is recorded once.
          const twice = await Promise.all([send(BUYER_AGREE, id, buyer.token), request(other).get(BUYER_AGREE.path(id)).set(bearer(buyer.token))]);
          expect(twice.map((answer) => answer.status).sort()).toEqual([200, 409]);
          const [buyerAnswer, sellerAnswer] = await Promise.all([
            send(RESET_TERM, id, buyer.token),
            request(other).get(SELLER_AGREE.path(id)).set(bearer(seller.token)),
          ]);
          expect(buyerAnswer.status).toBe(200);
          const { rows } = await app.db.query<{ type: string }>(`SELECT type FROM ${ident(app.db.schema)}.events WHERE stream_id = $1 ORDER BY stream_version`, [`contract-${id}`]);
          const types = rows.map((row) => row.type);
          expect(types.filter((type) => type === 'ContractAgreedByBuyer')).toHaveLength(1);
          const final = await content(id);
          if (sellerAnswer.status === 200) {
            // The seller agreed first; the reset then voided both agreements.
            expect(types.slice(-3)).toEqual(['ContractAgreedBySeller', 'ContractTermsReset', 'ContractAgreementsVoided']);
          } else {
            expect(sellerAnswer.status).toBe(409);
            expect(types.slice(-2)).toEqual(['ContractTermsReset', 'ContractAgreementsVoided']);
          }
          expect(final).toMatchObject({ status_id: 2, agreements: { buyer_agreed_at: null, seller_agreed_at: null } });
        }
      } finally {
        await second.close();
        await second.db.close();
      }
    });
  }

  it('voids both agreements when the terms or the property change after them', async () => {
    const id = await drafted();
    await done(BUYER_AGREE, id, buyer.token, 3);
    await done(SELLER_AGREE, id, seller.token, 4);
    const edited = await request(http).post(`/api/contract/edit-term/${id}`).set(bearer(seller.token)).send({ delivery_date: '2027-04-30' }).expect(200);
    expect(edited.body.data).toMatchObject({ status_id: 2, status_name: '作成中' });
    expect((await content(id)).agreements).toEqual({ buyer_agreed_at: null, seller_agreed_at: null });
    const { rows } = await app.db.query<{ type: string; data: { voided: string[]; reason: string } }>(
      `SELECT type, data FROM ${ident(app.db.schema)}.events WHERE stream_id = $1 ORDER BY stream_version DESC LIMIT 1`,
      [`contract-${id}`],
    );
    expect(rows[0]).toMatchObject({ type: 'ContractAgreementsVoided', data: { voided: ['buyer', 'seller'], reason: 'terms_edited' } });
    await refused(SELLER_AGREE, id, seller.token, 409, MESSAGES.buyerFirst);

    await done(BUYER_AGREE, id, buyer.token, 3);
    await done(EDIT_PROPERTY, id, buyer.token, 2);
    await done(BUYER_AGREE, id, buyer.token, 3);
    await done(RESET_TERM, id, seller.token, 2);
    expect((await send(DETAIL_TERM, id, buyer.token).expect(200)).body.data.terms).toMatchObject({ delivery_date: null, deposit_amount: 0 });
  });

  it('refuses bad input with 422s naming each field, and stores nothing', async () => {
    const id = await drafted();
    const bad = await request(http)
      .post(`/api/contract/edit-term/${id}`)
      .set(bearer(buyer.token))
      .send({ price: -5, deposit_amount: 1.5, delivery_date: '2027-02-30', non_conformity_period: 'forever', items_left: 'itemised', status_id: 7 });
    expect(bad.status).toBe(422);
    expect(bad.body).toMatchObject({ success: false });
    expect(Object.keys(bad.body.errors).sort()).toEqual(['delivery_date', 'deposit_amount', 'non_conformity_period', 'price', 'status_id']);
    expect(bad.body.errors.price).toEqual(['売買代金は0円以上で入力してください。']);
    const over = await request(http).post(`/api/contract/edit-term/${id}`).set(bearer(buyer.token)).send({ deposit_amount: 3_800_001 }).expect(422);
    expect(over.body.errors.deposit_amount[0]).toContain('売買代金（3,800,000円）以下');
    const order = await request(http).post(`/api/contract/edit-term/${id}`).set(bearer(buyer.token)).send({ deposit_deadline: '2027-05-01' }).expect(422);
    expect(order.body.errors.deposit_deadline).toEqual(['手付解除の期限は引渡日までの日付にしてください。']);
    const property = await request(http).post(`/api/contract/edit-property/${id}`).set(bearer(seller.token)).send({ land_area: -3, building_kind: '居宅' }).expect(422);
    expect(Object.keys(property.body.errors).sort()).toEqual(['building_kind', 'land_area']);
    const notObject = await request(http).post(`/api/contract/edit-term/${id}`).set(bearer(seller.token)).set('Content-Type', 'application/json').send('[1,2]').expect(422);
    expect(notObject.body.errors).toBeDefined();
    const mismatch = await request(http).post(`/api/contract/${id}/create`).set(bearer(seller.token)).send({ thread_id: 'nope' }).expect(422);
    expect(mismatch.body.errors).toHaveProperty('thread_id');
    const noCard = await request(http).post('/api/payment/pay-management').set(bearer(buyer.token)).send({ thread_id: id }).expect(422);
    expect(noCard.body.errors).toHaveProperty('card_token');
    expect((await send(DETAIL_TERM, id, buyer.token).expect(200)).body.data.terms).toMatchObject(COMPLETE_TERMS);
    expect(await stored(id)).toEqual([3, 2]);
  });

  it('keeps the sandbox on card tokens: no Stripe intent and no Stripe webhook', async () => {
    const id = await drafted();
    await done(BUYER_AGREE, id, buyer.token, 3);
    await done(SELLER_AGREE, id, seller.token, 4);
    await done(PERFORM, id, buyer.token, 5);
    const before = await stored(id);
    const intent = await request(http).post('/api/payment/management-intent').set(bearer(buyer.token)).send({ thread_id: id }).expect(409);
    expect(intent.body.message).toContain('カードのトークンを管理手数料のお支払い（pay-management）に直接送ってください。');
    const webhook = await request(http).post('/api/payment/webhook/stripe').set('Content-Type', 'application/json').set('Stripe-Signature', 't=1,v1=00').send('{"id":"evt_1"}').expect(404);
    expect(webhook.body).toEqual({ success: false, message: 'この決済の通知先はありません。', data: null });
    expect(await stored(id)).toEqual(before);
    expect((await request(http).get('/api/user-contract/payment-options').set(bearer(buyer.token)).expect(200)).body.data).toEqual({
      card_provider: 'sandbox',
      card_available: true,
      management_fee: 33_000,
      publishable_key: null,
    });
    await done(PAY, id, buyer.token, 6);
  });

  it('answers 404 for a deal that does not exist', async () => {
    await send(REQUEST, '00000000-0000-4000-8000-000000000000', buyer.token).expect(404);
    await send(CONTENT, 'not-an-id', buyer.token).expect(404);
  });

  it('ends the deal without a contract at either party’s word', async () => {
    const id = await drafted();
    await outsidersRefused(WITHOUT, id);
    await done(WITHOUT, id, seller.token, 8);
    expect(await dealStatus(id)).toBe(7);
    await refused(BUYER_AGREE, id, buyer.token, 409, 'この取引は契約をせずに終了しています。');
    // A deal with no contract at all can end the same way.
    const bare = await newDeal();
    await done(WITHOUT, bare, buyer.token, 8);
    expect(await dealStatus(bare)).toBe(7);
  });

  it('takes no step in a blocked deal', async () => {
    const id = await drafted();
    await request(http).post('/api/message/thread/block').set(bearer(buyer.token)).send({ thread_id: id }).expect(200);
    await refused(BUYER_AGREE, id, buyer.token, 409, 'この取引は終了しているため、契約の手続きはできません。');
    await refused(WITHOUT, id, seller.token, 409, 'この取引は終了しているため、契約の手続きはできません。');
    const fresh = await newDeal();
    await request(http).post('/api/message/thread/block').set(bearer(seller.token)).send({ thread_id: fresh }).expect(200);
    await refused(REQUEST, fresh, buyer.token, 409, 'この取引は終了しているため、契約の手続きはできません。');
  });

  it('drafts only when both parties have given their legal names', async () => {
    const newcomer = await signUpMember(app, { nickname: '名前はまだ' });
    const id = await newDeal(newcomer);
    await done(REQUEST, id, newcomer.token, 1);
    await refused(CREATE, id, seller.token, 409, '買主の会員情報（氏名・住所）の登録が先に必要です。');
  });

  it('states the proration and each side’s closing costs, from the fee calculators', async () => {
    const id = await drafted();
    expect((await content(id)).closing_costs.buyer.registration_tax).toEqual({ land: null, building: null, total: null });
    await request(http).post(`/api/contract/edit-property/${id}`).set(bearer(seller.token)).send({ land_valuation: 2_000_000 }).expect(200);
    const data = await content(id);
    // 2027-03-31 from 1 January: the seller has 89 days of 365, the buyer 276: 36,500 × 276 / 365 = 27,600.
    expect(data.tax_proration).toMatchObject({ days_in_period: 365, seller_days: 89, buyer_days: 276, buyer_amount: 27_600, seller_amount: 8_900 });
    expect(data.closing_costs.seller).toEqual({ stamp_duty: 1_000, tax_proration_received: 27_600 });
    // Land valued at 2,000,000 yen: 1.5 % (措置法72条, if its extension is in force on the delivery date) or 2.0 % (本則).
    expect(data.closing_costs.buyer).toMatchObject({ stamp_duty: 1_000, scrivener_fee: { min: 30_000, max: 100_000 }, management_fee: 33_000, tax_proration_paid: 27_600 });
    expect(data.closing_costs.buyer.registration_tax.total).toBe(data.closing_costs.buyer.registration_tax.land);
    expect([30_000, 40_000]).toContain(data.closing_costs.buyer.registration_tax.land);
    expect(data.closing_costs.basis.registration_tax_land.legal_basis).toContain(data.closing_costs.buyer.registration_tax.land === 30_000 ? '租税特別措置法' : '登録免許税法');
    expect(data.clauses.non_conformity.note).toContain('民法572条');
    await request(http).post(`/api/contract/edit-term/${id}`).set(bearer(buyer.token)).send({ tax_reckoning_date: 'april_1' }).expect(200);
    // From 1 April 2026 to 31 March 2027 the delivery day is the last: the buyer bears one day, 100 yen.
    expect((await content(id)).tax_proration).toMatchObject({ period_from: '2026-04-01', buyer_days: 1, buyer_amount: 100 });
    const templates = (await request(http).get('/api/contract/special').set(bearer(buyer.token)).expect(200)).body.data;
    expect(templates.map((template: { term: string }) => template.term)).toContain('farmland_permission_condition');
    for (const text of templates.map((template: { text: string }) => template.text)) expect(text).not.toMatch(/おすすめ|推奨/);
    await request(http).get('/api/contract/special').expect(401);
    await request(http).get('/api/contract/special').set(bearer(lawyer)).expect(403);
    const documents = (await request(http).get('/api/contract/seller-documents').set(bearer(seller.token)).expect(200)).body.data;
    expect(documents.map((document: { id: number }) => document.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });
});
