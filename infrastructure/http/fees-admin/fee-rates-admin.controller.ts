import { Body, Controller, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { Principal } from '../../../application/accounts/account-role';
import { AddFeeRatePeriodCommand, type NewFeeRatePeriod } from '../../../application/fees-admin/add-fee-rate-period.command';
import { ConfirmFeeRatePeriodCommand } from '../../../application/fees-admin/confirm-fee-rate-period.command';
import { ListFeeRatesQuery, type FeeRatePeriodView, type FeeRatesOverview } from '../../../application/fees-admin/list-fee-rates.query';
import { WithdrawFeeRatePeriodCommand } from '../../../application/fees-admin/withdraw-fee-rate-period.command';
import { ReadStore } from '../../../application/shared/read-store.port';
import { FEE_RATE_MESSAGES } from '../../../domain/fees/fee-rate.decider';
import { DomainError } from '../../../domain/shared/domain-error';
import { CurrentPrincipal, SignedIn } from '../auth/auth.decorators';
import { commandContext } from '../auth/request-context';
import { ok, type ApiResponse } from '../shared/api-response';
import { RequestValidationException } from '../shared/request-validation.exception';
import { readNotes, readRegistrationTaxPeriod, readStampDutyPeriod } from './fee-rate-request';
import { ConfirmFeeRatePeriodDto, RegistrationTaxPeriodDto, StampDutyPeriodDto, WithdrawFeeRatePeriodDto } from './fee-rate.dtos';

/**
 * The rates behind both calculators, as the admin keeps them: every period with its state, and
 * new periods, confirmations and withdrawals, each an event in the fee-rate schedule.
 */
@ApiTags('admin')
@ApiBearerAuth()
@SignedIn('admin')
@Controller('api/admin/fee-rates')
export class FeeRatesAdminController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly readStore: ReadStore,
  ) {}

  @Get()
  @ApiOperation({
    summary: '税率の期間の一覧（印紙税・登録免許税。取り下げたものも含み、state は in_force・future・past・withdrawn。gaps は本則のない最初の日付）',
  })
  async list(): Promise<ApiResponse<FeeRatesOverview>> {
    return ok(await this.queries.execute(new ListFeeRatesQuery()));
  }

  @Post('stamp-duty')
  @ApiOperation({ summary: '印紙税の期間の追加（同じ区分の期間と重なる期間は 422）' })
  addStampDuty(@Body() body: StampDutyPeriodDto, @CurrentPrincipal() principal: Principal, @Req() request: FastifyRequest) {
    return this.add(readStampDutyPeriod({ ...body }), principal, request);
  }

  @Post('registration-tax')
  @ApiOperation({ summary: '登録免許税の税率の期間の追加（同じ適用条件の期間と重なる期間は 422）' })
  addRegistrationTax(@Body() body: RegistrationTaxPeriodDto, @CurrentPrincipal() principal: Principal, @Req() request: FastifyRequest) {
    return this.add(readRegistrationTaxPeriod({ ...body }), principal, request);
  }

  @Post(':id/confirm')
  @HttpCode(200)
  @ApiOperation({ summary: '未確認の期間を確認済みにする（補足は notes に置き換わります）' })
  async confirm(@Param('id') id: string, @Body() body: ConfirmFeeRatePeriodDto, @CurrentPrincipal() principal: Principal, @Req() request: FastifyRequest) {
    const notes = readNotes(body.notes, (message) => {
      throw new RequestValidationException({ notes: [message] });
    });
    const result = await this.commands.execute(new ConfirmFeeRatePeriodCommand(id, notes, commandContext(request, principal)));
    await this.readStore.waitFor(result.position);
    return ok(await this.period(id), '期間を確認済みにしました。');
  }

  @Post(':id/withdraw')
  @HttpCode(200)
  @ApiOperation({ summary: '誤って登録した期間の取り下げ（理由が必要です。一覧には取り下げ済みとして残ります）' })
  async withdraw(@Param('id') id: string, @Body() body: WithdrawFeeRatePeriodDto, @CurrentPrincipal() principal: Principal, @Req() request: FastifyRequest) {
    const reason = typeof body.reason === 'string' ? body.reason : '';
    const result = await this.commands.execute(new WithdrawFeeRatePeriodCommand(id, reason, commandContext(request, principal)));
    await this.readStore.waitFor(result.position);
    return ok(await this.period(id), '期間を取り下げました。');
  }

  private async add(input: NewFeeRatePeriod, principal: Principal, request: FastifyRequest): Promise<ApiResponse<FeeRatePeriodView>> {
    const result = await this.commands.execute(new AddFeeRatePeriodCommand(input, commandContext(request, principal)));
    await this.readStore.waitFor(result.position);
    return ok(await this.period(result.period_id), '期間を追加しました。');
  }

  private async period(id: string): Promise<FeeRatePeriodView> {
    const overview = await this.queries.execute(new ListFeeRatesQuery());
    const found = [...overview.stamp_duty, ...overview.registration_tax].find((period) => period.period_id === id);
    if (!found) throw DomainError.notFound('fee_rate.not_found', FEE_RATE_MESSAGES.not_found);
    return found;
  }
}
