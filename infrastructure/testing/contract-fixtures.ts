import request from 'supertest';
import type { App } from 'supertest/types';
import { SELLER_DOCUMENTS } from '../../domain/contracts/seller-documents';
import { SANDBOX_CARD_TOKENS } from '../payments/sandbox-payment-gateway';
import { forgetAttempts, signUpMember, verifyIdentity, VALID_PROFILE, type SignedInMember } from './account-fixtures';
import { bearer, listingIn } from './property-fixtures';
import type { TestApp } from './test-app';

/** Terms complete enough for the buyer to agree: delivery, deposit, a schedule adding up to the price, the year's tax. */
export const COMPLETE_TERMS = {
  delivery_date: '2027-03-31',
  deposit_amount: 380_000,
  deposit_deadline: '2027-01-31',
  payment_schedule: [{ label: '残代金', amount: 3_420_000, due_date: '2027-03-31' }],
  annual_fixed_asset_tax: 36_500,
};

/** The seller's profile: a verified member with a legal name and an address of their own. */
export const SELLER_PROFILE = { ...VALID_PROFILE, nickname: 'みどり農園', name_last: '緑川', name_first: '花子', prefecture_id: 20, city: '小諸市', block: '与良町2-3-4' };

export interface ContractParties {
  seller: SignedInMember;
  buyer: SignedInMember;
}

/** A seller (verified, so they can publish) and a buyer, both with their legal names and addresses given. */
export async function contractParties(app: TestApp): Promise<ContractParties> {
  const http = app.app.getHttpServer() as App;
  // The seller's legal name is given before the identity check: changing it afterwards reopens the check.
  const seller = await signUpMember(app, { nickname: SELLER_PROFILE.nickname });
  await request(http).patch(`/api/mypage/user/update-basic/${seller.id}`).set(bearer(seller.token)).send(SELLER_PROFILE).expect(200);
  await verifyIdentity(app, seller);
  const buyer = await signUpMember(app, { nickname: VALID_PROFILE.nickname });
  await request(http).patch(`/api/mypage/user/update-basic/${buyer.id}`).set(bearer(buyer.token)).send(VALID_PROFILE).expect(200);
  await forgetAttempts(app);
  return { seller, buyer };
}

/** A deal on a new listing of the seller, negotiated (商談中), answered by its id. */
export async function negotiatedDeal(http: App, { seller, buyer }: ContractParties): Promise<string> {
  const listing = await listingIn(http, seller.token, 'published');
  const id = (await request(http).post('/api/message/thread/create').set(bearer(buyer.token)).send({ property_id: listing }).expect(200)).body.data.thread_id as string;
  await request(http).post('/api/message/create').set(bearer(seller.token)).send({ thread_id: id, message: 'ご質問ありがとうございます。' }).expect(200);
  return id;
}

/**
 * A deal on a new listing of the seller, walked through every contract step to 締結済み (7): the
 * buyer pays the management fee by the sandbox card. Answers the deal's (and contract's) id.
 */
export async function concludedContract(http: App, parties: ContractParties): Promise<string> {
  const { seller, buyer } = parties;
  const id = await negotiatedDeal(http, parties);
  const step = (token: string, path: string, body?: object) =>
    (body ? request(http).post(path).send(body) : request(http).get(path)).set(bearer(token)).expect(200);
  await step(buyer.token, `/api/contract/${id}/request-create-contract`);
  await step(seller.token, `/api/contract/${id}/create`, { thread_id: id });
  await step(seller.token, `/api/contract/edit-term/${id}`, COMPLETE_TERMS);
  await step(buyer.token, `/api/contract/${id}/buyer-agree`);
  await step(seller.token, `/api/contract/${id}/seller-agree`);
  await step(buyer.token, `/api/contract/${id}/buyer-agree-perform-contract`);
  await step(buyer.token, '/api/payment/pay-management', { thread_id: id, card_token: SANDBOX_CARD_TOKENS.approved });
  for (const document of SELLER_DOCUMENTS) await step(seller.token, `/api/contract/${id}/seller-proceed-contract/${document.id}`);
  return id;
}
