import type { Provider, Type } from '@nestjs/common';
import { CalculateRegistrationTaxHandler } from '../../application/fees/calculate-registration-tax.handler';
import { CalculateStampDutyHandler } from '../../application/fees/calculate-stamp-duty.handler';
import { FeeRatesReader } from '../../application/fees/fee-rates.reader';
import { AddFeeRatePeriodHandler } from '../../application/fees-admin/add-fee-rate-period.handler';
import { ConfirmFeeRatePeriodHandler } from '../../application/fees-admin/confirm-fee-rate-period.handler';
import { ListFeeRatesHandler } from '../../application/fees-admin/list-fee-rates.handler';
import { WithdrawFeeRatePeriodHandler } from '../../application/fees-admin/withdraw-fee-rate-period.handler';
import { FeeRatesAdminController } from '../http/fees-admin/fee-rates-admin.controller';
import { FeesController } from '../http/fees/fees.controller';

/** The public calculators, which read the rates from the fee-rates read model, and the admin's rate screens. */
export const feeControllers: Type[] = [FeesController, FeeRatesAdminController];

export const feeProviders: Provider[] = [
  FeeRatesReader,
  CalculateStampDutyHandler,
  CalculateRegistrationTaxHandler,
  AddFeeRatePeriodHandler,
  ConfirmFeeRatePeriodHandler,
  WithdrawFeeRatePeriodHandler,
  ListFeeRatesHandler,
];
