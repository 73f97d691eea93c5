import request from 'supertest';
import type { App } from 'supertest/types';
import { signUpMember, verifyIdentity, VALID_PROFILE, type SignedInMember } from '../../testing/account-fixtures';
import { bearer, listingIn } from '../../testing/property-fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { storeKinds } from '../../testing/test-databases';
import { SANDBOX_CARD_TOKENS } from '../../payments/sandbox-payment-gateway';

describe.each(storeKinds())('Contract settings on the %s store', (kind) => {
  let app: TestApp;
  let http: App;
  let seller: SignedInMember;
  let buyer: SignedInMember;

  beforeAll(async () => {
    app = await createTestApp(kind, [], { MANAGEMENT_FEE_YEN: '44000', PAYMENT_PROVIDER: 'none' });
    http = app.app.getHttpServer() as App;
    seller = await signUpMember(app, { nickname: 'みどり農園' });
    await request(http).patch(`/api/mypage/user/update-basic/${seller.id}`).set(bearer(seller.token)).send({ ...VALID_PROFILE, nickname: 'みどり農園' }).expect(200);
    await verifyIdentity(app, seller);
    buyer = await signUpMember(app);
    await request(http).patch(`/api/mypage/user/update-basic/${buyer.id}`).set(bearer(buyer.token)).send(VALID_PROFILE).expect(200);
  });
  afterAll(() => app.dispose());

  it('charges the fee MANAGEMENT_FEE_YEN sets, and takes no card without a provider (bank transfer only)', async () => {
    const listing = await listingIn(http, seller.token, 'published');
    const id = (await request(http).post('/api/message/thread/create').set(bearer(buyer.token)).send({ property_id: listing }).expect(200)).body.data.thread_id as string;
    const step = (token: string, path: string) => request(http).get(`/api/contract/${id}/${path}`).set(bearer(token)).expect(200);
    await step(buyer.token, 'request-create-contract');
    await request(http).post(`/api/contract/${id}/create`).set(bearer(seller.token)).send({}).expect(200);
    await request(http)
      .post(`/api/contract/edit-term/${id}`)
      .set(bearer(seller.token))
      .send({ delivery_date: '2027-03-31', payment_schedule: [{ label: '残代金', amount: 3_800_000, due_date: '2027-03-31' }] })
      .expect(200);
    await step(buyer.token, 'buyer-agree');
    await step(seller.token, 'seller-agree');
    await step(buyer.token, 'buyer-agree-perform-contract');

    const pay = await request(http).post('/api/payment/pay-management').set(bearer(buyer.token)).send({ thread_id: id, card_token: SANDBOX_CARD_TOKENS.approved }).expect(409);
    expect(pay.body.message).toBe('現在カードでのお支払いはご利用いただけません。銀行振込をご利用ください。');
    await step(buyer.token, 'buyer-transfer');
    const content = (await step(buyer.token, 'contract-detail-content')).body.data;
    expect(content.payment).toMatchObject({ management_fee: 44_000, did_pay_management_fee: false, method: 'bank_transfer' });
    expect(content.closing_costs.buyer.management_fee).toBe(44_000);
  });
});
