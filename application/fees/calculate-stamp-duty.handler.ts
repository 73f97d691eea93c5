import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { dateInJapan } from '../../domain/fees/fee-date.rule';
import { stampDuty, type StampDutyAnswer } from '../../domain/fees/stamp-duty.rule';
import { Clock } from '../shared/clock.port';
import { CalculateStampDutyQuery } from './calculate-stamp-duty.query';
import { FeeRatesReader } from './fee-rates.reader';
import { answeringRateGaps } from './answering-rate-gaps';

@QueryHandler(CalculateStampDutyQuery)
export class CalculateStampDutyHandler implements IQueryHandler<CalculateStampDutyQuery> {
  constructor(
    private readonly clock: Clock,
    private readonly rates: FeeRatesReader,
  ) {}

  async execute({ amount, options }: CalculateStampDutyQuery): Promise<StampDutyAnswer> {
    const { stampDuty: schedules } = await this.rates.current();
    return answeringRateGaps(() => stampDuty({ ...options, amount, date: options.date ?? dateInJapan(this.clock.now()) }, schedules));
  }
}
