import { Injectable } from '@nestjs/common';
import type { RegistrationTaxRate } from '../../domain/fees/registration-tax.rates';
import type { StampDutySchedule } from '../../domain/fees/stamp-duty.schedules';
import type { FeeRateDocument } from '../../read-models/fees/fee-rates.projector';
import { ReadStore } from '../shared/read-store.port';

/** The fee-rates read model's table; the projector names it too. */
export const FEE_RATES = 'fee_rates';

export interface CurrentFeeRates {
  stampDuty: StampDutySchedule[];
  registrationTax: RegistrationTaxRate[];
}

/**
 * The periods the calculators use: every one not withdrawn, read from the read model on each
 * question. The table holds a handful of rows, so nothing is kept between requests and an admin's
 * change applies from the next calculation on.
 */
@Injectable()
export class FeeRatesReader {
  constructor(private readonly readStore: ReadStore) {}

  async current(): Promise<CurrentFeeRates> {
    const documents = await this.readStore.find<FeeRateDocument>(FEE_RATES, { where: { withdrawn: false }, orderBy: [{ field: 'added_position' }] });
    const stampDuty: StampDutySchedule[] = [];
    const registrationTax: RegistrationTaxRate[] = [];
    for (const document of documents) {
      const period = {
        from: document.from,
        to: document.to,
        legal_basis: document.legal_basis,
        confirmed: document.confirmed,
        checked_on: document.checked_on,
        notes: document.notes,
      };
      if (document.calculator === 'stamp_duty' && document.kind && document.brackets) {
        stampDuty.push({ ...period, kind: document.kind, brackets: document.brackets });
      } else if (document.calculator === 'registration_tax' && document.rule !== null && document.applies_to && document.per_mille !== null) {
        registrationTax.push({ ...period, rule: document.rule, applies_to: document.applies_to, per_mille: document.per_mille });
      }
    }
    return { stampDuty, registrationTax };
  }
}
