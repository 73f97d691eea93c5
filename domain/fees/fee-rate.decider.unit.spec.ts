import { DomainError } from '../shared/domain-error';
import { BUILT_IN_REGISTRATION_TAX_PERIODS, BUILT_IN_STAMP_DUTY_PERIODS } from './built-in-fee-rates';
import { feeRateScheduleDecider, FEE_RATE_MESSAGES, firstUncoveredDate, type FeeRateCommand } from './fee-rate.decider';
import type { FeeRateEvent, RegistrationTaxPeriodData, StampDutyPeriodData } from './fee-rate.events';

const now = '2026-11-22T09:00:00.000Z';

function given(events: FeeRateEvent[]) {
  const state = events.reduce(feeRateScheduleDecider.evolve, feeRateScheduleDecider.initialState());
  return { when: (command: FeeRateCommand) => () => feeRateScheduleDecider.decide(command, state) };
}

function refusal(decide: () => unknown): DomainError {
  try {
    decide();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

const builtIn: FeeRateEvent[] = [
  ...BUILT_IN_STAMP_DUTY_PERIODS.map((period): FeeRateEvent => ({ type: 'StampDutyPeriodAdded', data: { ...period, added_at: now } })),
  ...BUILT_IN_REGISTRATION_TAX_PERIODS.map((period): FeeRateEvent => ({ type: 'RegistrationTaxPeriodAdded', data: { ...period, added_at: now } })),
];

const landFrom2029: RegistrationTaxPeriodData = {
  period_id: 'land-2029',
  rule: '土地の売買の軽減税率（再延長）',
  applies_to: { cause: 'sale', kind: 'land' },
  per_mille: 17,
  from: '2029-04-01',
  to: '2032-03-31',
  legal_basis: '租税特別措置法 第72条 第1項',
  confirmed: true,
  notes: [' ', '令和11年度税制改正'],
};

const reducedFrom2027: StampDutyPeriodData = {
  ...BUILT_IN_STAMP_DUTY_PERIODS[1],
  period_id: 'stamp-2027',
  from: '2027-04-01',
  to: '2029-03-31',
  confirmed: false,
  checked_on: null,
  notes: ['延長は未確認です。'],
};

describe('Fee-rate schedule / when empty', () => {
  it('adds every built-in period', () => {
    let events: FeeRateEvent[] = [];
    for (const period of BUILT_IN_STAMP_DUTY_PERIODS) events = [...events, ...given(events).when({ type: 'AddStampDutyPeriod', period, now })()];
    for (const period of BUILT_IN_REGISTRATION_TAX_PERIODS) events = [...events, ...given(events).when({ type: 'AddRegistrationTaxPeriod', period, now })()];
    expect(events).toEqual(builtIn);
  });

  it('gives the built-in periods distinct numbers', () => {
    const ids = [...BUILT_IN_STAMP_DUTY_PERIODS, ...BUILT_IN_REGISTRATION_TAX_PERIODS].map((period) => period.period_id);
    expect(ids.every((id) => typeof id === 'string' && id !== '')).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('cannot confirm or withdraw what is not there', () => {
    expect(refusal(given([]).when({ type: 'ConfirmFeeRatePeriod', period_id: 'x', notes: [], now })).kind).toBe('not_found');
    expect(refusal(given([]).when({ type: 'WithdrawFeeRatePeriod', period_id: 'x', reason: '誤り', now })).kind).toBe('not_found');
  });
});

describe('Fee-rate schedule / adding a registration-tax period', () => {
  it('records it with its conditions in one order and the empty notes dropped', () => {
    expect(given(builtIn).when({ type: 'AddRegistrationTaxPeriod', period: landFrom2029, now })()).toEqual([
      {
        type: 'RegistrationTaxPeriodAdded',
        data: { ...landFrom2029, applies_to: { kind: 'land', cause: 'sale' }, notes: ['令和11年度税制改正'], added_at: now },
      },
    ]);
  });

  it('refuses a number already used, so the seed is skipped on a restart', () => {
    const error = refusal(given(builtIn).when({ type: 'AddRegistrationTaxPeriod', period: BUILT_IN_REGISTRATION_TAX_PERIODS[0], now }));
    expect(error.code).toBe('fee_rate.id_taken');
  });

  it('names every bad field at once', () => {
    const error = refusal(
      given(builtIn).when({
        type: 'AddRegistrationTaxPeriod',
        period: { ...landFrom2029, rule: ' ', per_mille: 1.5, from: '2029-02-30', to: '2029/03/31', legal_basis: '', applies_to: { kind: 'house' } as never },
        now,
      }),
    );
    expect(error.kind).toBe('invalid');
    expect(error.fields).toEqual({
      from: [FEE_RATE_MESSAGES.date],
      to: [FEE_RATE_MESSAGES.date],
      legal_basis: [FEE_RATE_MESSAGES.legal_basis],
      rule: [FEE_RATE_MESSAGES.rule],
      per_mille: [FEE_RATE_MESSAGES.per_mille],
      applies_to: [FEE_RATE_MESSAGES.applies_to],
    });
  });

  it.each([0, -15, 1001, Number.NaN])('refuses a rate of %p per mille', (perMille) => {
    expect(refusal(given(builtIn).when({ type: 'AddRegistrationTaxPeriod', period: { ...landFrom2029, per_mille: perMille }, now })).fields).toEqual({
      per_mille: [FEE_RATE_MESSAGES.per_mille],
    });
  });

  it('refuses an end before the start, naming `to`', () => {
    const error = refusal(given(builtIn).when({ type: 'AddRegistrationTaxPeriod', period: { ...landFrom2029, from: '2030-01-01', to: '2029-12-31' }, now }));
    expect(error.fields).toEqual({ to: [FEE_RATE_MESSAGES.to_before_from] });
  });

  it('accepts a one-day period and an open end', () => {
    expect(given(builtIn).when({ type: 'AddRegistrationTaxPeriod', period: { ...landFrom2029, to: '2029-04-01' }, now })()).toHaveLength(1);
    expect(given(builtIn).when({ type: 'AddRegistrationTaxPeriod', period: { ...landFrom2029, to: null }, now })()).toHaveLength(1);
  });

  it('refuses a period overlapping one for the same conditions, naming from and to', () => {
    const error = refusal(given(builtIn).when({ type: 'AddRegistrationTaxPeriod', period: { ...landFrom2029, from: '2029-03-31' }, now }));
    expect(error.code).toBe('fee_rate.period_overlaps');
    expect(Object.keys(error.fields).sort()).toEqual(['from', 'to']);
    expect(error.message).toContain('2026-04-01〜2029-03-31');
  });

  it('allows the same dates for other conditions', () => {
    const companyLand = { ...landFrom2029, from: '2026-04-01', applies_to: { kind: 'land' as const, cause: 'sale' as const, buyer: 'company' as const } };
    expect(given(builtIn).when({ type: 'AddRegistrationTaxPeriod', period: companyLand, now })()).toHaveLength(1);
  });
});

describe('Fee-rate schedule / adding a stamp-duty period', () => {
  it('records a reduction that follows the current one', () => {
    expect(given(builtIn).when({ type: 'AddStampDutyPeriod', period: reducedFrom2027, now })()).toEqual([
      { type: 'StampDutyPeriodAdded', data: { ...reducedFrom2027, added_at: now } },
    ]);
  });

  it('refuses brackets with a gap, an overlap or out of order, naming the row', () => {
    const [first, second, third] = reducedFrom2027.brackets;
    const gap = { ...reducedFrom2027, brackets: [first, { ...second, min: second.min + 1 }, third] };
    expect(refusal(given(builtIn).when({ type: 'AddStampDutyPeriod', period: gap, now })).fields.brackets).toEqual([
      '2行目: 下限は前の区分の上限の次の金額（500,001円）にしてください。',
    ]);
    const backwards = { ...reducedFrom2027, brackets: [second, first] };
    expect(refusal(given(builtIn).when({ type: 'AddStampDutyPeriod', period: backwards, now })).fields.brackets).toHaveLength(1);
  });

  it('refuses an open bracket before the last, a max below its min, a negative fee and an empty label', () => {
    const bad = {
      ...reducedFrom2027,
      brackets: [
        { min: 100_001, max: null, label: '10万円を超えるもの', fee: 200 },
        { min: 500_001, max: 400_000, label: ' ', fee: -1 },
      ],
    };
    expect(refusal(given(builtIn).when({ type: 'AddStampDutyPeriod', period: bad, now })).fields.brackets).toEqual([
      '1行目: 上限なしにできるのは最後の区分だけです。',
      '2行目: 区分の名前を入力してください。',
      '2行目: 税額は0以上の整数（円）で入力してください。',
      '2行目: 上限は下限以上の整数（円）で入力するか、空欄（上限なし）にしてください。',
    ]);
  });

  it('refuses a 本則 that does not start at 0 yen or does not end open', () => {
    const standard = BUILT_IN_STAMP_DUTY_PERIODS[0];
    const period = { ...standard, period_id: 'standard-2030', from: '2030-01-01', brackets: standard.brackets.slice(1, -1) };
    expect(refusal(given([]).when({ type: 'AddStampDutyPeriod', period, now })).fields.brackets).toEqual([
      FEE_RATE_MESSAGES.standard_from_zero,
      FEE_RATE_MESSAGES.standard_open_end,
    ]);
  });

  it('refuses no brackets at all', () => {
    expect(refusal(given(builtIn).when({ type: 'AddStampDutyPeriod', period: { ...reducedFrom2027, brackets: [] }, now })).fields).toEqual({
      brackets: [FEE_RATE_MESSAGES.brackets_empty],
    });
  });

  it('refuses a reduction overlapping the current one', () => {
    const error = refusal(given(builtIn).when({ type: 'AddStampDutyPeriod', period: { ...reducedFrom2027, from: '2027-03-31' }, now }));
    expect(error.code).toBe('fee_rate.period_overlaps');
    expect(error.message).toContain('軽減税率');
  });
});

describe('Fee-rate schedule / an unconfirmed period', () => {
  const extension = 'registration-tax-land-sale-2026-04-01';

  it('is confirmed once, with the notes that stand after it', () => {
    expect(given(builtIn).when({ type: 'ConfirmFeeRatePeriod', period_id: extension, notes: [], now })()).toEqual([
      { type: 'FeeRatePeriodConfirmed', data: { period_id: extension, notes: [], confirmed_at: now } },
    ]);
    const confirmed = given(builtIn).when({ type: 'ConfirmFeeRatePeriod', period_id: extension, notes: [], now })();
    expect(refusal(given([...builtIn, ...confirmed]).when({ type: 'ConfirmFeeRatePeriod', period_id: extension, notes: [], now })).code).toBe(
      'fee_rate.already_confirmed',
    );
  });

  it('cannot confirm a period that was confirmed from the start', () => {
    expect(refusal(given(builtIn).when({ type: 'ConfirmFeeRatePeriod', period_id: 'registration-tax-standard', notes: [], now })).kind).toBe('conflict');
  });
});

describe('Fee-rate schedule / withdrawing', () => {
  const withdrawn: FeeRateEvent = {
    type: 'FeeRatePeriodWithdrawn',
    data: { period_id: 'registration-tax-land-sale-2026-04-01', reason: '延長は誤報でした。', withdrawn_at: now },
  };

  it('takes a period out with the reason', () => {
    expect(given(builtIn).when({ type: 'WithdrawFeeRatePeriod', period_id: 'registration-tax-land-sale-2026-04-01', reason: ' 延長は誤報でした。 ', now })()).toEqual([
      withdrawn,
    ]);
  });

  it('requires a reason', () => {
    expect(refusal(given(builtIn).when({ type: 'WithdrawFeeRatePeriod', period_id: 'registration-tax-land-sale-2026-04-01', reason: ' ', now })).fields).toEqual({
      reason: [FEE_RATE_MESSAGES.reason],
    });
  });

  it('frees the dates for a corrected period, and cannot be withdrawn or confirmed again', () => {
    const state = given([...builtIn, withdrawn]);
    expect(state.when({ type: 'AddRegistrationTaxPeriod', period: { ...landFrom2029, from: '2026-04-01', to: '2028-03-31' }, now })()).toHaveLength(1);
    expect(refusal(state.when({ type: 'WithdrawFeeRatePeriod', period_id: withdrawn.data.period_id, reason: '再度', now })).code).toBe('fee_rate.withdrawn');
    expect(refusal(state.when({ type: 'ConfirmFeeRatePeriod', period_id: withdrawn.data.period_id, notes: [], now })).code).toBe('fee_rate.withdrawn');
  });

  it('may withdraw a 本則, to replace it with periods that end', () => {
    expect(given(builtIn).when({ type: 'WithdrawFeeRatePeriod', period_id: 'stamp-duty-standard', reason: '改正に合わせて期間を分けるため', now })()).toHaveLength(1);
  });
});

describe('Fee-rate schedule / coverage of a 本則', () => {
  it.each([
    [[{ from: null, to: null }], null],
    [[{ from: '2014-04-01', to: '2020-12-31' }, { from: '2021-01-01', to: null }], null],
    [[{ from: null, to: '2020-12-31' }, { from: '2021-01-02', to: null }], '2021-01-01'],
    [[{ from: '2014-04-02', to: null }], '2014-04-01'],
    [[{ from: null, to: '2030-03-31' }], '2030-04-01'],
    [[], '2014-04-01'],
  ])('%j leaves %p uncovered', (periods, date) => {
    expect(firstUncoveredDate(periods)).toBe(date);
  });
});
