import { Body, Controller, HttpCode, Param, Post, Query, Req, UseInterceptors } from '@nestjs/common';
import { ApiBearerAuth, ApiConsumes, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { Principal } from '../../../application/accounts/account-role';
import { AdminListingsService } from '../../../application/properties/admin-listings.service';
import { PropertyListingsService } from '../../../application/properties/property-listings.service';
import { propertyView } from '../../../application/properties/property-view';
import { ReadStore } from '../../../application/shared/read-store.port';
import type { PropertyInput } from '../../../domain/properties/property-fields.rules';
import { DomainError } from '../../../domain/shared/domain-error';
import type { PropertyDocument } from '../../../read-models/properties/properties.projector';
import { PROPERTIES_COLLECTION } from '../../../read-models/properties/properties.projector';
import { CurrentPrincipal, SignedIn } from '../auth/auth.decorators';
import { commandContext } from '../auth/request-context';
import { ok } from '../shared/api-response';
import { FormFieldsOf } from '../shared/form-fields.interceptor';
import { MultipartInterceptor } from '../shared/multipart.interceptor';
import { AdminPropertyDeleteDto, AdminPropertyListDto, AdminPropertyUpdateDto } from './admin-property.dtos';

export const PROPERTY_DELETED_MESSAGE = '物件の削除に成功しました';

/** The admin's listing screens: every listing, changes on the owner's behalf, deletion. */
@ApiTags('admin')
@ApiBearerAuth()
@SignedIn('admin')
@Controller('api/admin/property')
export class AdminPropertiesController {
  constructor(
    private readonly admin: AdminListingsService,
    private readonly listings: PropertyListingsService,
    private readonly readStore: ReadStore,
  ) {}

  @Post('list')
  @HttpCode(200)
  @ApiQuery({ name: 'page', required: false, schema: { type: 'integer', minimum: 1 } })
  @ApiOperation({ summary: '物件の一覧（20件ずつ。削除済みは status_id 7 を指定したときだけ）' })
  async list(@Body() body: AdminPropertyListDto, @Query('page') page?: string) {
    return ok(await this.admin.search(body, Number(page) || 1));
  }

  @Post('update/:id')
  @HttpCode(200)
  @UseInterceptors(MultipartInterceptor({}), FormFieldsOf(AdminPropertyUpdateDto))
  @ApiConsumes('multipart/form-data', 'application/json')
  @ApiOperation({ summary: '物件の項目と状態の更新（会員の編集と同じ項目・規則。フォームデータまたは JSON）' })
  async update(@Param('id') id: string, @Body() body: AdminPropertyUpdateDto, @CurrentPrincipal() principal: Principal, @Req() request: FastifyRequest) {
    const { status_id: statusId, ...input } = body;
    const result = await this.listings.update(principal, id, input as PropertyInput, statusId, commandContext(request, principal));
    await this.readStore.waitFor(result.position);
    const document = await this.readStore.get<PropertyDocument>(PROPERTIES_COLLECTION, id);
    return ok(document && propertyView(document), '物件情報を保存しました。');
  }

  @Post('delete')
  @HttpCode(200)
  @ApiOperation({ summary: '物件の削除（{ id } または { ids: [...] }。1件でも削除できなければ、どれも削除しません）' })
  async delete(@Body() body: AdminPropertyDeleteDto, @CurrentPrincipal() principal: Principal, @Req() request: FastifyRequest) {
    const ids = [...(body.id !== undefined ? [body.id] : []), ...(body.ids ?? [])];
    if (ids.length === 0) throw DomainError.invalid('property.ids_required', 'ids', '削除する物件を選んでください。');
    const result = await this.admin.delete(principal, ids, commandContext(request, principal));
    await this.readStore.waitFor(result.position);
    return ok({ ids: result.ids }, PROPERTY_DELETED_MESSAGE);
  }
}
