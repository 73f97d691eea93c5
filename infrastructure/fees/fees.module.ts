import { Module, type DynamicModule } from '@nestjs/common';
import { CalculateRegistrationTaxHandler } from '../../application/fees/calculate-registration-tax.handler';
import { CalculateStampDutyHandler } from '../../application/fees/calculate-stamp-duty.handler';
import { Clock } from '../../application/shared/clock.port';
import { FeesController } from '../http/fees/fees.controller';

/** The public fee calculators; their only dependency is the clock that says what today is. */
@Module({})
export class FeesModule {
  static register(clock: Clock): DynamicModule {
    return {
      module: FeesModule,
      controllers: [FeesController],
      providers: [{ provide: Clock, useValue: clock }, CalculateStampDutyHandler, CalculateRegistrationTaxHandler],
    };
  }
}
