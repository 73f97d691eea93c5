import { Body, Controller, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { Principal } from '../../../application/accounts/account-role';
import type { ContractContent } from '../../../application/contracts/contract-content';
import { ContractsService, type ContractStepAnswer, type ContractTermsView } from '../../../application/contracts/contracts.service';
import { SPECIAL_TERM_TEMPLATES, type SpecialTermTemplate } from '../../../application/contracts/special-term-templates';
import { ReadStore } from '../../../application/shared/read-store.port';
import type { CommandResult } from '../../../application/shared/command-result';
import { SELLER_DOCUMENTS } from '../../../domain/contracts/seller-documents';
import { DomainError } from '../../../domain/shared/domain-error';
import { CurrentPrincipal, SignedIn } from '../auth/auth.decorators';
import { commandContext } from '../auth/request-context';
import { ok, type ApiResponse } from '../shared/api-response';
import { fieldsOf } from './contract-body';
import { CreateContractDto } from './contract.dtos';

const TERMS_BODY = {
  schema: {
    type: 'object',
    description: '変更する項目だけを送ります（null で空にできる項目もあります）',
    properties: {
      price: { type: 'integer', minimum: 0 },
      deposit_amount: { type: 'integer', minimum: 0 },
      deposit_deadline: { type: 'string', format: 'date', nullable: true },
      payment_schedule: {
        type: 'array',
        maxItems: 12,
        items: { type: 'object', properties: { label: { type: 'string' }, amount: { type: 'integer' }, due_date: { type: 'string', format: 'date' } } },
      },
      delivery_date: { type: 'string', format: 'date', nullable: true },
      non_conformity_period: { type: 'string', enum: ['excluded', 'three_months', 'six_months', 'one_year'] },
      area_basis: { type: 'string', enum: ['registry', 'survey'] },
      survey_price_per_sqm: { type: 'integer', nullable: true },
      farmland_permission_condition: { type: 'boolean' },
      items_left: { type: 'string', enum: ['seller_removes', 'as_is', 'itemised'] },
      items_left_list: { type: 'string', nullable: true, maxLength: 2000 },
      boundary_memorandum: { type: 'boolean' },
      other_special_terms: { type: 'string', nullable: true, maxLength: 2000 },
      tax_reckoning_date: { type: 'string', enum: ['january_1', 'april_1'] },
      annual_fixed_asset_tax: { type: 'integer', nullable: true },
    },
  },
};

const PROPERTY_BODY = {
  schema: {
    type: 'object',
    description: '変更する項目だけを送ります',
    properties: {
      land_location: { type: 'string', nullable: true, maxLength: 200 },
      land_lot_number: { type: 'string', nullable: true, maxLength: 200 },
      land_category: { type: 'string', nullable: true, maxLength: 200 },
      land_area: { type: 'number', nullable: true },
      has_building: { type: 'boolean' },
      building_location: { type: 'string', nullable: true, maxLength: 200 },
      building_house_number: { type: 'string', nullable: true, maxLength: 200 },
      building_kind: { type: 'string', nullable: true, maxLength: 200 },
      building_structure: { type: 'string', nullable: true, maxLength: 200 },
      building_floor_area: { type: 'number', nullable: true },
      current_use: { type: 'string', nullable: true, maxLength: 200 },
      land_valuation: { type: 'integer', nullable: true },
      building_valuation: { type: 'integer', nullable: true },
    },
  },
};

/**
 * A deal's contract (spec: /api/contract/*), whose id is the deal's: requested, drafted by the
 * seller, filled in by both parties, agreed by the buyer and then the seller, paid for and
 * prepared. Only the deal's two members take steps; admins read (and confirm transfers elsewhere).
 */
@ApiTags('contracts')
@ApiBearerAuth()
@Controller('api/contract')
export class ContractsController {
  constructor(
    private readonly contracts: ContractsService,
    private readonly readStore: ReadStore,
  ) {}

  @Get('special')
  @SignedIn('member', 'admin')
  @ApiOperation({ summary: '特約の定型文（中立のひな形。どれを使うかは当事者が決めます）' })
  special(): ApiResponse<SpecialTermTemplate[]> {
    return ok([...SPECIAL_TERM_TEMPLATES]);
  }

  @Get('seller-documents')
  @SignedIn('member', 'admin')
  @ApiOperation({ summary: '売主が準備する書類と、その documentId' })
  sellerDocuments(): ApiResponse<Array<{ id: number; name: string }>> {
    return ok(SELLER_DOCUMENTS.map(({ id, name }) => ({ id, name })));
  }

  @Get('detail-term/:id')
  @SignedIn('member', 'admin')
  @ApiOperation({ summary: '契約の条件と物件の表示（編集画面用。reset で戻るひな形つき）' })
  async detailTerm(@Param('id') id: string, @CurrentPrincipal() principal: Principal): Promise<ApiResponse<ContractTermsView>> {
    return ok(await this.contracts.terms(principal, id));
  }

  @Get('preview/:id')
  @SignedIn('member', 'admin')
  @ApiOperation({ summary: '契約書のプレビュー（契約の全体をデータで）' })
  async preview(@Param('id') id: string, @CurrentPrincipal() principal: Principal): Promise<ApiResponse<ContractContent>> {
    return ok(await this.contracts.content(principal, id));
  }

  @Get(':id/contract-detail-content')
  @SignedIn('member', 'admin')
  @ApiOperation({ summary: '契約の全体（当事者、物件、条件、固定資産税の日割り、諸費用の目安、同意と支払いの状況）' })
  async detailContent(@Param('id') id: string, @CurrentPrincipal() principal: Principal): Promise<ApiResponse<ContractContent>> {
    return ok(await this.contracts.content(principal, id));
  }

  @Get(':id/request-create-contract')
  @SignedIn('member')
  @ApiOperation({ summary: '契約書の作成依頼（買主または売主。問い合わせ中・商談中の取引のみ）' })
  requestCreate(@Param('id') id: string, @CurrentPrincipal() principal: Principal, @Req() request: FastifyRequest) {
    return this.answer(this.contracts.request(principal, id, commandContext(request, principal)), '契約書の作成を依頼しました。');
  }

  @Post(':id/create')
  @HttpCode(200)
  @SignedIn('member')
  @ApiOperation({ summary: '契約書の作成（売主。物件と双方の会員情報から下書きを作ります）' })
  create(@Param('id') id: string, @Body() body: CreateContractDto, @CurrentPrincipal() principal: Principal, @Req() request: FastifyRequest) {
    if (body.thread_id !== undefined && body.thread_id.toLowerCase() !== id.toLowerCase()) {
      throw DomainError.invalid('contract.thread_mismatch', 'thread_id', 'thread_id がパスの取引と一致しません。');
    }
    return this.answer(this.contracts.create(principal, id, commandContext(request, principal)), '契約書を作成しました。');
  }

  @Post('edit-term/:id')
  @HttpCode(200)
  @SignedIn('member')
  @ApiBody(TERMS_BODY)
  @ApiOperation({ summary: '契約の条件の変更（同意の後に変えると、双方の同意は取り消されます）' })
  editTerm(@Param('id') id: string, @Body() body: unknown, @CurrentPrincipal() principal: Principal, @Req() request: FastifyRequest) {
    return this.answer(this.contracts.editTerms(principal, id, fieldsOf(body), commandContext(request, principal)), '契約の条件を保存しました。');
  }

  @Post('reset-term/:id')
  @HttpCode(200)
  @SignedIn('member')
  @ApiOperation({ summary: '契約の条件をひな形に戻す（同意の後なら、双方の同意は取り消されます）' })
  resetTerm(@Param('id') id: string, @CurrentPrincipal() principal: Principal, @Req() request: FastifyRequest) {
    return this.answer(this.contracts.resetTerms(principal, id, commandContext(request, principal)), '契約の条件をひな形に戻しました。');
  }

  @Post('edit-property/:id')
  @HttpCode(200)
  @SignedIn('member')
  @ApiBody(PROPERTY_BODY)
  @ApiOperation({ summary: '物件の表示（登記のとおり）の変更（同意の後に変えると、双方の同意は取り消されます）' })
  editProperty(@Param('id') id: string, @Body() body: unknown, @CurrentPrincipal() principal: Principal, @Req() request: FastifyRequest) {
    return this.answer(this.contracts.editProperty(principal, id, fieldsOf(body), commandContext(request, principal)), '物件の表示を保存しました。');
  }

  @Get(':id/buyer-agree')
  @SignedIn('member')
  @ApiOperation({ summary: '買主の同意' })
  buyerAgree(@Param('id') id: string, @CurrentPrincipal() principal: Principal, @Req() request: FastifyRequest) {
    return this.answer(this.contracts.agreeAsBuyer(principal, id, commandContext(request, principal)), '契約内容に同意しました。');
  }

  @Get(':id/seller-agree')
  @SignedIn('member')
  @ApiOperation({ summary: '売主の同意（買主の同意の後）' })
  sellerAgree(@Param('id') id: string, @CurrentPrincipal() principal: Principal, @Req() request: FastifyRequest) {
    return this.answer(this.contracts.agreeAsSeller(principal, id, commandContext(request, principal)), '契約内容に同意しました。');
  }

  @Get(':id/buyer-agree-perform-contract')
  @SignedIn('member')
  @ApiOperation({ summary: '買主が契約の手続きに進む（以後、内容は変更できません。次は管理手数料のお支払い）' })
  perform(@Param('id') id: string, @CurrentPrincipal() principal: Principal, @Req() request: FastifyRequest) {
    return this.answer(this.contracts.confirmPerformance(principal, id, commandContext(request, principal)), '契約の手続きに進みました。管理手数料のお支払いに進んでください。');
  }

  @Get(':id/buyer-transfer')
  @SignedIn('member')
  @ApiOperation({ summary: '買主が管理手数料を銀行振込で払うと申し出る（事務局が入金を確認します）' })
  buyerTransfer(@Param('id') id: string, @CurrentPrincipal() principal: Principal, @Req() request: FastifyRequest) {
    return this.answer(this.contracts.declareBankTransfer(principal, id, commandContext(request, principal)), '銀行振込でのお支払いを受け付けました。入金を確認しだいお知らせします。');
  }

  @Get(':id/seller-proceed-contract/:documentId')
  @SignedIn('member')
  @ApiOperation({ summary: '売主が書類を準備済みとして確認する（すべて確認すると契約は締結済み、取引は終了）' })
  sellerProceed(@Param('id') id: string, @Param('documentId') documentId: string, @CurrentPrincipal() principal: Principal, @Req() request: FastifyRequest) {
    const number = /^\d{1,3}$/.test(documentId) ? Number(documentId) : Number.NaN;
    return this.answer(this.contracts.confirmSellerDocument(principal, id, number, commandContext(request, principal)), '書類を準備済みにしました。');
  }

  @Get(':id/without-contract')
  @SignedIn('member')
  @ApiOperation({ summary: 'この取引を契約書を使わずに終える（取引は終了になります）' })
  withoutContract(@Param('id') id: string, @CurrentPrincipal() principal: Principal, @Req() request: FastifyRequest) {
    return this.answer(this.contracts.endWithoutContract(principal, id, commandContext(request, principal)), '契約書を使わずに取引を終了しました。');
  }

  private async answer(step: Promise<ContractStepAnswer & CommandResult>, message: string): Promise<ApiResponse<ContractStepAnswer>> {
    const { thread_id, status_id, status_name, position } = await step;
    await this.readStore.waitFor(position);
    return ok({ thread_id, status_id, status_name }, message);
  }
}
