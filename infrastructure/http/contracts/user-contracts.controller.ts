import { Controller, Get, Inject, Param, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Principal } from '../../../application/accounts/account-role';
import type { ContractHistoryItem } from '../../../application/contracts/contract-history.port';
import { MemberContractsService, type MemberContractState } from '../../../application/contracts/member-contracts.service';
import type { Page } from '../../../application/shared/page';
import { DomainError } from '../../../domain/shared/domain-error';
import { AppConfigToken } from '../../app/app-config.token';
import type { AppConfig } from '../../config/app-config';
import { CurrentPrincipal, SignedIn } from '../auth/auth.decorators';
import { ok, type ApiResponse } from '../shared/api-response';

/** How the buyer can pay the management fee on this site, so the screen offers only what works. */
export interface ContractPaymentOptions {
  /** `sandbox` is a test provider that moves no money; `none` takes no card (bank transfer only). */
  card_provider: 'sandbox' | 'none';
  card_available: boolean;
  management_fee: number;
}

function pageNumber(page: string | undefined): number {
  if (page === undefined || page === '') return 1;
  const value = /^\d{1,6}$/.test(page) ? Number(page) : Number.NaN;
  if (!(value >= 1)) throw DomainError.invalid('contract_history.page_invalid', 'page', 'ページは1以上の整数で指定してください。');
  return value;
}

/** A member's own contracts (spec: /api/user-contract/*): the deal history, one deal's contract state and the payment choices. */
@ApiTags('contracts')
@ApiBearerAuth()
@Controller('api/user-contract')
export class UserContractsController {
  constructor(
    private readonly contracts: MemberContractsService,
    @Inject(AppConfigToken) private readonly config: AppConfig,
  ) {}

  @Get('history')
  @SignedIn('member')
  @ApiQuery({ name: 'page', required: false, schema: { type: 'integer', minimum: 1 } })
  @ApiOperation({ summary: '取引履歴（契約のある自分の取引。売主・買主の両方、新しい順に20件ずつ）' })
  async list(@Query('page') page: string | undefined, @CurrentPrincipal() principal: Principal): Promise<ApiResponse<Page<ContractHistoryItem>>> {
    return ok(await this.contracts.history(principal, pageNumber(page)));
  }

  @Get('state/:threadId')
  @SignedIn('member')
  @ApiOperation({ summary: '取引の契約の状態（自分の立場、同意、支払い、確認済みの書類。依頼前は status_id 0）。取引の当事者だけ' })
  async state(@Param('threadId') threadId: string, @CurrentPrincipal() principal: Principal): Promise<ApiResponse<MemberContractState>> {
    return ok(await this.contracts.state(principal, threadId));
  }

  @Get('payment-options')
  @SignedIn('member')
  @ApiOperation({ summary: '管理手数料の払い方（カード決済の提供元。sandbox はテスト決済、none は銀行振込のみ）と金額' })
  paymentOptions(): ApiResponse<ContractPaymentOptions> {
    const provider = this.config.paymentProvider;
    return ok({ card_provider: provider, card_available: provider !== 'none', management_fee: this.config.managementFeeYen });
  }
}
