import { Body, Controller, Get, HttpCode, Param, Post, Query, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { Principal } from '../../../application/accounts/account-role';
import { NO_FILTER, parseContractFilter } from '../../../application/registration-cases/contract-filter';
import { ContractListService } from '../../../application/registration-cases/contract-list.service';
import { RegistrationCasesService, type RegistrationCaseAnswer } from '../../../application/registration-cases/registration-cases.service';
import { ReadStore } from '../../../application/shared/read-store.port';
import { CurrentPrincipal, SignedIn } from '../auth/auth.decorators';
import { commandContext } from '../auth/request-context';
import { ok, type ApiResponse } from '../shared/api-response';

function pageNumber(page: string | undefined): number {
  const value = Number(page ?? 1);
  return Number.isSafeInteger(value) && value > 0 ? Math.min(value, 10_000) : 1;
}

const FILTER_BODY = {
  schema: {
    type: 'object',
    properties: {
      status_id: { oneOf: [{ type: 'integer' }, { type: 'array', items: { type: 'integer' } }], description: '契約のステータス 1-8' },
      registration_status_id: { oneOf: [{ type: 'integer' }, { type: 'array', items: { type: 'integer' } }], description: '登記のステータス 1-10' },
      did_pay_management_fee: { type: 'boolean', nullable: true, description: '管理手数料のお支払い（お支払済み / 未払い）' },
      payment_method: { type: 'string', enum: ['card', 'bank_transfer'], nullable: true, description: '管理手数料の支払い方法（カード / 銀行振込）' },
      member_id: { type: 'string', format: 'uuid', nullable: true, description: '売主または買主の会員' },
      date_from: { type: 'string', format: 'date', nullable: true, description: '作成依頼の日（日本時間）から' },
      date_to: { type: 'string', format: 'date', nullable: true, description: '作成依頼の日（日本時間）まで' },
      keyword: { type: 'string', nullable: true, maxLength: 100, description: '物件名・郵便番号' },
      scope: { type: 'string', enum: ['mine', 'assignable', 'all'], description: '司法書士のみ: 担当分、未担当で依頼できる契約、その両方' },
    },
  },
};

/**
 * The back-office contract lists (spec: /api/contract/list, /filter, the status lists), the
 * assignment of a scrivener and the parties' settlement checklist (the deal's timeline is the audit timeline's).
 */
@ApiTags('registration cases')
@ApiBearerAuth()
@Controller('api/contract')
export class ContractListsController {
  constructor(
    private readonly lists: ContractListService,
    private readonly cases: RegistrationCasesService,
    private readonly readStore: ReadStore,
  ) {}

  @Get('list')
  @SignedIn('admin', 'lawyer')
  @ApiOperation({ summary: '契約の一覧（管理者はすべて、司法書士は担当分と未担当で依頼できる契約）' })
  @ApiQuery({ name: 'page', required: false, schema: { type: 'integer', minimum: 1 } })
  async list(@CurrentPrincipal() principal: Principal, @Query('page') page?: string) {
    return ok(await this.lists.list(principal, NO_FILTER, pageNumber(page)));
  }

  @Post('filter')
  @HttpCode(200)
  @SignedIn('admin', 'lawyer')
  @ApiOperation({ summary: '契約の一覧を条件で絞り込み（ステータス、支払い、日付、会員）' })
  @ApiBody(FILTER_BODY)
  @ApiQuery({ name: 'page', required: false, schema: { type: 'integer', minimum: 1 } })
  async filter(@Body() body: unknown, @CurrentPrincipal() principal: Principal, @Query('page') page?: string) {
    return ok(await this.lists.list(principal, parseContractFilter(body), pageNumber(page)));
  }

  @Get('status/list')
  @SignedIn('admin', 'lawyer')
  @ApiOperation({ summary: '契約のステータス（1-8）と登記のステータス（1-10）の一覧' })
  statuses() {
    return ok(this.lists.statuses());
  }

  @Get('status-property/list')
  @SignedIn('admin', 'lawyer')
  @ApiOperation({ summary: '物件のステータスの一覧' })
  propertyStatuses() {
    return ok(this.lists.propertyStatuses());
  }

  @Get(':lawyerId/assign/:contractId')
  @SignedIn('admin', 'lawyer')
  @ApiOperation({ summary: '司法書士の割り当て（管理者は登録済みの司法書士を、司法書士は自分を。管理手数料のお支払い後の契約のみ）' })
  async assign(@Param('lawyerId') lawyerId: string, @Param('contractId') contractId: string, @CurrentPrincipal() principal: Principal, @Req() request: FastifyRequest): Promise<ApiResponse<RegistrationCaseAnswer>> {
    const { streamId: _s, version: _v, position, ...answer } = await this.cases.assign(principal, lawyerId, contractId, commandContext(request, principal));
    await this.readStore.waitFor(position);
    return ok(answer, '司法書士を割り当てました。');
  }

  @Get(':id/settlement-checklist')
  @SignedIn('member', 'admin', 'lawyer')
  @ApiOperation({ summary: '決済に持参する書類のチェックリスト（売主・買主。登記の進み具合つき）' })
  async checklist(@Param('id') id: string, @CurrentPrincipal() principal: Principal) {
    return ok(await this.cases.checklist(principal, id));
  }
}
