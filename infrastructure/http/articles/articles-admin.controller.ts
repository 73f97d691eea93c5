import { Body, Controller, Get, HttpCode, Param, Post, Query, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { Principal } from '../../../application/accounts/account-role';
import { ArticlesAdminService } from '../../../application/articles/articles-admin.service';
import { ReadStore } from '../../../application/shared/read-store.port';
import { DomainError } from '../../../domain/shared/domain-error';
import { CurrentPrincipal, SignedIn } from '../auth/auth.decorators';
import { commandContext } from '../auth/request-context';
import { ok } from '../shared/api-response';
import { pageNumber } from '../shared/page-number';
import { AdminArticleFilterDto, ArticleDto, ArticlePreviewDto, DeleteArticleDto } from './article.dtos';

/** Columns as admins write them. */
@ApiTags('articles')
@ApiBearerAuth()
@SignedIn('admin')
@Controller('api/admin/article')
export class ArticlesAdminController {
  constructor(
    private readonly articles: ArticlesAdminService,
    private readonly readStore: ReadStore,
  ) {}

  @Post('list')
  @HttpCode(200)
  @ApiOperation({ summary: 'コラムの一覧（管理者。下書きを含む、更新の新しい順、?page=n）' })
  async list(@Body() body: AdminArticleFilterDto, @Query('page') page?: string) {
    const status = body.status === undefined || body.status === null || body.status === '' ? undefined : body.status;
    if (status !== undefined && status !== 'draft' && status !== 'published') {
      throw DomainError.invalid('article.status_invalid', 'status', '状態は draft か published で指定してください。');
    }
    if (body.keyword !== undefined && body.keyword !== null && typeof body.keyword !== 'string') {
      throw DomainError.invalid('article.keyword_invalid', 'keyword', 'キーワードは文字列で入力してください。');
    }
    return ok(await this.articles.list({ status, keyword: (body.keyword as string | null | undefined) ?? undefined }, pageNumber(page, 'article.page_invalid')));
  }

  @Post('preview')
  @HttpCode(200)
  @ApiOperation({ summary: 'コラムの本文のプレビュー（公開ページと同じ変換の HTML。何も保存しません）' })
  preview(@Body() body: ArticlePreviewDto) {
    return ok(this.articles.preview(body.body_markdown));
  }

  @Get(':id')
  @ApiOperation({ summary: 'コラムの1件（管理者）' })
  async detail(@Param('id') id: string) {
    return ok(await this.articles.get(id));
  }

  @Post('create')
  @ApiOperation({ summary: 'コラムの作成（管理者。下書きとして作られます）' })
  async create(@Body() body: ArticleDto, @CurrentPrincipal() principal: Principal, @Req() request: FastifyRequest) {
    const result = await this.articles.create(body, commandContext(request, principal));
    await this.readStore.waitFor(result.position);
    return ok(await this.articles.get(result.id), 'コラムを登録しました。');
  }

  @Post(':id/edit')
  @HttpCode(200)
  @ApiOperation({ summary: 'コラムの編集（管理者）' })
  async edit(@Param('id') id: string, @Body() body: ArticleDto, @CurrentPrincipal() principal: Principal, @Req() request: FastifyRequest) {
    const result = await this.articles.edit(id, body, commandContext(request, principal));
    await this.readStore.waitFor(result.position);
    return ok(await this.articles.get(id), 'コラムを更新しました。');
  }

  @Post(':id/publish')
  @HttpCode(200)
  @ApiOperation({ summary: 'コラムの公開（管理者）' })
  async publish(@Param('id') id: string, @CurrentPrincipal() principal: Principal, @Req() request: FastifyRequest) {
    const result = await this.articles.publish(id, commandContext(request, principal));
    await this.readStore.waitFor(result.position);
    return ok(await this.articles.get(id), 'コラムを公開しました。');
  }

  @Post(':id/unpublish')
  @HttpCode(200)
  @ApiOperation({ summary: 'コラムを下書きに戻す（管理者）' })
  async unpublish(@Param('id') id: string, @CurrentPrincipal() principal: Principal, @Req() request: FastifyRequest) {
    const result = await this.articles.unpublish(id, commandContext(request, principal));
    await this.readStore.waitFor(result.position);
    return ok(await this.articles.get(id), 'コラムを下書きに戻しました。');
  }

  @Post('delete')
  @HttpCode(200)
  @ApiOperation({ summary: 'コラムの削除（管理者）' })
  async remove(@Body() body: DeleteArticleDto, @CurrentPrincipal() principal: Principal, @Req() request: FastifyRequest) {
    if (typeof body.id !== 'string' || body.id.trim() === '') throw DomainError.invalid('article.id_required', 'id', '削除するコラムの id を指定してください。');
    const result = await this.articles.remove(body.id, commandContext(request, principal));
    await this.readStore.waitFor(result.position);
    return ok({ id: body.id }, 'コラムを削除しました。');
  }
}
