import { Controller, Get, Param, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { Principal } from '../../../application/accounts/account-role';
import { ContractsService, type ContractStepAnswer } from '../../../application/contracts/contracts.service';
import { ReadStore } from '../../../application/shared/read-store.port';
import { CurrentPrincipal, SignedIn } from '../auth/auth.decorators';
import { commandContext } from '../auth/request-context';
import { ok, type ApiResponse } from '../shared/api-response';

/** The one contract step an admin takes: confirming that a buyer's bank transfer arrived. */
@ApiTags('contracts')
@ApiBearerAuth()
@Controller('api/contract')
export class ContractsAdminController {
  constructor(
    private readonly contracts: ContractsService,
    private readonly readStore: ReadStore,
  ) {}

  @Get('confirm-transfer/:id')
  @SignedIn('admin')
  @ApiOperation({ summary: '管理手数料の銀行振込の入金確認（管理者）' })
  async confirmTransfer(@Param('id') id: string, @CurrentPrincipal() principal: Principal, @Req() request: FastifyRequest): Promise<ApiResponse<ContractStepAnswer>> {
    const { thread_id, status_id, status_name, position } = await this.contracts.confirmBankTransfer(principal, id, commandContext(request, principal));
    await this.readStore.waitFor(position);
    return ok({ thread_id, status_id, status_name }, '入金を確認しました。');
  }
}
