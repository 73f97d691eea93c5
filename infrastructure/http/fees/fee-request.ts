import type { BuyerKind, PropertyKind } from '../../../domain/fees/registration-tax.rates';
import { parseFeeDate } from '../../../domain/fees/fee-date.rule';
import { parseYenAmount } from '../../../domain/fees/yen-amount.rule';
import { DomainError } from '../../../domain/shared/domain-error';
import { INVALID_INPUT_MESSAGE, UNKNOWN_FIELD_MESSAGE } from '../shared/validation-messages';

/** The query string as the HTTP adapter hands it over: a repeated name arrives as an array. */
export type RawQuery = Record<string, unknown>;

export const FEE_QUERY_MESSAGES = {
  repeated: '1つだけ指定してください。',
  flag: '1（はい）または 0（いいえ）で指定してください。',
  kind: '土地は land、建物は building で指定してください。',
  buyer: '個人は person、法人は company で指定してください。',
} as const;

const FLAGS: Record<string, boolean> = { '1': true, true: true, '0': false, false: false };
const KINDS: readonly PropertyKind[] = ['land', 'building'];
const BUYERS: readonly BuyerKind[] = ['person', 'company'];

export interface StampFeeRequest {
  amount: number;
  options: { date?: string; electronic?: boolean; reduced?: boolean };
}

export interface RegistrationFeeRequest {
  valuation: number;
  options: { date?: string; kind?: PropertyKind; buyer?: BuyerKind; residential?: boolean; gift?: boolean };
}

/** `GET /api/calculatorRevenueStampFee/{v}?date&electronic&reduced`, or 422 naming every bad field. */
export function readStampFeeRequest(v: string, query: RawQuery): StampFeeRequest {
  const reader = new FeeRequestReader(query, ['date', 'electronic', 'reduced']);
  const amount = reader.amount(v);
  const options = { date: reader.date(), electronic: reader.flag('electronic'), reduced: reader.flag('reduced') };
  reader.throwIfAny();
  return { amount, options };
}

/** `GET /api/calculatorRegistrationFee/{v}?date&kind&buyer&residential&gift`, or 422 naming every bad field. */
export function readRegistrationFeeRequest(v: string, query: RawQuery): RegistrationFeeRequest {
  const reader = new FeeRequestReader(query, ['date', 'kind', 'buyer', 'residential', 'gift']);
  const valuation = reader.amount(v);
  const options = {
    date: reader.date(),
    kind: reader.choice('kind', KINDS, FEE_QUERY_MESSAGES.kind),
    buyer: reader.choice('buyer', BUYERS, FEE_QUERY_MESSAGES.buyer),
    residential: reader.flag('residential'),
    gift: reader.flag('gift'),
  };
  reader.throwIfAny();
  return { valuation, options };
}

/**
 * Reads the path amount and the optional query parameters, collecting every problem so one
 * answer names them all. An unknown parameter is refused rather than ignored: a misspelt
 * `residental=1` would otherwise quietly give the wrong rate.
 */
class FeeRequestReader {
  private readonly errors: Record<string, string[]> = {};

  constructor(
    private readonly query: RawQuery,
    known: readonly string[],
  ) {
    for (const name of Object.keys(query)) if (!known.includes(name)) this.add(name, UNKNOWN_FIELD_MESSAGE);
  }

  amount(v: string): number {
    const parsed = parseYenAmount(v);
    if (parsed.ok) return parsed.value;
    this.add('v', parsed.message);
    return 0;
  }

  date(): string | undefined {
    const raw = this.single('date');
    if (raw === undefined) return undefined;
    const parsed = parseFeeDate(raw);
    if (parsed.ok) return parsed.value;
    this.add('date', parsed.message);
    return undefined;
  }

  flag(name: string): boolean | undefined {
    const raw = this.single(name);
    if (raw === undefined) return undefined;
    if (Object.hasOwn(FLAGS, raw)) return FLAGS[raw];
    this.add(name, FEE_QUERY_MESSAGES.flag);
    return undefined;
  }

  choice<T extends string>(name: string, allowed: readonly T[], message: string): T | undefined {
    const raw = this.single(name);
    if (raw === undefined) return undefined;
    const found = allowed.find((value) => value === raw);
    if (!found) this.add(name, message);
    return found;
  }

  throwIfAny(): void {
    if (Object.keys(this.errors).length > 0) {
      throw new DomainError('invalid', 'fees.input_invalid', INVALID_INPUT_MESSAGE, { ...this.errors });
    }
  }

  private single(name: string): string | undefined {
    const raw = this.query[name];
    if (raw === undefined) return undefined;
    if (typeof raw === 'string') return raw;
    this.add(name, FEE_QUERY_MESSAGES.repeated);
    return undefined;
  }

  private add(field: string, message: string): void {
    (this.errors[field] ??= []).push(message);
  }
}
