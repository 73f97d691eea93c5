import { Controller, Get, Param, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiParam, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { Principal } from '../../../application/accounts/account-role';
import { ContractPdfsService } from '../../../application/contracts/contract-pdfs.service';
import { CurrentPrincipal, SignedIn } from '../auth/auth.decorators';
import { pdfAnswer } from '../contracts/contract-pdf-answer';

/**
 * The scrivener's download of a contract's final PDFs (spec: /api/lawyer/down-pdf/{id}). `{id}` is
 * the PDF's, as `pdfs` in /api/contract/preview/lawyer/{id} lists them; the download is the parties'
 * own, with the same hash check, and only the scrivener assigned to the contract passes.
 */
@ApiTags('registration cases')
@ApiBearerAuth()
@Controller('api/lawyer')
export class LawyerContractPdfsController {
  constructor(private readonly pdfs: ContractPdfsService) {}

  @Get('down-pdf/:id')
  @SignedIn('lawyer')
  @ApiProduces('application/pdf')
  @ApiParam({ name: 'id', description: '契約書PDFの id（/api/contract/preview/lawyer/{id} の pdfs[].id）' })
  @ApiOperation({ summary: '契約書PDF（買主保管用・売主保管用）のダウンロード（担当の司法書士だけ）' })
  async download(@Param('id') id: string, @CurrentPrincipal() principal: Principal, @Res({ passthrough: true }) response: FastifyReply) {
    return pdfAnswer(await this.pdfs.download(principal, id), response);
  }
}
