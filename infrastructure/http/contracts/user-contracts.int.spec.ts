import request from 'supertest';
import type { App } from 'supertest/types';
import { signUpMember, verifyIdentity, VALID_PROFILE, type SignedInMember } from '../../testing/account-fixtures';
import { bearer, listingIn } from '../../testing/property-fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { storeKinds } from '../../testing/test-databases';

describe.each(storeKinds())('A member’s deal history on the %s store', (kind) => {
  let app: TestApp;
  let http: App;
  let seller: SignedInMember;
  let buyer: SignedInMember;
  let third: SignedInMember;
  const history = (token: string, page?: string) => request(http).get(`/api/user-contract/history${page === undefined ? '' : `?page=${page}`}`).set(bearer(token));
  const openDeal = async (by: SignedInMember, listing: string) =>
    (await request(http).post('/api/message/thread/create').set(bearer(by.token)).send({ property_id: listing }).expect(200)).body.data.thread_id as string;
  const requestContract = (id: string, by: SignedInMember) => request(http).get(`/api/contract/${id}/request-create-contract`).set(bearer(by.token)).expect(200);

  beforeAll(async () => {
    app = await createTestApp(kind, [], { PAYMENT_PROVIDER: 'sandbox', MANAGEMENT_FEE_YEN: '35000' });
    http = app.app.getHttpServer() as App;
    seller = await signUpMember(app, { nickname: 'みどり農園' });
    await request(http).patch(`/api/mypage/user/update-basic/${seller.id}`).set(bearer(seller.token)).send({ ...VALID_PROFILE, nickname: 'みどり農園' }).expect(200);
    await verifyIdentity(app, seller);
    buyer = await signUpMember(app, { nickname: '山の家さがし' });
    await request(http).patch(`/api/mypage/user/update-basic/${buyer.id}`).set(bearer(buyer.token)).send(VALID_PROFILE).expect(200);
    await verifyIdentity(app, buyer);
    third = await signUpMember(app, { nickname: 'となりの人' });
  });
  afterAll(() => app.dispose());

  it('lists the member’s contracts on both sides, newest first, 20 a page, and no one else’s', async () => {
    // 21 deals where the member buys, one where the member sells, one deal without a contract.
    const bought: string[] = [];
    for (let n = 0; n < 21; n += 1) {
      const id = await openDeal(buyer, await listingIn(http, seller.token, 'published'));
      await requestContract(id, buyer);
      bought.push(id);
    }
    const sold = await openDeal(seller, await listingIn(http, buyer.token, 'published'));
    await requestContract(sold, seller);
    await openDeal(buyer, await listingIn(http, seller.token, 'published'));
    // The first contract drafted last: it moves to the top.
    await request(http).post(`/api/contract/${bought[0]}/create`).set(bearer(seller.token)).send({}).expect(200);

    const first = (await history(buyer.token).expect(200)).body;
    expect(first.success).toBe(true);
    expect(first.data).toMatchObject({ current_page: 1, last_page: 2, per_page: 20, total: 22 });
    expect(first.data.data).toHaveLength(20);
    const ids = first.data.data.map((item: { thread_id: string }) => item.thread_id);
    expect(ids.slice(0, 2)).toEqual([bought[0], sold]);
    expect(ids.slice(2)).toEqual([...bought.slice(3)].reverse());
    expect(first.data.data[0]).toMatchObject({
      role: 'buyer',
      partner_id: seller.id,
      partner_nickname: 'みどり農園',
      status_id: 2,
      status_name: '作成中',
      did_pay_management_fee: false,
      payment_status: '未払い',
      concluded_at: null,
    });
    expect(first.data.data[0].property_name).toEqual(expect.any(String));
    expect(first.data.data[0].price).toEqual(expect.any(Number));
    expect(first.data.data[1]).toMatchObject({ role: 'seller', partner_id: seller.id, status_id: 1, status_name: '作成依頼中', price: null });
    expect(first.data.data[1].property_name).toEqual(expect.any(String));

    const second = (await history(buyer.token, '2').expect(200)).body.data;
    expect(second).toMatchObject({ current_page: 2, last_page: 2, total: 22 });
    expect(second.data.map((item: { thread_id: string }) => item.thread_id)).toEqual([bought[2], bought[1]]);
    expect((await history(buyer.token, '3').expect(200)).body.data).toMatchObject({ data: [], current_page: 3, total: 22 });

    const sellers = (await history(seller.token).expect(200)).body.data;
    expect(sellers.total).toBe(22);
    expect(sellers.data[1]).toMatchObject({ thread_id: sold, role: 'buyer', partner_id: buyer.id, partner_nickname: '山の家さがし' });

    expect((await history(third.token).expect(200)).body.data).toMatchObject({ data: [], total: 0, current_page: 1, last_page: 1 });
  });

  it('tells each party where the deal’s contract stands for them, from before the request to a document confirmed, and no one else', async () => {
    const id = await openDeal(buyer, await listingIn(http, seller.token, 'published'));
    const state = async (member: SignedInMember) => (await request(http).get(`/api/user-contract/state/${id}`).set(bearer(member.token)).expect(200)).body.data;
    expect(await state(buyer)).toEqual({
      thread_id: id,
      role: 'buyer',
      deal_ongoing: true,
      status_id: 0,
      status_name: '未依頼',
      buyer_agreed: false,
      seller_agreed: false,
      payment_method: null,
      did_pay_management_fee: false,
      management_fee: null,
      documents_confirmed: [],
    });
    const step = (member: SignedInMember, path: string) => request(http).get(`/api/contract/${id}/${path}`).set(bearer(member.token)).expect(200);
    await requestContract(id, buyer);
    expect(await state(seller)).toMatchObject({ role: 'seller', status_id: 1, status_name: '作成依頼中' });
    await request(http).post(`/api/contract/${id}/create`).set(bearer(seller.token)).send({}).expect(200);
    await request(http)
      .post(`/api/contract/edit-term/${id}`)
      .set(bearer(seller.token))
      .send({ delivery_date: '2027-03-31', payment_schedule: [{ label: '残代金', amount: 3_800_000, due_date: '2027-03-31' }] })
      .expect(200);
    await step(buyer, 'buyer-agree');
    expect(await state(seller)).toMatchObject({ status_id: 3, buyer_agreed: true, seller_agreed: false });
    await step(seller, 'seller-agree');
    await step(buyer, 'buyer-agree-perform-contract');
    await step(buyer, 'buyer-transfer');
    expect(await state(buyer)).toMatchObject({ status_id: 5, payment_method: 'bank_transfer', did_pay_management_fee: false, management_fee: 35_000 });
    await request(http).post('/api/payment/pay-management').set(bearer(buyer.token)).send({ thread_id: id, card_token: 'tok_sandbox_approved' }).expect(409);

    await request(http).get(`/api/user-contract/state/${id}`).set(bearer(third.token)).expect(403);
    await request(http).get(`/api/user-contract/state/${id}`).expect(401);
    await request(http).get('/api/user-contract/state/00000000-0000-4000-8000-000000000000').set(bearer(buyer.token)).expect(404);
    await request(http).get('/api/user-contract/state/not-a-deal').set(bearer(buyer.token)).expect(404);
  });

  it('asks a guest to sign in and names a bad page', async () => {
    await request(http).get('/api/user-contract/history').expect(401);
    for (const page of ['0', '-1', 'abc', '1.5']) {
      const answer = await history(buyer.token, page).expect(422);
      expect(answer.body).toMatchObject({ success: false, errors: { page: ['ページは1以上の整数で指定してください。'] } });
    }
  });

  it('tells the member which card provider is active and the fee', async () => {
    const answer = await request(http).get('/api/user-contract/payment-options').set(bearer(buyer.token)).expect(200);
    expect(answer.body.data).toEqual({ card_provider: 'sandbox', card_available: true, management_fee: 35_000 });
    await request(http).get('/api/user-contract/payment-options').expect(401);
  });
});
