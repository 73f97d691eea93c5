import request from 'supertest';
import type { App } from 'supertest/types';
import { forgetAttempts, latestMail, signInAdmin, signInLawyer, signUpMember, tokenFromMail, uniqueEmail, verifyIdentity, VALID_PROFILE, type SignedInMember } from '../../testing/account-fixtures';
import { bearer, listingIn } from '../../testing/property-fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { storeKinds } from '../../testing/test-databases';
import { ident } from '../../database/database';
import { SANDBOX_CARD_TOKENS } from '../../payments/sandbox-payment-gateway';

const COMPLETE_TERMS = {
  delivery_date: '2027-03-31',
  deposit_amount: 380_000,
  deposit_deadline: '2027-01-31',
  payment_schedule: [{ label: '残代金', amount: 3_420_000, due_date: '2027-03-31' }],
  annual_fixed_asset_tax: 36_500,
};
const MISSING_THREAD = '00000000-0000-4000-8000-000000000000';

describe.each(storeKinds())('Registration cases and the back-office contract lists on the %s store', (kind) => {
  let app: TestApp;
  let http: App;
  let seller: SignedInMember;
  let buyer: SignedInMember;
  let third: SignedInMember;
  let admin: string;
  let lawyer: string;
  let lawyerId: string;
  let otherLawyer: string;
  let otherLawyerId: string;

  const get = (path: string, token?: string) => (token ? request(http).get(path).set(bearer(token)) : request(http).get(path));
  const post = (path: string, body: object, token?: string) => (token ? request(http).post(path).set(bearer(token)).send(body) : request(http).post(path).send(body));
  const eventCount = async (id: string) => {
    const { rows } = await app.db.query<{ count: string }>(`SELECT count(*) AS count FROM ${ident(app.db.schema)}.events WHERE stream_id = ANY($1)`, [
      [`registration-case-${id}`, `contract-${id}`, `deal-${id}`],
    ]);
    return Number(rows[0].count);
  };
  /** Refused with this status (and message), and nothing stored changes. */
  async function refused(pending: () => request.Test, id: string, status: number, message?: string) {
    const before = await eventCount(id);
    const answer = await pending();
    expect({ status: answer.status, success: answer.body.success }).toEqual({ status, success: false });
    if (message) expect(answer.body.message).toBe(message);
    expect(await eventCount(id)).toBe(before);
    return answer;
  }
  const step = (id: string, name: string, token = lawyer) => get(`/api/lawyer/case/${id}/${name}`, token);
  async function stepDone(id: string, name: string, statusId: number) {
    const answer = await step(id, name);
    expect({ step: name, status: answer.status }).toEqual({ step: name, status: 200 });
    expect(answer.body.data.status_id).toBe(statusId);
  }
  const record = (id: string, kind: string, token = lawyer) => post(`/api/lawyer/registration-document/${id}`, { kind, reference: '第123号' }, token);
  const assign = (lawyerFor: string, id: string, token: string) => get(`/api/contract/${lawyerFor}/assign/${id}`, token);
  const dealStatus = async (id: string) => (await get(`/api/message/index/${id}`, buyer.token).expect(200)).body.data.thread.status_id;
  const contractStatus = async (id: string) => (await get(`/api/contract/${id}/contract-detail-content`, buyer.token).expect(200)).body.data.status_id;
  const checklist = async (id: string, token = buyer.token) => (await get(`/api/contract/${id}/settlement-checklist`, token).expect(200)).body.data;

  async function newDeal(): Promise<string> {
    const listing = await listingIn(http, seller.token, 'published');
    const id = (await post('/api/message/thread/create', { property_id: listing }, buyer.token).expect(200)).body.data.thread_id as string;
    await post('/api/message/create', { thread_id: id, message: 'ご質問ありがとうございます。' }, seller.token).expect(200);
    return id;
  }

  /** A contract whose management fee is paid (6 売主手続中): a scrivener may be engaged. */
  async function paidContract(options: { farmland?: boolean } = {}): Promise<string> {
    const id = await newDeal();
    await get(`/api/contract/${id}/request-create-contract`, buyer.token).expect(200);
    await post(`/api/contract/${id}/create`, {}, seller.token).expect(200);
    await post(`/api/contract/edit-term/${id}`, COMPLETE_TERMS, seller.token).expect(200);
    await post(`/api/contract/edit-property/${id}`, { land_category: options.farmland ? '畑' : '宅地' }, seller.token).expect(200);
    await get(`/api/contract/${id}/buyer-agree`, buyer.token).expect(200);
    await get(`/api/contract/${id}/seller-agree`, seller.token).expect(200);
    await get(`/api/contract/${id}/buyer-agree-perform-contract`, buyer.token).expect(200);
    await post('/api/payment/pay-management', { thread_id: id, card_token: SANDBOX_CARD_TOKENS.approved }, buyer.token).expect(200);
    return id;
  }

  async function filed(id: string) {
    for (const [name, statusId] of [['accept', 2], ['confirm-identities', 3], ['collect-documents', 4]] as const) await stepDone(id, name, statusId);
    await record(id, 'application').expect(200);
    await record(id, 'cause_certificate').expect(200);
    for (const [name, statusId] of [['verify-documents', 5], ['ready-for-settlement', 6], ['file', 7]] as const) await stepDone(id, name, statusId);
  }

  async function inviteLawyer(): Promise<string> {
    const email = uniqueEmail('shihoshoshi');
    await post('/api/lawyer/mail/input', { email }, admin).expect(200);
    const token = tokenFromMail((await latestMail(http, email)).text);
    const password = 'touki-no-senmonka';
    await post('/api/lawyer/signup/create', { token, name: '佐藤 次郎', office_name: '佐藤司法書士事務所', password, password_confirmation: password }).expect(201);
    return (await post('/api/lawyer/login', { email, password }).expect(200)).body.data.access_token as string;
  }
  const lawyerIdOf = async (token: string) => {
    const me = (await get('/api/lawyer/me', token).expect(200)).body.data;
    return (me.lawyer?.id ?? me.id) as string;
  };

  beforeAll(async () => {
    app = await createTestApp(kind);
    http = app.app.getHttpServer() as App;
    seller = await signUpMember(app, { nickname: 'みどり農園' });
    await request(http).patch(`/api/mypage/user/update-basic/${seller.id}`).set(bearer(seller.token)).send({ ...VALID_PROFILE, nickname: 'みどり農園', name_last: '緑川', name_first: '花子' }).expect(200);
    await verifyIdentity(app, seller);
    buyer = await signUpMember(app, { nickname: '山の家さがし' });
    third = await signUpMember(app, { nickname: 'となりの人' });
    await forgetAttempts(app);
    admin = await signInAdmin(http);
    lawyer = await signInLawyer(http);
    lawyerId = await lawyerIdOf(lawyer);
    otherLawyer = await inviteLawyer();
    otherLawyerId = await lawyerIdOf(otherLawyer);
    await request(http).patch(`/api/mypage/user/update-basic/${buyer.id}`).set(bearer(buyer.token)).send(VALID_PROFILE).expect(200);
  });
  afterAll(() => app.dispose());

  it('an admin assigns a scrivener, who works the case in order; nobody else can', async () => {
    // Not before the management fee is paid.
    const drafted = await newDeal();
    await get(`/api/contract/${drafted}/request-create-contract`, buyer.token).expect(200);
    await refused(() => assign(lawyerId, drafted, admin), drafted, 409, '買主の管理手数料のお支払いが先に必要です。司法書士に依頼できるのは、お支払いが済んだ契約だけです。');

    const id = await paidContract();
    await refused(() => assign(lawyerId, id, buyer.token), id, 403);
    await refused(() => assign(lawyerId, id, undefined as unknown as string), id, 401);
    await refused(() => assign(lawyerId, id, otherLawyer), id, 403, '司法書士が引き受けられるのは自分の担当としてだけです。');
    await refused(() => assign(MISSING_THREAD, id, admin), id, 404, '司法書士が見つかりません。');
    await assign(lawyerId, MISSING_THREAD, admin).expect(404);
    const assigned = await assign(lawyerId, id, admin).expect(200);
    expect(assigned.body.data).toEqual({ thread_id: id, lawyer_id: lawyerId, status_id: 1, status_name: '依頼済み' });
    await refused(() => assign(otherLawyerId, id, admin), id, 409, 'この取引はすでに司法書士が担当しています。');

    // Only the assigned scrivener works the case.
    for (const token of [otherLawyer, admin, buyer.token]) await refused(() => step(id, 'accept', token), id, 403);
    await refused(() => get(`/api/lawyer/case/${id}/accept`), id, 401);
    await refused(() => step(id, 'confirm-identities'), id, 409, '司法書士の受任が先に必要です。');
    await refused(() => step(id, 'collect-documents'), id, 409, '売主と買主の本人確認が先に必要です。');
    await step(id, 'no-such-step').expect(404);
    await stepDone(id, 'accept', 2);
    await refused(() => step(id, 'accept'), id, 409);
    await stepDone(id, 'confirm-identities', 3);
    await stepDone(id, 'collect-documents', 4);

    // The parties see what to bring; the balance waits for the scrivener's check.
    const collecting = await checklist(id);
    expect(collecting).toMatchObject({ registration_status_id: 4, balance_payable: false, balance_note: '残代金のお支払いは、司法書士が売主の書類を確認した後です。' });
    expect(collecting.buyer.map((item: { name: string }) => item.name)).toEqual(['住民票', '本人確認書類', '印鑑', '司法書士への委任状']);
    expect(collecting.seller[0]).toMatchObject({ name: '実印と印鑑証明書（発行から3か月以内）', state: 'bring' });
    const todo = async (member: SignedInMember) =>
      ((await get('/api/todo-list/list', member.token).expect(200)).body.data.data as Array<{ title: string; thread_id: string; status: number }>).find(
        (item) => item.thread_id === id && item.title === '決済に必要な書類を司法書士にお渡しください',
      );
    expect(await todo(seller)).toMatchObject({ status: 0 });
    expect(await todo(buyer)).toMatchObject({ status: 0 });

    // Verification waits for the application and the 登記原因証明情報.
    await refused(() => step(id, 'verify-documents'), id, 409, '登記申請書と登記原因証明情報の作成が先に必要です。');
    const badKind = await refused(() => record(id, 'photo'), id, 422);
    expect(badKind.body.errors).toHaveProperty('kind');
    await refused(() => record(id, 'application', otherLawyer), id, 403);
    await record(id, 'application').expect(200);
    await record(id, 'cause_certificate').expect(200);
    await stepDone(id, 'verify-documents', 5);
    expect(await checklist(id, seller.token)).toMatchObject({ balance_payable: true, registration_status_name: '書類確認済み' });
    expect(await todo(buyer)).toMatchObject({ status: 1 });
    await stepDone(id, 'ready-for-settlement', 6);
    await stepDone(id, 'file', 7);
    await refused(() => get(`/api/lawyer/registration-completed/${id}`, otherLawyer), id, 403);
    const noReason = await refused(() => post(`/api/lawyer/case/${id}/correction`, { reason: '' }, lawyer), id, 422);
    expect(noReason.body.errors).toHaveProperty('reason');
    await post(`/api/lawyer/case/${id}/correction`, { reason: '地番の誤記' }, lawyer).expect(200);
    await refused(() => get(`/api/lawyer/registration-completed/${id}`, lawyer), id, 409, '補正のうえ、登記の再申請が先に必要です。');
    await stepDone(id, 'file', 7);
    const completed = await get(`/api/lawyer/registration-completed/${id}`, lawyer).expect(200);
    expect(completed.body.data).toMatchObject({ status_id: 9, status_name: '登記完了' });
    await refused(() => post(`/api/lawyer/transaction-cancel/${id}`, { reason: '取消' }, lawyer), id, 409, 'この登記はすでに完了しています。');

    // The whole history, in order, for the assigned scrivener (and admins and the deal's members), no other scrivener.
    type Entry = { type: string; label: string; actor: { role: string; role_name: string }; recorded_at: string };
    const timeline = (await get(`/api/audit/timeline/deal/${id}`, lawyer).expect(200)).body.data.entries as Entry[];
    expect(timeline[0]).toMatchObject({ type: 'DealThreadOpened', label: '問い合わせが始まりました', actor: { role: 'member' } });
    expect(timeline.at(-1)).toMatchObject({ type: 'RegistrationCompleted', label: '登記が完了しました', actor: { role: 'lawyer' } });
    expect(timeline.find((entry) => entry.type === 'RegistrationCaseAssigned')).toMatchObject({ actor: { role: 'admin', role_name: '管理者' } });
    expect(timeline.map((entry) => entry.type)).toEqual(expect.arrayContaining(['ContractRequested', 'ContractManagementFeePaid', 'RegistrationDocumentsVerified']));
    expect([...timeline.map((entry) => entry.recorded_at)].sort()).toEqual(timeline.map((entry) => entry.recorded_at));
    expect((await get(`/api/audit/timeline/deal/${id}`, admin).expect(200)).body.data.entries).toHaveLength(timeline.length);
    await get(`/api/audit/timeline/deal/${id}`, otherLawyer).expect(403);
    await get(`/api/audit/timeline/deal/${id}`).expect(401);
    await get(`/api/contract/${id}/timeline`, admin).expect(404);

    // The contract itself, for the assigned scrivener only.
    const preview = (await get(`/api/contract/preview/lawyer/${id}`, lawyer).expect(200)).body.data;
    expect(preview.parties.seller).toMatchObject({ name: '緑川 花子' });
    expect(preview.property).toMatchObject({ land_lot_number: '1234' });
    for (const token of [otherLawyer, buyer.token, admin]) await get(`/api/contract/preview/lawyer/${id}`, token).expect(403);

    // The scrivener's members and properties are those of their deals only.
    const members = (await get('/api/lawyer/user/list', lawyer).expect(200)).body.data as Array<{ thread_id: string; side: string; name: string; class_name: string }>;
    expect(members.filter((member) => member.thread_id === id)).toEqual([
      expect.objectContaining({ side: 'seller', name: '緑川 花子', class_name: '個人' }),
      expect.objectContaining({ side: 'buyer', name: '鈴木 一郎' }),
    ]);
    const properties = (await get('/api/lawyer/property/list', lawyer).expect(200)).body.data as Array<{ thread_id: string; property: { land_lot_number: string } }>;
    expect(properties.find((property) => property.thread_id === id)?.property).toMatchObject({ land_lot_number: '1234' });
    expect((await get('/api/lawyer/user/list', otherLawyer).expect(200)).body.data.some((member: { thread_id: string }) => member.thread_id === id)).toBe(false);
    expect((await get('/api/lawyer/property/list', otherLawyer).expect(200)).body.data.some((property: { thread_id: string }) => property.thread_id === id)).toBe(false);
    await get('/api/lawyer/user/list', admin).expect(403);
  });

  it('a scrivener takes an unassigned contract for themselves; farmland completes only with the permission on record', async () => {
    const id = await paidContract({ farmland: true });
    // Before anyone takes it, a scrivener sees it in outline only, and nothing of the deal.
    const outline = (await post('/api/contract/filter', { scope: 'assignable' }, otherLawyer).expect(200)).body.data.data.find((row: { thread_id: string }) => row.thread_id === id);
    expect(outline).toMatchObject({ assignable: true, seller_id: null, buyer_id: null, property_name: null, status_id: 6, registration: null });
    await refused(() => get(`/api/audit/timeline/deal/${id}`, lawyer), id, 403);
    await refused(() => get(`/api/contract/${id}/settlement-checklist`, lawyer), id, 403);
    await refused(() => step(id, 'accept'), id, 403, 'この取引を担当する司法書士だけが行えます。');
    await refused(() => get(`/api/contract/preview/lawyer/${id}`, lawyer), id, 403);

    const taken = await assign(lawyerId, id, lawyer).expect(200);
    expect(taken.body.data).toMatchObject({ lawyer_id: lawyerId, status_id: 1 });
    await refused(() => assign(otherLawyerId, id, otherLawyer), id, 409, 'この取引はすでに司法書士が担当しています。');
    const mine = (await post('/api/contract/filter', { scope: 'mine' }, lawyer).expect(200)).body.data.data.find((row: { thread_id: string }) => row.thread_id === id);
    expect(mine).toMatchObject({ assignable: false, seller_id: seller.id, registration: { lawyer_id: lawyerId, status_id: 1, farmland: true } });
    expect((await post('/api/contract/filter', {}, otherLawyer).expect(200)).body.data.data.some((row: { thread_id: string }) => row.thread_id === id)).toBe(false);

    await filed(id);
    await refused(() => get(`/api/lawyer/registration-completed/${id}`, lawyer), id, 409, '農地（地目が田・畑）の所有権移転は、農地法の許可書（届出受理通知書）の記録が先に必要です。');
    await record(id, 'farmland_permission').expect(200);
    await get(`/api/lawyer/registration-completed/${id}`, lawyer).expect(200);
  });

  it('cancelling the case cancels the contract and ends the deal, in one go', async () => {
    const id = await paidContract();
    await assign(lawyerId, id, admin).expect(200);
    await stepDone(id, 'accept', 2);
    expect(await dealStatus(id)).toBe(2);
    await refused(() => post(`/api/lawyer/transaction-cancel/${id}`, { reason: '意思確認ができません' }, otherLawyer), id, 403);
    await refused(() => post(`/api/lawyer/transaction-cancel/${id}`, { reason: '意思確認ができません' }, buyer.token), id, 403);
    const empty = await refused(() => post(`/api/lawyer/transaction-cancel/${id}`, {}, lawyer), id, 422);
    expect(empty.body.errors).toHaveProperty('reason');

    const cancelled = await post(`/api/lawyer/transaction-cancel/${id}`, { reason: '売主の意思確認ができませんでした' }, lawyer).expect(200);
    expect(cancelled.body.data).toMatchObject({ status_id: 10, status_name: '取消' });
    expect(await contractStatus(id)).toBe(8);
    expect(await dealStatus(id)).toBe(7);
    const { rows } = await app.db.query<{ stream_id: string; type: string; transaction_id: string }>(
      `SELECT stream_id, type, transaction_id::text FROM ${ident(app.db.schema)}.events WHERE stream_id = ANY($1) ORDER BY global_position DESC LIMIT 3`,
      [[`registration-case-${id}`, `contract-${id}`, `deal-${id}`]],
    );
    expect(rows.map((row) => row.type).sort()).toEqual(['ContractCancelledWithRegistration', 'DealThreadEnded', 'RegistrationCaseCancelled']);
    expect(new Set(rows.map((row) => row.transaction_id)).size).toBe(1);

    await refused(() => step(id, 'confirm-identities'), id, 409, 'この登記の依頼は取り消されています。');
    await refused(() => post(`/api/lawyer/transaction-cancel/${id}`, { reason: 'もう一度' }, lawyer), id, 409);
    await refused(() => get(`/api/contract/${id}/seller-proceed-contract/1`, seller.token), id, 409);
    expect(await checklist(id)).toMatchObject({ registration_status_name: '取消', balance_payable: false });
    expect((await checklist(id)).seller[0].state).toBe('not_needed');
    for (const member of [buyer, seller]) {
      const todos = (await get('/api/todo-list/list', member.token).expect(200)).body.data;
      expect(JSON.stringify(todos)).toContain('契約が取り消されました');
    }
  });

  it('admins filter by payment method: the bank transfers waiting for confirmation, as the dashboard counts them', async () => {
    const byCard = await paidContract();
    const transfer = await newDeal();
    await get(`/api/contract/${transfer}/request-create-contract`, buyer.token).expect(200);
    await post(`/api/contract/${transfer}/create`, {}, seller.token).expect(200);
    await post(`/api/contract/edit-term/${transfer}`, COMPLETE_TERMS, seller.token).expect(200);
    await get(`/api/contract/${transfer}/buyer-agree`, buyer.token).expect(200);
    await get(`/api/contract/${transfer}/seller-agree`, seller.token).expect(200);
    await get(`/api/contract/${transfer}/buyer-agree-perform-contract`, buyer.token).expect(200);
    await get(`/api/contract/${transfer}/buyer-transfer`, buyer.token).expect(200);

    type Row = { thread_id: string; status_id: number; payment_method: string | null };
    const waiting = (await post('/api/contract/filter', { status_id: [5], payment_method: 'bank_transfer' }, admin).expect(200)).body.data.data as Row[];
    expect(waiting.some((row) => row.thread_id === transfer)).toBe(true);
    expect(waiting.every((row) => row.status_id === 5 && row.payment_method === 'bank_transfer')).toBe(true);
    const cards = (await post('/api/contract/filter', { payment_method: 'card' }, admin).expect(200)).body.data.data as Row[];
    expect(cards.some((row) => row.thread_id === byCard)).toBe(true);
    expect(cards.some((row) => row.thread_id === transfer)).toBe(false);
    const counted = (await get('/api/admin/dashboard', admin).expect(200)).body.data.waiting.bank_transfers;
    expect((await post('/api/contract/filter', { status_id: [5], payment_method: 'bank_transfer' }, admin).expect(200)).body.data.total).toBe(counted);

    const bad = await post('/api/contract/filter', { payment_method: 'cash' }, admin).expect(422);
    expect(Object.keys(bad.body.errors)).toEqual(['payment_method']);
    expect(bad.body.errors.payment_method[0]).toContain('支払い方法');
  });

  it('admins list and filter every contract with its payment flag; others are refused; bad filters name the field', async () => {
    const paid = await paidContract();
    const asked = await newDeal();
    await get(`/api/contract/${asked}/request-create-contract`, buyer.token).expect(200);

    const all = (await get('/api/contract/list', admin).expect(200)).body.data;
    expect(all).toMatchObject({ current_page: 1, per_page: 20 });
    const rows = all.data as Array<{ thread_id: string; status_id: number; payment_status: string; did_pay_management_fee: boolean }>;
    expect(rows.find((row) => row.thread_id === paid)).toMatchObject({ status_id: 6, status_name: '売主手続中', payment_status: 'お支払済み', did_pay_management_fee: true });
    expect(rows.find((row) => row.thread_id === asked)).toMatchObject({ status_id: 1, payment_status: '未払い', did_pay_management_fee: false });

    const unpaid = (await post('/api/contract/filter', { did_pay_management_fee: false }, admin).expect(200)).body.data.data as Array<{ thread_id: string; did_pay_management_fee: boolean }>;
    expect(unpaid.some((row) => row.thread_id === asked)).toBe(true);
    expect(unpaid.every((row) => !row.did_pay_management_fee)).toBe(true);
    const byStatus = (await post('/api/contract/filter', { status_id: [6] }, admin).expect(200)).body.data.data as Array<{ status_id: number; thread_id: string }>;
    expect(byStatus.some((row) => row.thread_id === paid) && byStatus.every((row) => row.status_id === 6)).toBe(true);
    expect((await post('/api/contract/filter', { member_id: third.id }, admin).expect(200)).body.data.total).toBe(0);
    expect((await post('/api/contract/filter', { member_id: seller.id }, admin).expect(200)).body.data.total).toBeGreaterThanOrEqual(2);
    expect((await post('/api/contract/filter', { date_to: '2000-01-01' }, admin).expect(200)).body.data.total).toBe(0);

    const bad = await post('/api/contract/filter', { status_id: 9, did_pay_management_fee: 'yes', date_from: '2026-02-30', member_id: 'x', colour: 1 }, admin).expect(422);
    expect(bad.body.success).toBe(false);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['colour', 'date_from', 'did_pay_management_fee', 'member_id', 'status_id']);

    for (const path of ['/api/contract/list', '/api/contract/status/list', '/api/contract/status-property/list']) {
      await get(path, buyer.token).expect(403);
      await get(path).expect(401);
    }
    await post('/api/contract/filter', {}, buyer.token).expect(403);
    const statuses = (await get('/api/contract/status/list', lawyer).expect(200)).body.data;
    expect(statuses.contract).toHaveLength(8);
    expect(statuses.contract[0]).toEqual({ id: 1, name: '作成依頼中' });
    expect(statuses.registration.map((status: { name: string }) => status.name)).toContain('登記完了');
    expect((await get('/api/contract/status-property/list', admin).expect(200)).body.data[1]).toEqual({ id: 2, name: '掲載中' });
  });

  it('the checklist is for the two members, admins and the assigned scrivener', async () => {
    const id = await paidContract();
    expect(await checklist(id, seller.token)).toMatchObject({ registration_status_id: null, registration_status_name: '司法書士への依頼前', balance_payable: false });
    expect((await checklist(id, admin)).seller.every((item: { state: string }) => item.state === 'prepare')).toBe(true);
    await get(`/api/contract/${id}/settlement-checklist`, third.token).expect(403);
    await get(`/api/contract/${id}/settlement-checklist`).expect(401);
    await get(`/api/contract/${MISSING_THREAD}/settlement-checklist`, buyer.token).expect(404);
    const early = await newDeal();
    await get(`/api/contract/${early}/settlement-checklist`, buyer.token).expect(409);
  });
});
