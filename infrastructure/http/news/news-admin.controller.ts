import { Body, Controller, Get, HttpCode, Param, Post, Query, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { Principal } from '../../../application/accounts/account-role';
import { NewsAdminService, type NewsPublicationState } from '../../../application/news/news-admin.service';
import { ReadStore } from '../../../application/shared/read-store.port';
import { DomainError } from '../../../domain/shared/domain-error';
import { CurrentPrincipal, SignedIn } from '../auth/auth.decorators';
import { commandContext } from '../auth/request-context';
import { ok } from '../shared/api-response';
import { AdminNewsFilterDto, DeleteNewsDto, NewsItemDto, PublishNewsDto } from './news.dtos';

const STATES: readonly NewsPublicationState[] = ['draft', 'scheduled', 'published', 'unpublished'];

/** News as admins write it. */
@ApiTags('news')
@ApiBearerAuth()
@SignedIn('admin')
@Controller('api/admin/news')
export class NewsAdminController {
  constructor(
    private readonly news: NewsAdminService,
    private readonly readStore: ReadStore,
  ) {}

  @Post('list')
  @HttpCode(200)
  @ApiOperation({ summary: 'お知らせの一覧（管理者。下書き・予約・非公開を含む、?page=n）' })
  async list(@Body() body: AdminNewsFilterDto, @Query('page') page?: string) {
    const state = body.state === undefined || body.state === null || body.state === '' ? undefined : body.state;
    if (state !== undefined && !STATES.includes(state as NewsPublicationState)) {
      throw DomainError.invalid('news.state_invalid', 'state', '状態は draft・scheduled・published・unpublished のいずれかで指定してください。');
    }
    if (body.keyword !== undefined && body.keyword !== null && typeof body.keyword !== 'string') {
      throw DomainError.invalid('news.keyword_invalid', 'keyword', 'キーワードは文字列で入力してください。');
    }
    const number = page === undefined || page === '' ? 1 : Number(page);
    if (!Number.isSafeInteger(number) || number < 1) throw DomainError.invalid('news.page_invalid', 'page', 'ページは1以上の整数で指定してください。');
    return ok(await this.news.list({ state: state as NewsPublicationState | undefined, keyword: (body.keyword as string | undefined) ?? undefined }, number));
  }

  @Get(':id')
  @ApiOperation({ summary: 'お知らせの1件（管理者）' })
  async detail(@Param('id') id: string) {
    return ok(await this.news.get(id));
  }

  @Post('create')
  @ApiOperation({ summary: 'お知らせの作成（管理者。公開日時を省略すると下書き）' })
  async create(@Body() body: NewsItemDto, @CurrentPrincipal() principal: Principal, @Req() request: FastifyRequest) {
    const result = await this.news.create(body, commandContext(request, principal));
    await this.readStore.waitFor(result.position);
    return ok(await this.news.get(result.id), 'お知らせを登録しました。');
  }

  @Post(':id/edit')
  @HttpCode(200)
  @ApiOperation({ summary: 'お知らせの編集（管理者）' })
  async edit(@Param('id') id: string, @Body() body: NewsItemDto, @CurrentPrincipal() principal: Principal, @Req() request: FastifyRequest) {
    const result = await this.news.edit(id, body, commandContext(request, principal));
    await this.readStore.waitFor(result.position);
    return ok(await this.news.get(id), 'お知らせを更新しました。');
  }

  @Post(':id/publish')
  @HttpCode(200)
  @ApiOperation({ summary: 'お知らせの公開（管理者。公開日時を指定すると予約）' })
  async publish(@Param('id') id: string, @Body() body: PublishNewsDto, @CurrentPrincipal() principal: Principal, @Req() request: FastifyRequest) {
    const result = await this.news.publish(id, body.publish_at, commandContext(request, principal));
    await this.readStore.waitFor(result.position);
    return ok(await this.news.get(id), 'お知らせの公開日時を設定しました。');
  }

  @Post(':id/unpublish')
  @HttpCode(200)
  @ApiOperation({ summary: 'お知らせの非公開（管理者）' })
  async unpublish(@Param('id') id: string, @CurrentPrincipal() principal: Principal, @Req() request: FastifyRequest) {
    const result = await this.news.unpublish(id, commandContext(request, principal));
    await this.readStore.waitFor(result.position);
    return ok(await this.news.get(id), 'お知らせを非公開にしました。');
  }

  @Post('delete')
  @HttpCode(200)
  @ApiOperation({ summary: 'お知らせの削除（管理者）' })
  async remove(@Body() body: DeleteNewsDto, @CurrentPrincipal() principal: Principal, @Req() request: FastifyRequest) {
    if (typeof body.id !== 'string' || body.id.trim() === '') throw DomainError.invalid('news.id_required', 'id', '削除するお知らせの id を指定してください。');
    const result = await this.news.remove(body.id, commandContext(request, principal));
    await this.readStore.waitFor(result.position);
    return ok({ id: body.id }, 'お知らせを削除しました。');
  }
}
