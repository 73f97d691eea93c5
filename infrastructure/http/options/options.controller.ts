import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { Principal } from '../../../application/accounts/account-role';
import { ServiceOptionsService } from '../../../application/options/service-options.service';
import { ReadStore } from '../../../application/shared/read-store.port';
import { CurrentPrincipal, MaybeSignedIn, OptionalPrincipal, SignedIn } from '../auth/auth.decorators';
import { commandContext } from '../auth/request-context';
import { ok } from '../shared/api-response';
import { pageNumber } from '../shared/page-number';
import { ServiceOptionUpdateDto } from './option.dtos';

/** The paid services (売却サポートサービス and others): admins change them, sellers read those on offer. */
@ApiTags('options')
@Controller('api/option')
export class OptionsController {
  constructor(
    private readonly options: ServiceOptionsService,
    private readonly readStore: ReadStore,
  ) {}

  @Post('list')
  @HttpCode(200)
  @SignedIn('admin')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'オプション（有料サービス）の一覧（管理者、?page=n）' })
  async list(@Query('page') page?: string) {
    return ok(await this.options.list(pageNumber(page, 'option.page_invalid')));
  }

  @Get('detail/:id')
  @MaybeSignedIn()
  @ApiBearerAuth()
  @ApiOperation({ summary: 'オプションの1件。提供中のものは誰でも、提供していないものは管理者だけ（ほかは 404）' })
  async detail(@Param('id') id: string, @OptionalPrincipal() principal: Principal | null) {
    return ok(await this.options.get(id, principal?.role === 'admin'));
  }

  @Patch('update/:id')
  @SignedIn('admin')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'オプションの更新（管理者。送った項目だけ変わります）' })
  async update(@Param('id') id: string, @Body() body: ServiceOptionUpdateDto, @CurrentPrincipal() principal: Principal, @Req() request: FastifyRequest) {
    const result = await this.options.update(id, body, commandContext(request, principal));
    await this.readStore.waitFor(result.position);
    return ok(await this.options.get(id, true), 'オプションを更新しました。');
  }
}
