import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { AuditReplayService, type StreamReplay } from '../../../application/audit/audit-replay.service';
import { SignedIn } from '../auth/auth.decorators';
import { ok, type ApiResponse } from '../shared/api-response';

/** Point-in-time replay of one stream of the log, for admins (the same answer as `npm run replay`). */
@ApiTags('audit')
@ApiBearerAuth()
@Controller('api/admin/audit')
export class AuditReplayController {
  constructor(private readonly replays: AuditReplayService) {}

  @Get('stream/:id')
  @SignedIn('admin')
  @ApiOperation({ summary: 'ストリームの指定日時の状態と、そこに至ったイベント（管理者のみ）' })
  @ApiQuery({ name: 'at', required: false, description: '時差つきの ISO 8601 日時（省略時は現在）', schema: { type: 'string', format: 'date-time' } })
  async replay(@Param('id') id: string, @Query('at') at?: string): Promise<ApiResponse<StreamReplay>> {
    return ok(await this.replays.replay(id, at));
  }
}
