import { Query } from '@nestjs/cqrs';
import type { BuyerKind, PropertyKind } from '../../domain/fees/registration-tax.rates';
import type { RegistrationTaxAnswer } from '../../domain/fees/registration-tax.rule';

export class CalculateRegistrationTaxQuery extends Query<RegistrationTaxAnswer> {
  constructor(
    /** The 固定資産税評価額 in yen. */
    readonly valuation: number,
    readonly options: {
      /** `YYYY-MM-DD`; today in Japan when left out. */
      date?: string;
      kind?: PropertyKind;
      buyer?: BuyerKind;
      residential?: boolean;
      gift?: boolean;
    } = {},
  ) {
    super();
  }
}
