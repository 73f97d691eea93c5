import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { dateInJapan } from '../../domain/fees/fee-date.rule';
import { registrationTax, type RegistrationTaxAnswer } from '../../domain/fees/registration-tax.rule';
import { Clock } from '../shared/clock.port';
import { CalculateRegistrationTaxQuery } from './calculate-registration-tax.query';
import { FeeRatesReader } from './fee-rates.reader';
import { answeringRateGaps } from './answering-rate-gaps';

@QueryHandler(CalculateRegistrationTaxQuery)
export class CalculateRegistrationTaxHandler implements IQueryHandler<CalculateRegistrationTaxQuery> {
  constructor(
    private readonly clock: Clock,
    private readonly rates: FeeRatesReader,
  ) {}

  async execute({ valuation, options }: CalculateRegistrationTaxQuery): Promise<RegistrationTaxAnswer> {
    const { registrationTax: rates } = await this.rates.current();
    return answeringRateGaps(() => registrationTax({ ...options, valuation, date: options.date ?? dateInJapan(this.clock.now()) }, rates));
  }
}
