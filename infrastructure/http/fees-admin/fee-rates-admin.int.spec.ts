import { CommandBus } from '@nestjs/cqrs';
import request from 'supertest';
import type { App } from 'supertest/types';
import { FEE_RATE_MESSAGES } from '../../../domain/fees/fee-rate.decider';
import { FEE_RATE_SCHEDULE_STREAM } from '../../../domain/fees/fee-rate.events';
import { ident } from '../../database/database';
import { seedFeeRates } from '../../seed/seed-fee-rates';
import { forgetAttempts, signInAdmin, signInLawyer, signUpMember } from '../../testing/account-fixtures';
import { bearer } from '../../testing/property-fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { storeKinds } from '../../testing/test-databases';

const RATES = '/api/admin/fee-rates';
const STAMP = '/api/calculatorRevenueStampFee';
const REGISTRATION = '/api/calculatorRegistrationFee';
const EXTENSION = 'registration-tax-land-sale-2026-04-01';

const LAND_2029 = {
  rule: '土地の売買の軽減税率（令和11年度から）',
  applies_to: { kind: 'land', cause: 'sale' },
  per_mille: 17,
  from: '2029-04-01',
  to: '2032-03-31',
  legal_basis: '租税特別措置法 第72条 第1項（令和11年度税制改正）',
  confirmed: true,
  notes: [],
};

interface PeriodView {
  period_id: string;
  state: string;
  confirmed: boolean;
  withdrawn: boolean;
  [key: string]: unknown;
}

describe.each(storeKinds())('Fee rates kept by the admin on the %s store', (storeKind) => {
  let app: TestApp;
  let http: App;
  let admin: string;

  beforeAll(async () => {
    app = await createTestApp(storeKind);
    http = app.app.getHttpServer() as App;
    app.clock.advance(Date.parse('2026-11-22T00:00:00.000Z') - Date.parse(app.clock.now()));
    await forgetAttempts(app);
    admin = await signInAdmin(http);
  });
  afterAll(() => app.dispose());

  const list = async () => (await request(http).get(RATES).set(bearer(admin)).expect(200)).body.data as { stamp_duty: PeriodView[]; registration_tax: PeriodView[]; gaps: Record<string, string | null>; today: string };
  const find = async (id: string) => {
    const { stamp_duty, registration_tax } = await list();
    return [...stamp_duty, ...registration_tax].find((period) => period.period_id === id);
  };
  const scheduleEvents = async () =>
    (
      await app.db.query<{ type: string; metadata: { actor: { role: string } } }>(
        `SELECT type, metadata FROM ${ident(app.db.schema)}.events WHERE stream_id = $1 ORDER BY stream_version`,
        [FEE_RATE_SCHEDULE_STREAM],
      )
    ).rows;

  it('lists the built-in periods with their state, added by the system', async () => {
    const overview = await list();
    expect(overview.today).toBe('2026-11-22');
    expect(overview.gaps).toEqual({ stamp_duty: null, registration_tax: null });
    expect(overview.stamp_duty.map((period) => [period.kind, period.state])).toEqual([
      ['standard', 'in_force'],
      ['reduced', 'in_force'],
    ]);
    expect(overview.registration_tax.map((period) => [period.rule, period.from, period.state, period.confirmed])).toEqual([
      ['本則', null, 'in_force', true],
      ['土地の売買の軽減税率', '2013-04-01', 'past', true],
      ['土地の売買の軽減税率（延長）', '2026-04-01', 'in_force', false],
      ['住宅用家屋の売買の軽減税率', null, 'in_force', true],
    ]);
    expect(overview.registration_tax[0]).toMatchObject({ added_by: { id: 'system', role: 'system', name: 'システム' }, added_at: expect.any(String), withdrawn: false });
  });

  it('seeds nothing again on a restart', async () => {
    const before = (await scheduleEvents()).length;
    expect(await seedFeeRates(app.app.get(CommandBus))).toBe(0);
    expect((await scheduleEvents()).length).toBe(before);
  });

  it('an added land period from a future date is used from that date, the old one before it', async () => {
    const added = await request(http).post(`${RATES}/registration-tax`).set(bearer(admin)).send(LAND_2029).expect(201);
    expect(added.body).toMatchObject({
      success: true,
      message: '期間を追加しました。',
      data: { period_id: expect.any(String), state: 'future', per_mille: 17, applies_to: { kind: 'land', cause: 'sale' }, added_by: { role: 'admin', name: expect.any(String) } },
    });

    const inNewPeriod = await request(http).get(`${REGISTRATION}/10000000?date=2029-04-01`).expect(200);
    expect(inNewPeriod.body.data).toMatchObject({ fee: 170_000, basis: { rule: LAND_2029.rule, rate_percent: 1.7, period: { from: '2029-04-01', to: '2032-03-31' }, legal_basis: LAND_2029.legal_basis, confirmed: true } });
    const before = await request(http).get(`${REGISTRATION}/10000000?date=2029-03-31`).expect(200);
    expect(before.body.data).toMatchObject({ fee: 150_000, basis: { rate_percent: 1.5, period: { from: '2026-04-01', to: '2029-03-31' } } });
    const after = await request(http).get(`${REGISTRATION}/10000000?date=2032-04-01`).expect(200);
    expect(after.body.data).toMatchObject({ fee: 200_000, basis: { rule: '本則' } });

    const events = await scheduleEvents();
    expect(events.at(-1)).toMatchObject({ type: 'RegistrationTaxPeriodAdded', metadata: { actor: { role: 'admin' } } });
  });

  it('refuses an overlapping period, naming from and to, with nothing stored changed', async () => {
    const events = (await scheduleEvents()).length;
    const listed = await list();
    const refused = await request(http).post(`${RATES}/registration-tax`).set(bearer(admin)).send({ ...LAND_2029, from: '2029-01-01', to: '2029-12-31' }).expect(422);
    expect(refused.body.success).toBe(false);
    expect(Object.keys(refused.body.errors).sort()).toEqual(['from', 'to']);
    expect(refused.body.errors.from[0]).toContain('2026-04-01〜2029-03-31');
    expect((await scheduleEvents()).length).toBe(events);
    expect(await list()).toEqual(listed);
  });

  it('names each bad field', async () => {
    const refused = await request(http)
      .post(`${RATES}/registration-tax`)
      .set(bearer(admin))
      .send({ ...LAND_2029, rule: '', per_mille: 1.5, from: '2040-02-30', legal_basis: ' ' })
      .expect(422);
    expect(refused.body.errors).toEqual({
      from: [FEE_RATE_MESSAGES.date],
      legal_basis: [FEE_RATE_MESSAGES.legal_basis],
      rule: [FEE_RATE_MESSAGES.rule],
      per_mille: [FEE_RATE_MESSAGES.per_mille],
    });
    const backwards = await request(http).post(`${RATES}/registration-tax`).set(bearer(admin)).send({ ...LAND_2029, from: '2040-04-01', to: '2040-03-31' }).expect(422);
    expect(backwards.body.errors).toEqual({ to: [FEE_RATE_MESSAGES.to_before_from] });
    const gap = await request(http)
      .post(`${RATES}/stamp-duty`)
      .set(bearer(admin))
      .send({ kind: 'reduced', from: '2040-04-01', to: null, legal_basis: '租税特別措置法 第91条', brackets: [{ min: 100_001, max: 500_000, label: 'a', fee: 200 }, { min: 600_000, max: null, label: 'b', fee: 500 }] })
      .expect(422);
    expect(gap.body.errors.brackets).toEqual(['2行目: 下限は前の区分の上限の次の金額（500,001円）にしてください。']);
    const unknown = await request(http).post(`${RATES}/stamp-duty`).set(bearer(admin)).send({ kind: 'reduced', rate: 1 }).expect(422);
    expect(unknown.body.errors).toHaveProperty('rate');
  });

  it('confirming the land extension flips `confirmed` and the calculator message', async () => {
    const unconfirmed = await request(http).get(`${REGISTRATION}/10000000?date=2026-04-01`).expect(200);
    expect(unconfirmed.body.message).toContain('国税庁 タックスアンサー No.7191');

    const confirmed = await request(http).post(`${RATES}/${EXTENSION}/confirm`).set(bearer(admin)).send({}).expect(200);
    expect(confirmed.body).toMatchObject({ message: '期間を確認済みにしました。', data: { period_id: EXTENSION, confirmed: true, notes: [], confirmed_by: { role: 'admin' } } });

    const answer = await request(http).get(`${REGISTRATION}/10000000?date=2026-04-01`).expect(200);
    expect(answer.body).toMatchObject({ message: '', data: { fee: 150_000, basis: { confirmed: true, notes: [], period: { from: '2026-04-01', to: '2029-03-31' } } } });

    const again = await request(http).post(`${RATES}/${EXTENSION}/confirm`).set(bearer(admin)).send({}).expect(409);
    expect(again.body.message).toBe(FEE_RATE_MESSAGES.already_confirmed);
    await request(http).post(`${RATES}/no-such-period/confirm`).set(bearer(admin)).send({}).expect(404);
  });

  it('withdrawing a period makes the calculator fall back, and keeps it listed with the reason', async () => {
    const reduction = {
      kind: 'reduced',
      from: '2027-04-01',
      to: '2029-03-31',
      legal_basis: '租税特別措置法 第91条（延長）',
      confirmed: false,
      notes: ['延長は未確認です。'],
      brackets: [
        { min: 10_000_001, max: 50_000_000, label: '1,000万円を超え5,000万円以下', fee: 10_000 },
        { min: 50_000_001, max: null, label: '5,000万円を超えるもの', fee: 30_000 },
      ],
    };
    const added = await request(http).post(`${RATES}/stamp-duty`).set(bearer(admin)).send(reduction).expect(201);
    const id = added.body.data.period_id as string;
    const reduced = await request(http).get(`${STAMP}/30000000?date=2027-04-01`).expect(200);
    expect(reduced.body).toMatchObject({ message: '延長は未確認です。', data: { fee: 10_000, reduced: true, basis: { confirmed: false } } });

    const noReason = await request(http).post(`${RATES}/${id}/withdraw`).set(bearer(admin)).send({ reason: ' ' }).expect(422);
    expect(noReason.body.errors).toEqual({ reason: [FEE_RATE_MESSAGES.reason] });

    const withdrawn = await request(http).post(`${RATES}/${id}/withdraw`).set(bearer(admin)).send({ reason: '延長の報道が誤りでした。' }).expect(200);
    expect(withdrawn.body).toMatchObject({ message: '期間を取り下げました。', data: { state: 'withdrawn', withdrawn: true, withdrawal_reason: '延長の報道が誤りでした。', withdrawn_by: { role: 'admin' } } });

    const fallback = await request(http).get(`${STAMP}/30000000?date=2027-04-01`).expect(200);
    expect(fallback.body).toMatchObject({ message: '', data: { fee: 20_000, reduced: false, basis: { rule: '本則' } } });
    expect((await find(id))?.state).toBe('withdrawn');
    await request(http).post(`${RATES}/${id}/withdraw`).set(bearer(admin)).send({ reason: '再度' }).expect(409);

    const types = (await scheduleEvents()).map((event) => event.type);
    expect(types.slice(-2)).toEqual(['StampDutyPeriodAdded', 'FeeRatePeriodWithdrawn']);
  });

  describe('access', () => {
    type Role = 'guest' | 'member' | 'lawyer';
    const EXPECTED: Record<Role, number> = { guest: 401, member: 403, lawyer: 403 };
    let tokens: Record<Role, string | null>;

    beforeAll(async () => {
      await forgetAttempts(app);
      tokens = { guest: null, member: (await signUpMember(app)).token, lawyer: await signInLawyer(http) };
    });

    const calls = [
      { name: `GET ${RATES}`, call: () => request(http).get(RATES) },
      { name: `POST ${RATES}/stamp-duty`, call: () => request(http).post(`${RATES}/stamp-duty`).send({ kind: 'reduced', from: '2040-01-01', legal_basis: 'x', brackets: [{ min: 1, max: null, label: 'a', fee: 1 }] }) },
      { name: `POST ${RATES}/registration-tax`, call: () => request(http).post(`${RATES}/registration-tax`).send({ ...LAND_2029, from: '2040-01-01', to: null }) },
      { name: `POST ${RATES}/{id}/confirm`, call: () => request(http).post(`${RATES}/registration-tax-home-to-2027-03-31/confirm`).send({}) },
      { name: `POST ${RATES}/{id}/withdraw`, call: () => request(http).post(`${RATES}/registration-tax-home-to-2027-03-31/withdraw`).send({ reason: '権限の確認' }) },
    ];
    const cases = calls.flatMap((call) => (Object.keys(EXPECTED) as Role[]).map((role) => ({ ...call, role, status: EXPECTED[role] })));

    it.each(cases)('$name as $role → $status, nothing stored', async ({ call, role, status }) => {
      const before = (await scheduleEvents()).length;
      let pending = call();
      const token = tokens[role];
      if (token) pending = pending.set(bearer(token));
      const response = await pending;
      expect(response.status).toBe(status);
      expect(response.body).toMatchObject({ success: false, data: null });
      expect((await scheduleEvents()).length).toBe(before);
    });
  });

  it('answers a date without a 本則 as a conflict, not a server error, and the list names the gap', async () => {
    await request(http).post(`${RATES}/registration-tax-standard/withdraw`).set(bearer(admin)).send({ reason: '期間を分けて登録し直すため' }).expect(200);
    expect((await list()).gaps).toEqual({ stamp_duty: null, registration_tax: '2014-04-01' });
    const refused = await request(http).get(`${REGISTRATION}/10000000?date=2026-05-01&kind=building`).expect(409);
    expect(refused.body).toMatchObject({ success: false, data: null });
    expect(refused.body.message).toContain('税率が登録されていません');
    await request(http).get(`${REGISTRATION}/10000000?date=2026-05-01`).expect(200);
  });
});
