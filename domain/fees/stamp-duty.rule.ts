import { assertYen, bracketCovers, BUILT_IN_RATES_CHECKED_ON, FEE_RATE_SOURCE, laterStart, NoFeeRateError, periodCovers, type FeeBasis, type FeeBracket } from './fee-basis';
import { assertFeeDate } from './fee-date.rule';
import type { StampDutyBracket, StampDutySchedule } from './stamp-duty.schedules';

export interface StampDutyRequest {
  /** The contract amount in yen; 0 means no amount is written (a gift, a 0-yen deal). */
  amount: number;
  /** The date the contract is written, `YYYY-MM-DD`. */
  date: string;
  /** A contract made only electronically is not a taxable document. */
  electronic?: boolean;
  /** Use a reduced rate when one is in force (the default); false asks for the 本則. */
  reduced?: boolean;
}

export interface StampDutyAnswer {
  fee: number;
  amount: number;
  date: string;
  electronic: boolean;
  /** Whether a reduced rate was applied. */
  reduced: boolean;
  basis: FeeBasis;
}

export const ELECTRONIC_CONTRACT_BASIS: FeeBasis = {
  rule: '電子契約（課税文書に当たらない）',
  bracket: null,
  rate_percent: null,
  period: { from: null, to: null },
  legal_basis: '印紙税法基本通達 第44条',
  confirmed: true,
  checked_on: BUILT_IN_RATES_CHECKED_ON,
  source: FEE_RATE_SOURCE,
  notes: ['電子契約は印紙税の課税文書に当たらないため、印紙は不要です。'],
};

const RULE_NAMES: Record<StampDutySchedule['kind'], string> = { standard: '本則', reduced: '軽減税率' };

/** 印紙税 on a 不動産売買契約書 for an amount written on a date. */
export function stampDuty(request: StampDutyRequest, schedules: readonly StampDutySchedule[]): StampDutyAnswer {
  const { amount, date, electronic = false, reduced = true } = request;
  assertYen('amount', amount);
  assertFeeDate(date);
  if (electronic) {
    return { fee: 0, amount, date, electronic, reduced: false, basis: { ...ELECTRONIC_CONTRACT_BASIS, notes: [...ELECTRONIC_CONTRACT_BASIS.notes] } };
  }

  const notes: string[] = [];
  if (reduced) {
    const measure = inForce(schedules, 'reduced', date);
    const bracket = measure?.brackets.find((candidate) => bracketCovers(candidate, amount));
    if (measure && bracket) return answer(request, measure, bracket, notes);
    if (measure) notes.push(`この金額は${measure.legal_basis}の軽減の対象外のため、本則の税額です。`);
  }
  const standard = inForce(schedules, 'standard', date);
  const bracket = standard?.brackets.find((candidate) => bracketCovers(candidate, amount));
  if (!standard || !bracket) throw new NoFeeRateError(`no stamp duty 本則 covers ${amount} yen on ${date}`);
  return answer(request, standard, bracket, notes);
}

function inForce(schedules: readonly StampDutySchedule[], kind: StampDutySchedule['kind'], date: string): StampDutySchedule | undefined {
  return schedules
    .filter((schedule) => schedule.kind === kind && periodCovers(schedule, date))
    .sort(laterStart)[0];
}

function answer(request: StampDutyRequest, schedule: StampDutySchedule, bracket: StampDutyBracket, notes: string[]): StampDutyAnswer {
  const { min, max, label }: FeeBracket = bracket;
  return {
    fee: bracket.fee,
    amount: request.amount,
    date: request.date,
    electronic: false,
    reduced: schedule.kind === 'reduced',
    basis: {
      rule: RULE_NAMES[schedule.kind],
      bracket: { min, max, label },
      rate_percent: null,
      period: { from: schedule.from, to: schedule.to },
      legal_basis: schedule.legal_basis,
      confirmed: schedule.confirmed,
      checked_on: schedule.checked_on,
      source: FEE_RATE_SOURCE,
      notes: [...notes, ...schedule.notes],
    },
  };
}
