import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { AdminDashboardService, DASHBOARD_WEEKS, type AdminDashboard } from '../../../application/back-office/admin-dashboard.service';
import { DomainError } from '../../../domain/shared/domain-error';
import { SignedIn } from '../auth/auth.decorators';
import { ok, type ApiResponse } from '../shared/api-response';

@ApiTags('admin')
@ApiBearerAuth()
@SignedIn('admin')
@Controller('api/admin')
export class AdminDashboardController {
  constructor(private readonly dashboards: AdminDashboardService) {}

  @Get('dashboard')
  @ApiOperation({ summary: '管理画面のダッシュボード（週ごとの新規会員・掲載・商談・契約・お問い合わせの数と、管理者の対応待ち）' })
  @ApiQuery({ name: 'weeks', required: false, description: `遡る週の数（1-${DASHBOARD_WEEKS.max}、既定 ${DASHBOARD_WEEKS.default}）` })
  @ApiOkResponse({
    description:
      '`data`: `{ weeks: [YYYY-MM-DD (月曜日)], series: [{ key, label, counts: [number], total }], waiting: { identity_reviews, bank_transfers, contacts } }`',
  })
  async dashboard(@Query('weeks') weeks?: string): Promise<ApiResponse<AdminDashboard>> {
    if (weeks !== undefined && !/^\d{1,3}$/.test(weeks)) {
      throw DomainError.invalid('dashboard.weeks_invalid', 'weeks', `週の数は1から${DASHBOARD_WEEKS.max}までの整数で指定してください。`);
    }
    return ok(await this.dashboards.dashboard(weeks === undefined ? undefined : Number(weeks)));
  }
}
