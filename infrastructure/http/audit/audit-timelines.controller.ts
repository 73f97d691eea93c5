import { Controller, Get, Param, Query, Res, StreamableFile } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiParam, ApiProduces, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { Principal } from '../../../application/accounts/account-role';
import { AuditTimelineService, TIMELINE_KINDS, type AuditTimeline } from '../../../application/audit/audit-timeline.service';
import { timelineCsv } from '../../../application/audit/timeline-csv';
import { TimelinePdfRenderer } from '../../../application/ports/timeline-pdf-renderer';
import { DomainError } from '../../../domain/shared/domain-error';
import { CurrentPrincipal, SignedIn } from '../auth/auth.decorators';
import { ok, type ApiResponse } from '../shared/api-response';

const FORMATS = ['csv', 'pdf'] as const;

/**
 * Readable timelines of a member, a listing, a deal and a contract, as JSON for the screens and
 * as CSV or PDF to download. Who may read which is the service's decision.
 */
@ApiTags('audit')
@ApiBearerAuth()
@Controller('api/audit/timeline')
export class AuditTimelinesController {
  constructor(
    private readonly timelines: AuditTimelineService,
    private readonly pdf: TimelinePdfRenderer,
  ) {}

  @Get(':kind/:id')
  @SignedIn('member', 'admin', 'lawyer')
  @ApiOperation({ summary: '経過（日時・操作者・代理・操作・変更内容）。管理者はすべて、担当の司法書士は取引と契約、会員は自分の取引・契約と自分の会員の経過' })
  @ApiParam({ name: 'kind', enum: TIMELINE_KINDS })
  async timeline(@Param('kind') kind: string, @Param('id') id: string, @CurrentPrincipal() principal: Principal): Promise<ApiResponse<AuditTimeline>> {
    return ok(await this.timelines.timeline(principal, kind, id));
  }

  @Get(':kind/:id/download')
  @SignedIn('member', 'admin', 'lawyer')
  @ApiOperation({ summary: '経過のダウンロード（CSV は UTF-8 BOM つきで Excel で開けます。PDF は印刷用）。見られる人は経過と同じ' })
  @ApiParam({ name: 'kind', enum: TIMELINE_KINDS })
  @ApiQuery({ name: 'format', required: true, enum: FORMATS })
  @ApiProduces('text/csv', 'application/pdf')
  async download(
    @Param('kind') kind: string,
    @Param('id') id: string,
    @CurrentPrincipal() principal: Principal,
    @Res({ passthrough: true }) response: FastifyReply,
    @Query('format') format?: string,
  ): Promise<StreamableFile> {
    if (format !== 'csv' && format !== 'pdf') {
      throw DomainError.invalid('audit.format_unknown', 'format', 'format は csv か pdf を指定してください。');
    }
    const timeline = await this.timelines.timeline(principal, kind, id);
    response.header('Cache-Control', 'private, no-store');
    response.header('X-Content-Type-Options', 'nosniff');
    const disposition = `attachment; filename="timeline-${kind}-${id}.${format}"; filename*=UTF-8''${encodeURIComponent(`${timeline.title}-${id}.${format}`)}`;
    if (format === 'csv') {
      const bytes = Buffer.from(timelineCsv(timeline), 'utf8');
      return new StreamableFile(bytes, { type: 'text/csv; charset=utf-8', disposition, length: bytes.length });
    }
    const bytes = await this.pdf.render(timeline);
    return new StreamableFile(Buffer.from(bytes), { type: 'application/pdf', disposition, length: bytes.length });
  }
}
