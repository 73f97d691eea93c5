import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { Principal } from '../../../application/accounts/account-role';
import { ContractsService, type ContractStepAnswer } from '../../../application/contracts/contracts.service';
import { ReadStore } from '../../../application/shared/read-store.port';
import { CurrentPrincipal, SignedIn } from '../auth/auth.decorators';
import { commandContext } from '../auth/request-context';
import { ok, type ApiResponse } from '../shared/api-response';
import { PayManagementFeeDto } from './contract.dtos';

/** The buyer's management fee by card (spec: POST /api/payment/pay-management). */
@ApiTags('contracts')
@ApiBearerAuth()
@Controller('api/payment')
export class PaymentsController {
  constructor(
    private readonly contracts: ContractsService,
    private readonly readStore: ReadStore,
  ) {}

  @Post('pay-management')
  @HttpCode(200)
  @SignedIn('member')
  @ApiOperation({ summary: '管理手数料のカード払い（買主。契約の手続きに進んだ後）' })
  async payManagement(
    @Body() body: PayManagementFeeDto,
    @CurrentPrincipal() principal: Principal,
    @Req() request: FastifyRequest,
  ): Promise<ApiResponse<ContractStepAnswer & { payment_id: string; amount: number }>> {
    const result = await this.contracts.payManagementFee(principal, body.thread_id, body.card_token, commandContext(request, principal));
    await this.readStore.waitFor(result.position);
    const { thread_id, status_id, status_name, payment_id, amount } = result;
    return ok({ thread_id, status_id, status_name, payment_id, amount }, '管理手数料のお支払いが完了しました。');
  }
}
