import { Controller, Get, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Principal } from '../../../application/accounts/account-role';
import { DealThreadsService } from '../../../application/deals/deal-threads.service';
import { CurrentPrincipal, SignedIn } from '../auth/auth.decorators';
import { ok } from '../shared/api-response';

/** Every deal of one member, for the admin's read-only view from the member's page. */
@ApiTags('deals')
@ApiBearerAuth()
@Controller('api/admin/user')
export class DealsAdminController {
  constructor(private readonly deals: DealThreadsService) {}

  @Get(':id/deals')
  @SignedIn('admin')
  @ApiOperation({ summary: '会員の取引の一覧（終了・中止を含む、閲覧のみ）' })
  async list(@Param('id') id: string, @CurrentPrincipal() principal: Principal) {
    return ok(await this.deals.threadsOfMember(principal, id));
  }
}
