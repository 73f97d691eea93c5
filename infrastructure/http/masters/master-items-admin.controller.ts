import { Body, Controller, Get, HttpCode, Param, Patch, Post, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { Principal } from '../../../application/accounts/account-role';
import { ListMasterItemsQuery, type MasterItemView } from '../../../application/masters/list-master-items.query';
import { EDITABLE_MASTER_KINDS, MasterItemsAdminService, type EditableMasterKind } from '../../../application/masters/master-items-admin.service';
import { ReadStore } from '../../../application/shared/read-store.port';
import { DomainError } from '../../../domain/shared/domain-error';
import { QueryBus } from '@nestjs/cqrs';
import { CurrentPrincipal, SignedIn } from '../auth/auth.decorators';
import { commandContext } from '../auth/request-context';
import { ok } from '../shared/api-response';
import { Phase2Only } from '../site/phase2.guard';
import { DeleteHashtagDto, DeleteLandCategoryDto, MasterItemNameDto } from './master-item.dtos';

/**
 * The id to delete: `id`, or the screen's flag when it carries the number itself. A flag that is
 * only `true` beside the id changes nothing.
 */
function idToDelete(kind: EditableMasterKind, id: unknown, flag: unknown): number {
  const candidate = id ?? (typeof flag === 'boolean' ? undefined : flag);
  const number = typeof candidate === 'string' && candidate.trim() !== '' ? Number(candidate) : candidate;
  if (typeof number !== 'number' || !Number.isSafeInteger(number) || number < 1) {
    throw DomainError.invalid('master.id_required', 'id', `削除する${EDITABLE_MASTER_KINDS[kind].label}の id を指定してください。`);
  }
  return number;
}

/** Land categories (地目) and hashtags: anyone reads them, admins change them once phase 2 is open. */
@ApiTags('masters')
@Controller('api/master')
export class MasterItemsAdminController {
  constructor(
    private readonly masters: MasterItemsAdminService,
    private readonly queries: QueryBus,
    private readonly readStore: ReadStore,
  ) {}

  @Get('ground/:id')
  @ApiOperation({ summary: '地目の1件' })
  async ground(@Param('id') id: string) {
    return ok(await this.masters.get('land_category', Number(id)));
  }

  @Post('ground/create')
  @SignedIn('admin')
  @Phase2Only()
  @ApiBearerAuth()
  @ApiOperation({ summary: '地目の登録（管理者）' })
  createGround(@Body() body: MasterItemNameDto, @CurrentPrincipal() principal: Principal, @Req() request: FastifyRequest) {
    return this.create('land_category', body.name ?? '', principal, request);
  }

  @Patch('ground/:id/edit')
  @SignedIn('admin')
  @Phase2Only()
  @ApiBearerAuth()
  @ApiOperation({ summary: '地目の名称の変更（管理者）' })
  renameGround(@Param('id') id: string, @Body() body: MasterItemNameDto, @CurrentPrincipal() principal: Principal, @Req() request: FastifyRequest) {
    return this.rename('land_category', Number(id), body.name ?? '', principal, request);
  }

  @Post('ground/delete')
  @HttpCode(200)
  @SignedIn('admin')
  @Phase2Only()
  @ApiBearerAuth()
  @ApiOperation({ summary: '地目の削除（管理者。掲載中・商談中の物件が使っている地目は削除できません）' })
  deleteGround(@Body() body: DeleteLandCategoryDto, @CurrentPrincipal() principal: Principal, @Req() request: FastifyRequest) {
    return this.remove('land_category', idToDelete('land_category', body.id, body.idDeleteCate), principal, request);
  }

  @Get('hash-tag-list')
  @ApiOperation({ summary: 'ハッシュタグの一覧（登録・更新日時つき）' })
  async hashtagList(): Promise<{ success: boolean; message: string; data: MasterItemView[] }> {
    return ok(await this.queries.execute(new ListMasterItemsQuery('hashtag')));
  }

  @Get('hash-tag/:id')
  @ApiOperation({ summary: 'ハッシュタグの1件' })
  async hashtag(@Param('id') id: string) {
    return ok(await this.masters.get('hashtag', Number(id)));
  }

  @Post('hash-tag/create')
  @SignedIn('admin')
  @Phase2Only()
  @ApiBearerAuth()
  @ApiOperation({ summary: 'ハッシュタグの登録（管理者）' })
  createHashtag(@Body() body: MasterItemNameDto, @CurrentPrincipal() principal: Principal, @Req() request: FastifyRequest) {
    return this.create('hashtag', body.name ?? '', principal, request);
  }

  @Patch('hash-tag/:id/edit')
  @SignedIn('admin')
  @Phase2Only()
  @ApiBearerAuth()
  @ApiOperation({ summary: 'ハッシュタグの名称の変更（管理者）' })
  renameHashtag(@Param('id') id: string, @Body() body: MasterItemNameDto, @CurrentPrincipal() principal: Principal, @Req() request: FastifyRequest) {
    return this.rename('hashtag', Number(id), body.name ?? '', principal, request);
  }

  @Post('hash-tag/delete')
  @HttpCode(200)
  @SignedIn('admin')
  @Phase2Only()
  @ApiBearerAuth()
  @ApiOperation({ summary: 'ハッシュタグの削除（管理者。掲載中・商談中の物件が使っているものは削除できません）' })
  deleteHashtag(@Body() body: DeleteHashtagDto, @CurrentPrincipal() principal: Principal, @Req() request: FastifyRequest) {
    return this.remove('hashtag', idToDelete('hashtag', body.id, body.idDeleteHashtag), principal, request);
  }

  private async create(kind: EditableMasterKind, name: string, principal: Principal, request: FastifyRequest) {
    const result = await this.masters.create(kind, name, commandContext(request, principal));
    await this.readStore.waitFor(result.position);
    return ok(await this.masters.get(kind, result.id), `${EDITABLE_MASTER_KINDS[kind].label}を登録しました。`);
  }

  private async rename(kind: EditableMasterKind, id: number, name: string, principal: Principal, request: FastifyRequest) {
    const result = await this.masters.rename(kind, id, name, commandContext(request, principal));
    await this.readStore.waitFor(result.position);
    return ok(await this.masters.get(kind, id), `${EDITABLE_MASTER_KINDS[kind].label}を更新しました。`);
  }

  private async remove(kind: EditableMasterKind, id: number, principal: Principal, request: FastifyRequest) {
    const result = await this.masters.remove(kind, id, commandContext(request, principal));
    await this.readStore.waitFor(result.position);
    return ok({ id }, `${EDITABLE_MASTER_KINDS[kind].label}を削除しました。`);
  }
}
