import { Controller, Get, Inject, Param, Req, Res, StreamableFile } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Principal } from '../../../application/accounts/account-role';
import { ContractPdfsService, type ContractPdfAnswer, type ContractPdfFile, type ContractPdfShare } from '../../../application/contracts/contract-pdfs.service';
import { ReadStore } from '../../../application/shared/read-store.port';
import { DomainError } from '../../../domain/shared/domain-error';
import { AppConfigToken } from '../../app/app-config.token';
import type { AppConfig } from '../../config/app-config';
import { CurrentPrincipal, SignedIn } from '../auth/auth.decorators';
import { commandContext } from '../auth/request-context';
import { ok, type ApiResponse } from '../shared/api-response';

/** The seller's copy is the only copy a seller makes: `documentId` numbers it for the spec's path. */
const SELLER_COPY = '1';

/**
 * The final PDFs of a concluded contract (spec: /api/contract/create-pdf-*, download-pdf,
 * share-pdf): each party makes their own copy, the parties and admins download it, and a party
 * hands an expiring link to someone without an account.
 */
@ApiTags('contracts')
@ApiBearerAuth()
@Controller('api/contract')
export class ContractPdfsController {
  constructor(
    private readonly pdfs: ContractPdfsService,
    private readonly readStore: ReadStore,
    @Inject(AppConfigToken) private readonly config: AppConfig,
  ) {}

  @Get(':id/create-pdf-buyer-final')
  @SignedIn('member')
  @ApiOperation({ summary: '買主保管用の契約書PDFを作る（買主。締結済みの契約のみ。2回目からは同じPDF）' })
  createBuyerFinal(@Param('id') id: string, @CurrentPrincipal() principal: Principal, @Req() request: FastifyRequest) {
    return this.created(this.pdfs.create(principal, id, 'buyer_final', commandContext(request, principal)));
  }

  @Get(':id/create-pdf-seller-final/:documentId')
  @SignedIn('member')
  @ApiOperation({ summary: '売主保管用の契約書PDFを作る（売主。締結済みの契約のみ。documentId は売主の控えの番号で、1 のみ）' })
  createSellerFinal(@Param('id') id: string, @Param('documentId') documentId: string, @CurrentPrincipal() principal: Principal, @Req() request: FastifyRequest) {
    if (documentId !== SELLER_COPY) throw DomainError.invalid('contract_pdf.copy_unknown', 'documentId', '売主保管用の契約書の番号（documentId）は 1 を指定してください。');
    return this.created(this.pdfs.create(principal, id, 'seller_final', commandContext(request, principal)));
  }

  @Get('download-pdf/:id')
  @SignedIn('member', 'admin', 'lawyer')
  @ApiProduces('application/pdf')
  @ApiOperation({ summary: '契約書PDFのダウンロード（契約の当事者と管理者だけ）' })
  async download(@Param('id') id: string, @CurrentPrincipal() principal: Principal, @Res({ passthrough: true }) response: FastifyReply) {
    return pdfAnswer(await this.pdfs.download(principal, id), response);
  }

  @Get('share-pdf/:id')
  @SignedIn('member', 'admin', 'lawyer')
  @ApiOperation({ summary: '契約書PDFの共有リンクを作る（当事者と管理者。既定で7日間有効）' })
  async share(@Param('id') id: string, @CurrentPrincipal() principal: Principal): Promise<ApiResponse<ContractPdfShare>> {
    return ok(await this.pdfs.share(principal, id, this.config.publicUrl), '共有リンクを作成しました。');
  }

  @Get('shared-pdf/:token')
  @ApiProduces('application/pdf')
  @ApiOperation({ summary: '共有リンクで契約書PDFを開く（ログイン不要。期限切れや改変されたリンクは 403）' })
  async shared(@Param('token') token: string, @Res({ passthrough: true }) response: FastifyReply) {
    return pdfAnswer(await this.pdfs.openShared(token), response);
  }

  private async created(pending: Promise<ContractPdfAnswer>): Promise<ApiResponse<Omit<ContractPdfAnswer, 'position'>>> {
    const { position, ...pdf } = await pending;
    await this.readStore.waitFor(position);
    return ok(pdf, '契約書のPDFを作成しました。');
  }
}

function pdfAnswer(file: ContractPdfFile, response: FastifyReply): StreamableFile {
  response.header('Cache-Control', 'private, no-store');
  response.header('X-Content-Type-Options', 'nosniff');
  const disposition = `attachment; filename="contract.pdf"; filename*=UTF-8''${encodeURIComponent(file.file_name)}`;
  return new StreamableFile(file.bytes, { type: 'application/pdf', disposition, length: file.bytes.length });
}
