import { assertNever, type Decider } from '../shared/decider';
import { DomainError } from '../shared/domain-error';
import { FieldErrors } from '../shared/field-errors';
import { FEE_DATE_MESSAGES, FEE_RATES_KNOWN_FROM, isCalendarDate } from './fee-date.rule';
import type { FeeCalculator, FeeRateEvent, RegistrationTaxPeriodData, StampDutyPeriodData } from './fee-rate.events';
import type { TransferConditions } from './registration-tax.rates';

export type FeeRateCommand =
  | { type: 'AddStampDutyPeriod'; period: StampDutyPeriodData; now: string }
  | { type: 'AddRegistrationTaxPeriod'; period: RegistrationTaxPeriodData; now: string }
  | { type: 'ConfirmFeeRatePeriod'; period_id: string; notes: string[]; now: string }
  | { type: 'WithdrawFeeRatePeriod'; period_id: string; reason: string; now: string };

export type FeeRatePeriodState =
  | { calculator: 'stamp_duty'; status: 'active' | 'withdrawn'; period: StampDutyPeriodData }
  | { calculator: 'registration_tax'; status: 'active' | 'withdrawn'; period: RegistrationTaxPeriodData };

export interface FeeRateScheduleState {
  periods: FeeRatePeriodState[];
}

export const FEE_RATE_LIMITS = { legal_basis: 200, rule: 50, note: 500, notes: 10, reason: 500, label: 50, per_mille: 1000 } as const;

export const FEE_RATE_MESSAGES = {
  not_found: '指定された税率の期間が見つかりません。',
  id_taken: 'この番号の期間はすでに登録されています。',
  withdrawn: 'この期間はすでに取り下げられています。',
  already_confirmed: 'この期間はすでに確認済みです。',
  date: FEE_DATE_MESSAGES.malformed,
  to_before_from: '終了日は開始日と同じ日か、それより後の日付を入力してください。',
  legal_basis: '法令の根拠を入力してください。',
  legal_basis_long: `法令の根拠は${FEE_RATE_LIMITS.legal_basis}文字以内で入力してください。`,
  rule: '規則の名前を入力してください。',
  rule_long: `規則の名前は${FEE_RATE_LIMITS.rule}文字以内で入力してください。`,
  per_mille: `税率は1以上${FEE_RATE_LIMITS.per_mille}以下の整数（‰。15 は 1.5%）で入力してください。`,
  applies_to: '適用条件は kind（land / building）、cause（sale / gift）、buyer（person / company）、residential（true / false）で指定してください。',
  notes: `補足は${FEE_RATE_LIMITS.notes}件まで、1件${FEE_RATE_LIMITS.note}文字以内で入力してください。`,
  reason: '取り下げの理由を入力してください。',
  reason_long: `取り下げの理由は${FEE_RATE_LIMITS.reason}文字以内で入力してください。`,
  brackets_empty: '金額の区分を1つ以上入力してください。',
  stamp_kind: '印紙税の区分は standard（本則）または reduced（軽減税率）で指定してください。',
  standard_from_zero: '本則の最初の区分は0円からにしてください。',
  standard_open_end: '本則の最後の区分は上限なしにしてください。',
} as const;

const CONDITION_VALUES: { [K in keyof TransferConditions]: readonly TransferConditions[K][] } = {
  kind: ['land', 'building'],
  cause: ['sale', 'gift'],
  buyer: ['person', 'company'],
  residential: [true, false],
};

/** One schedule of every period: the overlap rule compares periods across it, so it is one stream. */
export const feeRateScheduleDecider: Decider<FeeRateCommand, FeeRateScheduleState, FeeRateEvent> = {
  initialState: () => ({ periods: [] }),

  evolve(state, event) {
    switch (event.type) {
      case 'StampDutyPeriodAdded': {
        const { added_at: _added, ...period } = event.data;
        return { periods: [...state.periods, { calculator: 'stamp_duty', status: 'active', period }] };
      }
      case 'RegistrationTaxPeriodAdded': {
        const { added_at: _added, ...period } = event.data;
        return { periods: [...state.periods, { calculator: 'registration_tax', status: 'active', period }] };
      }
      case 'FeeRatePeriodConfirmed':
        return update(state, event.data.period_id, (entry) => ({ ...entry, period: { ...entry.period, confirmed: true, notes: event.data.notes } }) as FeeRatePeriodState);
      case 'FeeRatePeriodWithdrawn':
        return update(state, event.data.period_id, (entry) => ({ ...entry, status: 'withdrawn' }));
      default:
        return assertNever(event);
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'AddStampDutyPeriod': {
        assertNewId(state, command.period.period_id);
        const period = checkedStampDutyPeriod(command.period);
        assertNoOverlap(state, { calculator: 'stamp_duty', status: 'active', period });
        return [{ type: 'StampDutyPeriodAdded', data: { ...period, added_at: command.now } }];
      }
      case 'AddRegistrationTaxPeriod': {
        assertNewId(state, command.period.period_id);
        const period = checkedRegistrationTaxPeriod(command.period);
        assertNoOverlap(state, { calculator: 'registration_tax', status: 'active', period });
        return [{ type: 'RegistrationTaxPeriodAdded', data: { ...period, added_at: command.now } }];
      }
      case 'ConfirmFeeRatePeriod': {
        const entry = activePeriod(state, command.period_id);
        if (entry.period.confirmed) throw DomainError.conflict('fee_rate.already_confirmed', FEE_RATE_MESSAGES.already_confirmed);
        const errors = new FieldErrors();
        const notes = checkedNotes(errors, command.notes);
        errors.throwIfAny('fee_rate.invalid');
        return [{ type: 'FeeRatePeriodConfirmed', data: { period_id: entry.period.period_id, notes, confirmed_at: command.now } }];
      }
      case 'WithdrawFeeRatePeriod': {
        const entry = activePeriod(state, command.period_id);
        const reason = command.reason.trim();
        if (reason === '') throw DomainError.invalid('fee_rate.reason_required', 'reason', FEE_RATE_MESSAGES.reason);
        if (reason.length > FEE_RATE_LIMITS.reason) throw DomainError.invalid('fee_rate.reason_too_long', 'reason', FEE_RATE_MESSAGES.reason_long);
        return [{ type: 'FeeRatePeriodWithdrawn', data: { period_id: entry.period.period_id, reason, withdrawn_at: command.now } }];
      }
      default:
        return assertNever(command);
    }
  },
};

function update(state: FeeRateScheduleState, id: string, change: (entry: FeeRatePeriodState) => FeeRatePeriodState): FeeRateScheduleState {
  return { periods: state.periods.map((entry) => (entry.period.period_id === id ? change(entry) : entry)) };
}

function assertNewId(state: FeeRateScheduleState, id: string): void {
  if (id.trim() === '') throw DomainError.invalid('fee_rate.id_required', 'period_id', '期間の番号を指定してください。');
  if (state.periods.some((entry) => entry.period.period_id === id)) throw DomainError.conflict('fee_rate.id_taken', FEE_RATE_MESSAGES.id_taken);
}

function activePeriod(state: FeeRateScheduleState, id: string): FeeRatePeriodState {
  const entry = state.periods.find((candidate) => candidate.period.period_id === id);
  if (!entry) throw DomainError.notFound('fee_rate.not_found', FEE_RATE_MESSAGES.not_found);
  if (entry.status === 'withdrawn') throw DomainError.conflict('fee_rate.withdrawn', FEE_RATE_MESSAGES.withdrawn);
  return entry;
}

type CommonPeriod = Pick<StampDutyPeriodData, 'period_id' | 'from' | 'to' | 'legal_basis' | 'confirmed' | 'checked_on' | 'notes'>;

function checkedCommon(errors: FieldErrors, input: CommonPeriod): CommonPeriod {
  const from = input.from === null || input.from === '' ? null : input.from;
  const to = input.to === null || input.to === '' ? null : input.to;
  if (from !== null && !isCalendarDate(from)) errors.add('from', FEE_RATE_MESSAGES.date);
  if (to !== null && !isCalendarDate(to)) errors.add('to', FEE_RATE_MESSAGES.date);
  if (!errors.has('from') && !errors.has('to') && from !== null && to !== null && to < from) errors.add('to', FEE_RATE_MESSAGES.to_before_from);
  const legalBasis = input.legal_basis.trim();
  if (legalBasis === '') errors.add('legal_basis', FEE_RATE_MESSAGES.legal_basis);
  else if (legalBasis.length > FEE_RATE_LIMITS.legal_basis) errors.add('legal_basis', FEE_RATE_MESSAGES.legal_basis_long);
  const period = { period_id: input.period_id, from, to, legal_basis: legalBasis, confirmed: input.confirmed, notes: checkedNotes(errors, input.notes) };
  // Left out, a confirmed period was checked the day it is added; an unconfirmed one is not checked yet.
  if (input.checked_on === undefined) return period;
  if (input.confirmed && input.checked_on !== null && !isCalendarDate(input.checked_on)) errors.add('checked_on', FEE_RATE_MESSAGES.date);
  return { ...period, checked_on: input.confirmed ? input.checked_on : null };
}

function checkedNotes(errors: FieldErrors, notes: readonly string[]): string[] {
  const kept = notes.map((note) => note.trim()).filter((note) => note !== '');
  if (kept.length > FEE_RATE_LIMITS.notes || kept.some((note) => note.length > FEE_RATE_LIMITS.note)) errors.add('notes', FEE_RATE_MESSAGES.notes);
  return kept;
}

function checkedStampDutyPeriod(input: StampDutyPeriodData): StampDutyPeriodData {
  const errors = new FieldErrors();
  const common = checkedCommon(errors, input);
  if (input.kind !== 'standard' && input.kind !== 'reduced') errors.add('kind', FEE_RATE_MESSAGES.stamp_kind);
  const brackets = input.brackets.map((bracket) => ({ ...bracket, label: bracket.label.trim() }));
  for (const message of bracketProblems(input.kind, brackets)) errors.add('brackets', message);
  errors.throwIfAny('fee_rate.invalid');
  return { ...common, kind: input.kind, brackets };
}

const isYen = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

/** The brackets go up in amount, each starting the yen after the one before ends; only the last may be open. */
export function bracketProblems(kind: StampDutyPeriodData['kind'], brackets: StampDutyPeriodData['brackets']): string[] {
  if (brackets.length === 0) return [FEE_RATE_MESSAGES.brackets_empty];
  const problems: string[] = [];
  brackets.forEach((bracket, index) => {
    const row = `${index + 1}行目: `;
    const last = index === brackets.length - 1;
    if (bracket.label === '') problems.push(`${row}区分の名前を入力してください。`);
    else if (bracket.label.length > FEE_RATE_LIMITS.label) problems.push(`${row}区分の名前は${FEE_RATE_LIMITS.label}文字以内で入力してください。`);
    if (!isYen(bracket.fee)) problems.push(`${row}税額は0以上の整数（円）で入力してください。`);
    if (!isYen(bracket.min)) {
      problems.push(`${row}下限は0以上の整数（円）で入力してください。`);
      return;
    }
    if (bracket.max === null) {
      if (!last) problems.push(`${row}上限なしにできるのは最後の区分だけです。`);
    } else if (!isYen(bracket.max) || bracket.max < bracket.min) {
      problems.push(`${row}上限は下限以上の整数（円）で入力するか、空欄（上限なし）にしてください。`);
    }
    const previous = brackets[index - 1];
    if (previous && isYen(previous.max) && bracket.min !== previous.max + 1) {
      problems.push(`${row}下限は前の区分の上限の次の金額（${(previous.max + 1).toLocaleString('ja-JP')}円）にしてください。`);
    }
  });
  if (kind === 'standard') {
    if (brackets[0].min !== 0) problems.push(FEE_RATE_MESSAGES.standard_from_zero);
    if (brackets[brackets.length - 1].max !== null) problems.push(FEE_RATE_MESSAGES.standard_open_end);
  }
  return problems;
}

function checkedRegistrationTaxPeriod(input: RegistrationTaxPeriodData): RegistrationTaxPeriodData {
  const errors = new FieldErrors();
  const common = checkedCommon(errors, input);
  const rule = input.rule.trim();
  if (rule === '') errors.add('rule', FEE_RATE_MESSAGES.rule);
  else if (rule.length > FEE_RATE_LIMITS.rule) errors.add('rule', FEE_RATE_MESSAGES.rule_long);
  if (!Number.isInteger(input.per_mille) || input.per_mille < 1 || input.per_mille > FEE_RATE_LIMITS.per_mille) errors.add('per_mille', FEE_RATE_MESSAGES.per_mille);
  if (!validConditions(input.applies_to)) errors.add('applies_to', FEE_RATE_MESSAGES.applies_to);
  errors.throwIfAny('fee_rate.invalid');
  return { ...common, rule, applies_to: canonicalConditions(input.applies_to), per_mille: input.per_mille };
}

function validConditions(conditions: unknown): conditions is Partial<TransferConditions> {
  if (typeof conditions !== 'object' || conditions === null || Array.isArray(conditions)) return false;
  return Object.entries(conditions).every(
    ([key, value]) => Object.hasOwn(CONDITION_VALUES, key) && (CONDITION_VALUES[key as keyof TransferConditions] as readonly unknown[]).includes(value),
  );
}

/** Keys in one order, so two rates with the same conditions compare equal. */
function canonicalConditions(conditions: Partial<TransferConditions>): Partial<TransferConditions> {
  const result: Record<string, unknown> = {};
  for (const key of Object.keys(CONDITION_VALUES) as Array<keyof TransferConditions>) if (conditions[key] !== undefined) result[key] = conditions[key];
  return result as Partial<TransferConditions>;
}

/** Periods compete only with those of the same calculator and kind, for the same conditions. */
function sameSlot(a: FeeRatePeriodState, b: FeeRatePeriodState): boolean {
  if (a.calculator === 'stamp_duty' && b.calculator === 'stamp_duty') return a.period.kind === b.period.kind;
  if (a.calculator === 'registration_tax' && b.calculator === 'registration_tax') {
    return JSON.stringify(canonicalConditions(a.period.applies_to)) === JSON.stringify(canonicalConditions(b.period.applies_to));
  }
  return false;
}

function overlaps(a: { from: string | null; to: string | null }, b: { from: string | null; to: string | null }): boolean {
  const aEndsBeforeB = a.to !== null && b.from !== null && a.to < b.from;
  const bEndsBeforeA = b.to !== null && a.from !== null && b.to < a.from;
  return !aEndsBeforeB && !bEndsBeforeA;
}

export function periodLabel(entry: FeeRatePeriodState): string {
  return entry.calculator === 'stamp_duty' ? (entry.period.kind === 'standard' ? '本則' : '軽減税率') : entry.period.rule;
}

export function spanLabel(period: { from: string | null; to: string | null }): string {
  return `${period.from ?? '始期なし'}〜${period.to ?? '終期なし'}`;
}

function assertNoOverlap(state: FeeRateScheduleState, added: FeeRatePeriodState): void {
  const clash = state.periods.find((entry) => entry.status === 'active' && sameSlot(entry, added) && overlaps(entry.period, added.period));
  if (!clash) return;
  const message = `同じ条件の期間「${periodLabel(clash)}」（${spanLabel(clash.period)}）と重なっています。重ならない期間を入力するか、誤った期間を先に取り下げてください。`;
  throw new DomainError('invalid', 'fee_rate.period_overlaps', message, { from: [message], to: [message] });
}

export function calculatorName(calculator: FeeCalculator): string {
  return calculator === 'stamp_duty' ? '印紙税' : '登録免許税';
}

/**
 * The first date from FEE_RATES_KNOWN_FROM on that no period covers, or null when none is left
 * out. Withdrawing a 本則 may leave such a gap for a while (a 本則 open at its end can only be
 * replaced by withdrawing it and adding the new periods), so the admin list shows it rather than
 * the withdrawal being refused.
 */
export function firstUncoveredDate(periods: ReadonlyArray<{ from: string | null; to: string | null }>): string | null {
  let cursor = FEE_RATES_KNOWN_FROM;
  const sorted = [...periods].sort((a, b) => (a.from ?? '').localeCompare(b.from ?? ''));
  for (const period of sorted) {
    if (period.from !== null && period.from > cursor) return cursor;
    if (period.to === null) return null;
    if (period.to >= cursor) cursor = dayAfter(period.to);
  }
  return cursor;
}

function dayAfter(date: string): string {
  const next = new Date(`${date}T00:00:00.000Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}
