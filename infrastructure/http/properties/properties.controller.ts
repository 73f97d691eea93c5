import { Body, Controller, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { Principal } from '../../../application/accounts/account-role';
import { PropertyListingsService } from '../../../application/properties/property-listings.service';
import { ReadStore } from '../../../application/shared/read-store.port';
import type { PropertyInput } from '../../../domain/properties/property-fields.rules';
import { PROPERTY_STATUSES, statusById } from '../../../domain/properties/property.events';
import { DomainError } from '../../../domain/shared/domain-error';
import { CurrentPrincipal, SignedIn } from '../auth/auth.decorators';
import { commandContext } from '../auth/request-context';
import { ok } from '../shared/api-response';
import { PropertyEditDto, UpdatePropertyStatusDto } from './property.dtos';

/** A member's own listings: the creation form, group saves, status changes and the list. */
@ApiTags('properties')
@ApiBearerAuth()
@Controller('api/property')
export class PropertiesController {
  constructor(
    private readonly listings: PropertyListingsService,
    private readonly readStore: ReadStore,
  ) {}

  @Get('edit')
  @SignedIn('member')
  @ApiOperation({ summary: 'いちばん最近編集した下書き（なければ null）' })
  async newestDraft(@CurrentPrincipal() principal: Principal) {
    return ok(await this.listings.newestDraft(principal));
  }

  @Post('edit')
  @SignedIn('member')
  @ApiOperation({ summary: '下書きの作成（入力済みの項目を一緒に送れます）。答えは { id }' })
  async create(@Body() body: PropertyEditDto, @CurrentPrincipal() principal: Principal, @Req() request: FastifyRequest) {
    const result = await this.listings.createDraft(principal, body as PropertyInput, commandContext(request, principal));
    await this.readStore.waitFor(result.position);
    return ok({ id: result.id }, '下書きを保存しました。');
  }

  @Get('edit/:id')
  @SignedIn('member', 'admin')
  @ApiOperation({ summary: '物件の編集内容（所有者または管理者）' })
  async get(@Param('id') id: string, @CurrentPrincipal() principal: Principal) {
    return ok(await this.listings.get(principal, id));
  }

  @Post('edit/:id')
  @HttpCode(200)
  @SignedIn('member', 'admin')
  @ApiOperation({ summary: '物件の項目の保存（送った項目だけ変わります。null で空にします）' })
  async edit(@Param('id') id: string, @Body() body: PropertyEditDto, @CurrentPrincipal() principal: Principal, @Req() request: FastifyRequest) {
    const result = await this.listings.edit(principal, id, body as PropertyInput, commandContext(request, principal));
    await this.readStore.waitFor(result.position);
    return ok(await this.listings.get(principal, id), '物件情報を保存しました。');
  }

  @Post('update-status')
  @HttpCode(200)
  @SignedIn('member', 'admin')
  @ApiOperation({ summary: '物件の状態の変更（property_id を省くと、いちばん最近編集した自分の下書き）' })
  async updateStatus(@Body() body: UpdatePropertyStatusDto, @CurrentPrincipal() principal: Principal, @Req() request: FastifyRequest) {
    const propertyId = body.property_id ?? (await this.newestDraftId(principal));
    const result = await this.listings.changeStatus(principal, propertyId, body.status_id, commandContext(request, principal));
    await this.readStore.waitFor(result.position);
    const status = statusById(body.status_id);
    const name = status ? PROPERTY_STATUSES[status].name : '';
    const message = status === 'deleted' ? '物件の削除に成功しました' : `物件の状態を「${name}」に変更しました。`;
    return ok({ property_id: propertyId, status_id: body.status_id, status: name }, message);
  }

  @Get('list')
  @SignedIn('member')
  @ApiOperation({ summary: '自分の物件の一覧（削除したものを除く、更新の新しい順）' })
  async list(@CurrentPrincipal() principal: Principal) {
    return ok({ properties: await this.listings.listOwn(principal), property_pickup_service: [] });
  }

  private async newestDraftId(principal: Principal): Promise<string> {
    if (principal.role !== 'member') throw DomainError.invalid('property.id_required', 'property_id', '物件の id を指定してください。');
    const draft = await this.listings.newestDraft(principal);
    if (!draft) throw DomainError.notFound('property.not_found', '物件が見つかりません。');
    return draft.id;
  }
}
