import { Query } from '@nestjs/cqrs';
import type { StampDutyAnswer } from '../../domain/fees/stamp-duty.rule';

export class CalculateStampDutyQuery extends Query<StampDutyAnswer> {
  constructor(
    readonly amount: number,
    readonly options: {
      /** `YYYY-MM-DD`; today in Japan when left out. */
      date?: string;
      electronic?: boolean;
      reduced?: boolean;
    } = {},
  ) {
    super();
  }
}
