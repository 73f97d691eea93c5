import type { NewFeeRatePeriod } from '../../../application/fees-admin/add-fee-rate-period.command';
import { FEE_RATE_MESSAGES } from '../../../domain/fees/fee-rate.decider';
import type { StampDutyKind } from '../../../domain/fees/fee-rate.events';
import type { TransferConditions } from '../../../domain/fees/registration-tax.rates';
import { RequestValidationException } from '../shared/request-validation.exception';

export const FEE_RATE_REQUEST_MESSAGES = {
  confirmed: '確認済みかどうかは true または false で指定してください。',
  brackets: '金額の区分は { min, max, label, fee } の配列で指定してください。',
} as const;

type Body = Record<string, unknown>;

/**
 * Turns a JSON body into a period for the decider, which judges the values; here only the shapes
 * are checked (a string where a date goes, an array of brackets), every problem named at once.
 */
class PeriodBodyReader {
  private readonly errors: Record<string, string[]> = {};

  constructor(private readonly body: Body) {}

  date(name: 'from' | 'to'): string | null {
    const value = this.body[name];
    if (value === undefined || value === null || value === '') return null;
    if (typeof value === 'string') return value;
    this.add(name, FEE_RATE_MESSAGES.date);
    return null;
  }

  text(name: string): string {
    const value = this.body[name];
    return typeof value === 'string' ? value : '';
  }

  confirmed(): boolean {
    const value = this.body.confirmed;
    if (value === undefined) return true;
    if (typeof value === 'boolean') return value;
    this.add('confirmed', FEE_RATE_REQUEST_MESSAGES.confirmed);
    return true;
  }

  notes(): string[] {
    return readNotes(this.body.notes, (message) => this.add('notes', message));
  }

  number(name: string): number {
    const value = this.body[name];
    if (typeof value === 'number') return value;
    if (typeof value === 'string' && /^\d+$/.test(value.trim())) return Number(value);
    return Number.NaN;
  }

  brackets(): Array<{ min: number; max: number | null; label: string; fee: number }> {
    const value = this.body.brackets;
    if (!Array.isArray(value) || value.some((row) => typeof row !== 'object' || row === null || Array.isArray(row))) {
      this.add('brackets', FEE_RATE_REQUEST_MESSAGES.brackets);
      return [];
    }
    const yen = (raw: unknown) => (typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d+$/.test(raw.trim()) ? Number(raw) : Number.NaN);
    return (value as Body[]).map((row) => ({
      min: yen(row.min),
      max: row.max === null || row.max === undefined || row.max === '' ? null : yen(row.max),
      label: typeof row.label === 'string' ? row.label : '',
      fee: yen(row.fee),
    }));
  }

  conditions(): Partial<TransferConditions> {
    const value = this.body.applies_to;
    if (value === undefined || value === null) return {};
    return value as Partial<TransferConditions>;
  }

  throwIfAny(): void {
    if (Object.keys(this.errors).length > 0) throw new RequestValidationException({ ...this.errors });
  }

  private add(field: string, message: string): void {
    (this.errors[field] ??= []).push(message);
  }
}

export function readNotes(value: unknown, refuse: (message: string) => void): string[] {
  if (value === undefined || value === null) return [];
  if (typeof value === 'string') return [value];
  if (Array.isArray(value) && value.every((note) => typeof note === 'string')) return value as string[];
  refuse(FEE_RATE_MESSAGES.notes);
  return [];
}

export function readStampDutyPeriod(body: Body): NewFeeRatePeriod {
  const reader = new PeriodBodyReader(body);
  const period = {
    kind: reader.text('kind') as StampDutyKind,
    from: reader.date('from'),
    to: reader.date('to'),
    legal_basis: reader.text('legal_basis'),
    confirmed: reader.confirmed(),
    notes: reader.notes(),
    brackets: reader.brackets(),
  };
  reader.throwIfAny();
  return { calculator: 'stamp_duty', period };
}

export function readRegistrationTaxPeriod(body: Body): NewFeeRatePeriod {
  const reader = new PeriodBodyReader(body);
  const period = {
    rule: reader.text('rule'),
    applies_to: reader.conditions(),
    per_mille: reader.number('per_mille'),
    from: reader.date('from'),
    to: reader.date('to'),
    legal_basis: reader.text('legal_basis'),
    confirmed: reader.confirmed(),
    notes: reader.notes(),
  };
  reader.throwIfAny();
  return { calculator: 'registration_tax', period };
}
