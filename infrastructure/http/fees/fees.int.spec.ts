import request from 'supertest';
import type { App } from 'supertest/types';
import { FEE_DATE_MESSAGES } from '../../../domain/fees/fee-date.rule';
import { YEN_AMOUNT_MESSAGES } from '../../../domain/fees/yen-amount.rule';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { storeKinds } from '../../testing/test-databases';
import { UNKNOWN_FIELD_MESSAGE } from '../shared/validation-messages';
import { FEE_QUERY_MESSAGES } from './fee-request';

const STAMP = '/api/calculatorRevenueStampFee';
const REGISTRATION = '/api/calculatorRegistrationFee';
const SPEC_MESSAGE = '入力内容に誤りがあります。確認してください';

describe.each(storeKinds())('Fee calculators over HTTP on the %s store', (kind) => {
  let app: TestApp;
  let http: App;

  beforeAll(async () => {
    app = await createTestApp(kind);
    http = app.app.getHttpServer() as App;
  });
  afterAll(() => app.dispose());

  /** Moves the app's clock to an instant, for the length of one test. */
  async function at<T>(instant: string, run: () => Promise<T>): Promise<T> {
    const shift = Date.parse(instant) - Date.parse(app.clock.now());
    app.clock.advance(shift);
    try {
      return await run();
    } finally {
      app.clock.advance(-shift);
    }
  }

  describe('revenue stamp fee', () => {
    it('answers the reduced fee with its basis, without a sign-in', async () => {
      const response = await request(http).get(`${STAMP}/30000000?date=2026-05-01`).expect(200);
      expect(response.body).toEqual({
        success: true,
        message: '',
        data: {
          fee: 10_000,
          amount: 30_000_000,
          date: '2026-05-01',
          electronic: false,
          reduced: true,
          basis: {
            rule: '軽減税率',
            bracket: { min: 10_000_001, max: 50_000_000, label: '1,000万円を超え5,000万円以下' },
            rate_percent: null,
            period: { from: '2014-04-01', to: '2027-03-31' },
            legal_basis: '租税特別措置法 第91条',
            confirmed: true,
            checked_on: '2026-11-23',
            source: '国税庁「印紙税額の一覧表」「タックスアンサー No.7191 登録免許税の税額表」',
            notes: [],
          },
        },
      });
    });

    it.each([
      ['9,999', 0],
      ['10,000', 200],
      ['100,001', 200],
      ['500,001', 500],
      ['1,000,001', 1_000],
      ['5,000,001', 5_000],
      ['50,000,001', 30_000],
      ['5,000,000,000', 320_000],
      ['5,000,000,001', 480_000],
      ['9,007,199,254,740,991', 480_000],
      ['0', 200],
    ])('reads %s with thousands commas: %d yen', async (v, fee) => {
      const response = await request(http).get(`${STAMP}/${v}?date=2026-05-01`).expect(200);
      expect(response.body.data.fee).toBe(fee);
    });

    it('gives the 本則 when asked with reduced=0, and after the reduction ends', async () => {
      const standard = await request(http).get(`${STAMP}/30000000?date=2026-05-01&reduced=0`).expect(200);
      expect(standard.body.data).toMatchObject({ fee: 20_000, reduced: false, basis: { rule: '本則', legal_basis: '印紙税法 別表第一 第1号' } });
      const after = await request(http).get(`${STAMP}/30000000?date=2027-04-01`).expect(200);
      expect(after.body.data).toMatchObject({ fee: 20_000, reduced: false });
    });

    it('owes nothing on an electronic contract', async () => {
      const response = await request(http).get(`${STAMP}/30,000,000?electronic=1`).expect(200);
      expect(response.body.data).toMatchObject({ fee: 0, electronic: true, basis: { legal_basis: '印紙税法基本通達 第44条' } });
    });

    it('takes today in Japan from the clock when no date is given', async () => {
      const lastDay = await at('2027-03-31T14:59:00.000Z', () => request(http).get(`${STAMP}/30000000`).expect(200));
      expect(lastDay.body.data).toMatchObject({ date: '2027-03-31', fee: 10_000 });
      const nextDay = await at('2027-03-31T15:01:00.000Z', () => request(http).get(`${STAMP}/30000000`).expect(200));
      expect(nextDay.body.data).toMatchObject({ date: '2027-04-01', fee: 20_000 });
    });
  });

  describe('registration fee', () => {
    it('answers land at 1.5% by default, with the taxable base and basis', async () => {
      const response = await request(http).get(`${REGISTRATION}/12,345,678?date=2026-03-31`).expect(200);
      expect(response.body).toEqual({
        success: true,
        message: '',
        data: {
          fee: 185_100,
          valuation: 12_345_678,
          taxable_base: 12_345_000,
          date: '2026-03-31',
          kind: 'land',
          buyer: 'person',
          residential: false,
          gift: false,
          basis: {
            rule: '土地の売買の軽減税率',
            bracket: null,
            rate_percent: 1.5,
            period: { from: '2013-04-01', to: '2026-03-31' },
            legal_basis: '租税特別措置法 第72条 第1項',
            confirmed: true,
            checked_on: '2026-11-23',
            source: '国税庁「印紙税額の一覧表」「タックスアンサー No.7191 登録免許税の税額表」',
            notes: [],
          },
        },
      });
    });

    it('says, in the basis and the message, when the land rate rests on the unconfirmed extension', async () => {
      const response = await request(http).get(`${REGISTRATION}/10000000?date=2026-04-01`).expect(200);
      expect(response.body.data).toMatchObject({ fee: 150_000, basis: { confirmed: false, period: { from: '2026-04-01', to: '2029-03-31' } } });
      expect(response.body.message).toContain('国税庁 タックスアンサー No.7191');
      expect(response.body.message).toBe(response.body.data.basis.notes[0]);
    });

    it.each([
      ['kind=building', 200_000, 2],
      ['kind=building&residential=1', 30_000, 0.3],
      ['kind=building&residential=1&buyer=person', 30_000, 0.3],
      ['kind=building&residential=1&buyer=company', 200_000, 2],
      ['kind=land&buyer=company', 150_000, 1.5],
      ['gift=1', 200_000, 2],
      ['kind=building&residential=1&gift=1', 200_000, 2],
      ['kind=building&residential=true', 30_000, 0.3],
      ['kind=building&residential=0', 200_000, 2],
    ])('?%s on 10,000,000 yen: %d yen at %d%%', async (options, fee, rate) => {
      const response = await request(http).get(`${REGISTRATION}/10,000,000?date=2025-10-01&${options}`).expect(200);
      expect(response.body.data.fee).toBe(fee);
      expect(response.body.data.basis.rate_percent).toBe(rate);
    });

    it('applies the minimums: base 1,000 yen, tax 1,000 yen', async () => {
      const response = await request(http).get(`${REGISTRATION}/999?kind=building&date=2025-10-01`).expect(200);
      expect(response.body.data).toMatchObject({ fee: 1_000, taxable_base: 1_000 });
    });

    it('takes today in Japan from the clock when no date is given', async () => {
      const lastDay = await at('2026-03-31T14:59:00.000Z', () => request(http).get(`${REGISTRATION}/10000000`).expect(200));
      expect(lastDay.body).toMatchObject({ message: '', data: { date: '2026-03-31', basis: { confirmed: true } } });
      const nextDay = await at('2026-03-31T15:01:00.000Z', () => request(http).get(`${REGISTRATION}/10000000`).expect(200));
      expect(nextDay.body.data).toMatchObject({ date: '2026-04-01', basis: { confirmed: false } });
    });
  });

  describe.each([STAMP, REGISTRATION])('bad input to %s', (path) => {
    async function refused(url: string): Promise<Record<string, string[]>> {
      const response = await request(http).get(url).expect(422);
      expect(response.body).toMatchObject({ success: false, message: SPEC_MESSAGE, data: null });
      return response.body.errors;
    }

    it.each([
      ['-1', YEN_AMOUNT_MESSAGES.negative],
      ['-1,000', YEN_AMOUNT_MESSAGES.negative],
      ['1.5', YEN_AMOUNT_MESSAGES.fraction],
      ['1,000.50', YEN_AMOUNT_MESSAGES.fraction],
      ['abc', YEN_AMOUNT_MESSAGES.malformed],
      ['1e6', YEN_AMOUNT_MESSAGES.malformed],
      ['1,0000', YEN_AMOUNT_MESSAGES.malformed],
      ['%20100', YEN_AMOUNT_MESSAGES.malformed],
      ['%EF%BC%91%EF%BC%90%EF%BC%90', YEN_AMOUNT_MESSAGES.malformed],
      ['9007199254740992', YEN_AMOUNT_MESSAGES.too_large],
      ['99999999999999999999999999999999', YEN_AMOUNT_MESSAGES.too_large],
    ])('v=%s', async (v, message) => {
      expect(await refused(`${path}/${v}`)).toEqual({ v: [message] });
    });

    it.each([
      ['2026-02-30', FEE_DATE_MESSAGES.malformed],
      ['2026/05/01', FEE_DATE_MESSAGES.malformed],
      ['today', FEE_DATE_MESSAGES.malformed],
      ['', FEE_DATE_MESSAGES.malformed],
      ['2014-03-31', FEE_DATE_MESSAGES.too_early],
    ])('date=%s', async (date, message) => {
      expect(await refused(`${path}/1000000?date=${date}`)).toEqual({ date: [message] });
    });

    it('a repeated parameter', async () => {
      expect(await refused(`${path}/1000000?date=2026-05-01&date=2026-06-01`)).toEqual({ date: [FEE_QUERY_MESSAGES.repeated] });
    });

    it('an unknown parameter, which would otherwise be silently ignored', async () => {
      expect(await refused(`${path}/1000000?residental=1`)).toEqual({ residental: [UNKNOWN_FIELD_MESSAGE] });
    });

    it('names every bad field at once', async () => {
      expect(Object.keys(await refused(`${path}/-5?date=2026-13-01`)).sort()).toEqual(['date', 'v']);
    });
  });

  describe('bad options', () => {
    it.each([
      [`${STAMP}/1000000?electronic=yes`, { electronic: [FEE_QUERY_MESSAGES.flag] }],
      [`${STAMP}/1000000?reduced=2`, { reduced: [FEE_QUERY_MESSAGES.flag] }],
      [`${STAMP}/1000000?kind=land`, { kind: [UNKNOWN_FIELD_MESSAGE] }],
      [`${REGISTRATION}/1000000?kind=house`, { kind: [FEE_QUERY_MESSAGES.kind] }],
      [`${REGISTRATION}/1000000?buyer=corp`, { buyer: [FEE_QUERY_MESSAGES.buyer] }],
      [`${REGISTRATION}/1000000?residential=`, { residential: [FEE_QUERY_MESSAGES.flag] }],
      [`${REGISTRATION}/1000000?gift=on`, { gift: [FEE_QUERY_MESSAGES.flag] }],
      [`${REGISTRATION}/1000000?electronic=1`, { electronic: [UNKNOWN_FIELD_MESSAGE] }],
    ])('%s', async (url, errors) => {
      const response = await request(http).get(url).expect(422);
      expect(response.body).toEqual({ success: false, message: SPEC_MESSAGE, data: null, errors });
    });
  });

  it('documents both calculators and their options in the OpenAPI document', async () => {
    const response = await request(http).get('/api/docs-json').expect(200);
    const stamp = response.body.paths['/api/calculatorRevenueStampFee/{v}'].get;
    const registration = response.body.paths['/api/calculatorRegistrationFee/{v}'].get;
    expect(stamp.parameters.map((p: { name: string }) => p.name).sort()).toEqual(['date', 'electronic', 'reduced', 'v']);
    expect(registration.parameters.map((p: { name: string }) => p.name).sort()).toEqual(['buyer', 'date', 'gift', 'kind', 'residential', 'v']);
    expect(Object.keys(stamp.responses)).toEqual(expect.arrayContaining(['200', '422']));
  });
});
