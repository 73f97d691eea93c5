import request from 'supertest';
import type { App } from 'supertest/types';
import { forgetAttempts, signInAdmin, signInLawyer, signUpMember, uniqueEmail } from '../../testing/account-fixtures';
import { COMPLETE_TERMS, concludedContract, contractParties, negotiatedDeal, type ContractParties } from '../../testing/contract-fixtures';
import { bearer } from '../../testing/property-fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { storeKinds } from '../../testing/test-databases';

interface Dashboard {
  weeks: string[];
  series: Array<{ key: string; label: string; counts: number[]; total: number }>;
  waiting: { identity_reviews: number; bank_transfers: number; contacts: number };
}

const WEEK_MS = 7 * 86_400_000;
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

describe.each(storeKinds())('The admin dashboard on the %s store', (storeKind) => {
  let app: TestApp;
  let http: App;

  const dashboard = async (query = '') => {
    const admin = await signInAdmin(http);
    return (await request(http).get(`/api/admin/dashboard${query}`).set(bearer(admin)).expect(200)).body.data as Dashboard;
  };
  const counts = (board: Dashboard, key: string) => board.series.find((series) => series.key === key)?.counts as number[];
  const sendContact = async () => {
    await forgetAttempts(app);
    await request(http).post('/api/contact/create').send({ name: '山田 花子', email: uniqueEmail('contact'), category_id: 2, message: '掲載の手順を教えてください。' }).expect(201);
  };

  /** A deal whose buyer said the management fee goes by bank transfer, not yet confirmed. */
  const declaredTransfer = async (parties: ContractParties) => {
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
    await step(buyer.token, `/api/contract/${id}/buyer-transfer`);
  };

  beforeAll(async () => {
    app = await createTestApp(storeKind);
    http = app.app.getHttpServer() as App;
  });
  afterAll(() => app.dispose());

  it('counts each week of the last twelve from the read models, and what waits for an admin', async () => {
    const before = await dashboard();
    expect(before.weeks).toHaveLength(12);
    expect(before.series.map((series) => series.key)).toEqual(['members', 'listings', 'deals', 'contracts', 'contacts']);
    for (const series of before.series) expect(series.counts).toHaveLength(12);

    const parties = await contractParties(app);
    await concludedContract(http, parties);
    await declaredTransfer(parties);
    const waiting = await signUpMember(app);
    await request(http).post('/api/mypage/user/upload-identification').set(bearer(waiting.token)).attach('files', PNG, { filename: 'license.png', contentType: 'image/png' }).expect(201);
    await sendContact();
    await sendContact();

    app.clock.advance(WEEK_MS);
    await sendContact();
    const after = await dashboard();

    // The week that was current is now the one before it.
    expect(after.weeks.slice(0, 11)).toEqual(before.weeks.slice(1));
    expect(Date.parse(after.weeks[11]) - Date.parse(before.weeks[11])).toBe(WEEK_MS);
    const grew = (key: string) => counts(after, key)[10] - counts(before, key)[11];
    expect(grew('members')).toBe(3);
    expect(grew('listings')).toBe(2);
    expect(grew('deals')).toBe(2);
    expect(grew('contracts')).toBe(1);
    expect(grew('contacts')).toBe(2);
    expect(counts(after, 'contacts')[11]).toBe(1);
    expect(counts(after, 'members')[11]).toBe(0);
    const contacts = after.series.find((series) => series.key === 'contacts');
    expect(contacts?.total).toBe(contacts?.counts.reduce((sum, count) => sum + count, 0));

    expect(after.waiting).toEqual({
      identity_reviews: before.waiting.identity_reviews + 1,
      bank_transfers: before.waiting.bank_transfers + 1,
      contacts: before.waiting.contacts + 3,
    });
  });

  it('shows as many weeks as asked, up to a year', async () => {
    expect((await dashboard('?weeks=4')).weeks).toHaveLength(4);
    expect(counts(await dashboard('?weeks=52'), 'members')).toHaveLength(52);
  });

  it.each(['0', '53', 'abc', '1.5', '-1'])('names the weeks field when weeks is %s', async (weeks) => {
    const admin = await signInAdmin(http);
    const response = await request(http).get('/api/admin/dashboard').query({ weeks }).set(bearer(admin)).expect(422);
    expect(response.body).toMatchObject({ success: false, data: null, errors: { weeks: ['週の数は1から52までの整数で指定してください。'] } });
  });

  it('is for admins only: guests 401, members and lawyers 403', async () => {
    await forgetAttempts(app);
    const member = await signUpMember(app);
    const lawyer = await signInLawyer(http);
    expect((await request(http).get('/api/admin/dashboard').expect(401)).body.success).toBe(false);
    expect((await request(http).get('/api/admin/dashboard').set(bearer(member.token)).expect(403)).body.success).toBe(false);
    expect((await request(http).get('/api/admin/dashboard').set(bearer(lawyer)).expect(403)).body.success).toBe(false);
  });
});
