import { dateInJapan } from '../../domain/fees/fee-date.rule';
import type { FeeCalculator, FeeRateEvent, StampDutyKind } from '../../domain/fees/fee-rate.events';
import type { TransferConditions } from '../../domain/fees/registration-tax.rates';
import type { StampDutyBracket } from '../../domain/fees/stamp-duty.schedules';
import type { DocumentProjector } from '../shared/projector';

export interface FeeRateActor {
  id: string;
  role: string;
}

/** One period of the fee-rate schedule, withdrawn ones included, with who added, confirmed or withdrew it. */
export interface FeeRateDocument {
  period_id: string;
  calculator: FeeCalculator;
  /** Stamp duty only: the 本則 or a reduction. */
  kind: StampDutyKind | null;
  brackets: StampDutyBracket[] | null;
  /** Registration tax only. */
  rule: string | null;
  applies_to: Partial<TransferConditions> | null;
  per_mille: number | null;
  from: string | null;
  to: string | null;
  legal_basis: string;
  confirmed: boolean;
  /** The day (Japan) the rates were checked against the source; null while unconfirmed. */
  checked_on: string | null;
  notes: string[];
  withdrawn: boolean;
  withdrawal_reason: string | null;
  added_by: FeeRateActor;
  added_at: string;
  confirmed_by: FeeRateActor | null;
  confirmed_at: string | null;
  withdrawn_by: FeeRateActor | null;
  withdrawn_at: string | null;
  /** Log position of the addition, for listing in the order periods were added. */
  added_position: number;
}

export const FEE_RATES_COLLECTION = 'fee_rates';

function checkedOn(period: { confirmed: boolean; checked_on?: string | null }, addedAt: string): string | null {
  if (!period.confirmed) return null;
  return period.checked_on ?? dateInJapan(addedAt);
}

export const feeRatesProjector: DocumentProjector<FeeRateDocument, FeeRateEvent> = {
  name: 'fee-rates',
  collection: FEE_RATES_COLLECTION,
  version: 2,
  handles: ['StampDutyPeriodAdded', 'RegistrationTaxPeriodAdded', 'FeeRatePeriodConfirmed', 'FeeRatePeriodWithdrawn'],
  columns: { calculator: 'text', withdrawn: 'boolean', added_position: 'bigint' },
  documentIds: (event) => [event.data.period_id],
  evolve(document, event) {
    const actor = { id: event.metadata.actor.id, role: event.metadata.actor.role };
    const added = {
      withdrawn: false,
      withdrawal_reason: null,
      added_by: actor,
      confirmed_by: null,
      confirmed_at: null,
      withdrawn_by: null,
      withdrawn_at: null,
      added_position: event.globalPosition,
    };
    switch (event.type) {
      case 'StampDutyPeriodAdded': {
        const { period_id, kind, brackets, from, to, legal_basis, confirmed, notes, added_at } = event.data;
        return {
          ...added,
          period_id,
          calculator: 'stamp_duty',
          kind,
          brackets,
          rule: null,
          applies_to: null,
          per_mille: null,
          from,
          to,
          legal_basis,
          confirmed,
          checked_on: checkedOn(event.data, added_at),
          notes,
          added_at,
        };
      }
      case 'RegistrationTaxPeriodAdded': {
        const { period_id, rule, applies_to, per_mille, from, to, legal_basis, confirmed, notes, added_at } = event.data;
        return {
          ...added,
          period_id,
          calculator: 'registration_tax',
          kind: null,
          brackets: null,
          rule,
          applies_to,
          per_mille,
          from,
          to,
          legal_basis,
          confirmed,
          checked_on: checkedOn(event.data, added_at),
          notes,
          added_at,
        };
      }
      case 'FeeRatePeriodConfirmed':
        return (
          document && {
            ...document,
            confirmed: true,
            checked_on: dateInJapan(event.data.confirmed_at),
            notes: event.data.notes,
            confirmed_by: actor,
            confirmed_at: event.data.confirmed_at,
          }
        );
      case 'FeeRatePeriodWithdrawn':
        return document && { ...document, withdrawn: true, withdrawal_reason: event.data.reason, withdrawn_by: actor, withdrawn_at: event.data.withdrawn_at };
    }
  },
};
