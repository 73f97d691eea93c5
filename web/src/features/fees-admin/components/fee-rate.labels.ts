import type { FeeRateParty, FeeRatePeriod, FeeRateState, TransferConditions } from '../api/fee-rates-admin.api';

export const STATE_LABELS: Record<FeeRateState, { text: string; color: string }> = {
  in_force: { text: '適用中', color: 'green' },
  future: { text: '適用前', color: 'blue' },
  past: { text: '終了', color: 'default' },
  withdrawn: { text: '取り下げ済み', color: 'red' },
};

export const STAMP_KIND_LABELS = { standard: '本則', reduced: '軽減税率' } as const;

export const CALCULATOR_LABELS = { stamp_duty: '印紙税', registration_tax: '登録免許税' } as const;

export function periodName(period: FeeRatePeriod): string {
  return period.calculator === 'stamp_duty' ? STAMP_KIND_LABELS[period.kind ?? 'standard'] : (period.rule ?? '');
}

export function spanText(period: Pick<FeeRatePeriod, 'from' | 'to'>): string {
  return `${period.from ?? '（始期なし）'} 〜 ${period.to ?? '（終期なし）'}`;
}

export function conditionsText(conditions: TransferConditions | null): string {
  const parts: string[] = [];
  if (!conditions) return '';
  if (conditions.kind) parts.push(conditions.kind === 'land' ? '土地' : '建物');
  if (conditions.cause) parts.push(conditions.cause === 'sale' ? '売買' : '贈与');
  if (conditions.buyer) parts.push(conditions.buyer === 'person' ? '個人の買主' : '法人の買主');
  if (conditions.residential !== undefined) parts.push(conditions.residential ? '住宅用家屋' : '住宅用家屋以外');
  return parts.length > 0 ? parts.join('・') : 'すべて（本則）';
}

export function ratePercentText(perMille: number | null): string {
  return perMille === null ? '' : `${perMille / 10}%`;
}

export function partyText(party: FeeRateParty | null): string {
  if (!party) return '';
  return party.name ?? (party.role === 'admin' ? '管理者' : party.role);
}

