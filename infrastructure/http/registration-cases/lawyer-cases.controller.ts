import { Body, Controller, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { Principal } from '../../../application/accounts/account-role';
import type { ContractContent } from '../../../application/contracts/contract-content';
import { ContractsService } from '../../../application/contracts/contracts.service';
import { ContractListService } from '../../../application/registration-cases/contract-list.service';
import { RegistrationCasesService, type RegistrationCaseAnswer } from '../../../application/registration-cases/registration-cases.service';
import type { CommandResult } from '../../../application/shared/command-result';
import { ReadStore } from '../../../application/shared/read-store.port';
import { DomainError } from '../../../domain/shared/domain-error';
import { CurrentPrincipal, SignedIn } from '../auth/auth.decorators';
import { commandContext } from '../auth/request-context';
import { ok, type ApiResponse } from '../shared/api-response';
import { CaseReasonDto, RegistrationDocumentDto } from './registration-case.dtos';

const STEPS = ['accept', 'confirm-identities', 'collect-documents', 'verify-documents', 'ready-for-settlement', 'file'] as const;
type StepName = (typeof STEPS)[number];

const STEP_MESSAGES: Record<StepName, string> = {
  accept: '受任しました。',
  'confirm-identities': '本人確認を記録しました。',
  'collect-documents': '書類の収集を始めました。',
  'verify-documents': '書類の確認を記録しました。',
  'ready-for-settlement': '決済の準備が整ったことを記録しました。',
  file: '登記の申請を記録しました。',
};

/**
 * The scrivener's work on the deals assigned to them (spec: /api/lawyer/*): the case's steps, the
 * registration documents, completion and cancellation, the contract itself (/api/contract/preview/lawyer)
 * and the members and properties of their deals.
 */
@ApiTags('registration cases')
@ApiBearerAuth()
@Controller('api')
export class LawyerCasesController {
  constructor(
    private readonly cases: RegistrationCasesService,
    private readonly lists: ContractListService,
    private readonly contracts: ContractsService,
    private readonly readStore: ReadStore,
  ) {}

  @Get('lawyer/case/:id/:step')
  @SignedIn('lawyer')
  @ApiOperation({ summary: '登記の手続きを一つ進める（受任、本人確認、書類収集、書類確認、決済準備、申請）' })
  @ApiParam({ name: 'step', enum: STEPS })
  step(@Param('id') id: string, @Param('step') step: string, @CurrentPrincipal() principal: Principal, @Req() request: FastifyRequest) {
    const context = commandContext(request, principal);
    const run: Record<StepName, () => Promise<RegistrationCaseAnswer & CommandResult>> = {
      accept: () => this.cases.accept(principal, id, context),
      'confirm-identities': () => this.cases.confirmIdentities(principal, id, context),
      'collect-documents': () => this.cases.startCollectingDocuments(principal, id, context),
      'verify-documents': () => this.cases.verifyDocuments(principal, id, context),
      'ready-for-settlement': () => this.cases.markReadyForSettlement(principal, id, context),
      file: () => this.cases.file(principal, id, context),
    };
    if (!(STEPS as readonly string[]).includes(step)) throw DomainError.notFound('registration.step_unknown', 'その手続きはありません。');
    return this.answer(run[step as StepName](), STEP_MESSAGES[step as StepName]);
  }

  @Post('lawyer/case/:id/correction')
  @HttpCode(200)
  @SignedIn('lawyer')
  @ApiOperation({ summary: '申請した登記に補正が求められたことを記録（補正の後、もう一度申請します）' })
  correction(@Param('id') id: string, @Body() body: CaseReasonDto, @CurrentPrincipal() principal: Principal, @Req() request: FastifyRequest) {
    return this.answer(this.cases.requestCorrection(principal, id, body.reason, commandContext(request, principal)), '補正の指示を記録しました。');
  }

  @Post('lawyer/registration-document/:id')
  @HttpCode(200)
  @SignedIn('lawyer')
  @ApiOperation({ summary: '登記の書類（登記申請書、登記原因証明情報、農地法の許可書）を作成・受領したことを記録' })
  registrationDocument(@Param('id') id: string, @Body() body: RegistrationDocumentDto, @CurrentPrincipal() principal: Principal, @Req() request: FastifyRequest) {
    return this.answer(this.cases.recordDocument(principal, id, body.kind, body.reference?.trim() || null, commandContext(request, principal)), '書類を記録しました。');
  }

  @Get('lawyer/registration-completed/:id')
  @SignedIn('lawyer')
  @ApiOperation({ summary: '登記の完了（登記識別情報の引渡し）。農地は許可書の記録が先に必要です' })
  registrationCompleted(@Param('id') id: string, @CurrentPrincipal() principal: Principal, @Req() request: FastifyRequest) {
    return this.answer(this.cases.complete(principal, id, commandContext(request, principal)), '登記の完了を記録しました。');
  }

  @Post('lawyer/transaction-cancel/:threadId')
  @HttpCode(200)
  @SignedIn('lawyer')
  @ApiOperation({ summary: '登記の依頼の取消（契約も取り消され、取引は終了します）' })
  transactionCancel(@Param('threadId') threadId: string, @Body() body: CaseReasonDto, @CurrentPrincipal() principal: Principal, @Req() request: FastifyRequest) {
    return this.answer(this.cases.cancel(principal, threadId, body.reason.trim(), commandContext(request, principal)), '登記の依頼を取り消しました。契約は取り消され、取引は終了しました。');
  }

  @Get('contract/preview/lawyer/:id')
  @SignedIn('lawyer')
  @ApiOperation({ summary: '契約の全体（担当の司法書士のみ。当事者の氏名・住所、物件の表示、条件）' })
  async preview(@Param('id') id: string, @CurrentPrincipal() principal: Principal): Promise<ApiResponse<ContractContent>> {
    await this.cases.assertAssigned(principal, id);
    return ok(await this.contracts.contentForCheckedReader(id));
  }

  @Get('lawyer/user/list')
  @SignedIn('lawyer')
  @ApiOperation({ summary: '担当する取引の売主・買主（契約書の氏名・住所）' })
  async users(@CurrentPrincipal() principal: Principal) {
    return ok(await this.lists.lawyerMembers(principal));
  }

  @Get('lawyer/property/list')
  @SignedIn('lawyer')
  @ApiOperation({ summary: '担当する取引の物件（契約書の物件の表示）' })
  async properties(@CurrentPrincipal() principal: Principal) {
    return ok(await this.lists.lawyerProperties(principal));
  }

  private async answer(pending: Promise<RegistrationCaseAnswer & CommandResult>, message: string): Promise<ApiResponse<RegistrationCaseAnswer>> {
    const { thread_id, lawyer_id, status_id, status_name, position } = await pending;
    await this.readStore.waitFor(position);
    return ok({ thread_id, lawyer_id, status_id, status_name }, message);
  }
}
