import { Controller, Get, HttpCode, Param, Post, Query, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { Principal } from '../../../application/accounts/account-role';
import { newsCategories } from '../../../application/news/news-categories';
import { NEWS_MAX_PAGE_SIZE, NewsService } from '../../../application/news/news.service';
import { ReadStore } from '../../../application/shared/read-store.port';
import { DomainError } from '../../../domain/shared/domain-error';
import { CurrentPrincipal, SignedIn } from '../auth/auth.decorators';
import { commandContext } from '../auth/request-context';
import { ok } from '../shared/api-response';

function pageNumber(page: string | undefined): number {
  if (page === undefined || page === '') return 1;
  const number = Number(page);
  if (!Number.isSafeInteger(number) || number < 1) throw DomainError.invalid('news.page_invalid', 'page', 'ページは1以上の整数で指定してください。');
  return number;
}

/** News as the site shows it, and a member's read marks. */
@ApiTags('news')
@Controller('api')
export class NewsController {
  constructor(
    private readonly news: NewsService,
    private readonly readStore: ReadStore,
  ) {}

  @Get('notification-category/list')
  @ApiOperation({ summary: 'お知らせのカテゴリの一覧' })
  async categories() {
    return ok(await newsCategories(this.readStore));
  }

  @Get('news/list/:perPage')
  @ApiOperation({ summary: '公開中のお知らせの一覧（新しい順。パスは1ページの件数 1〜50、?page=n）' })
  async list(@Param('perPage') perPage: string, @Query('page') page?: string) {
    const size = Number(perPage);
    if (!Number.isSafeInteger(size) || size < 1 || size > NEWS_MAX_PAGE_SIZE) {
      throw DomainError.invalid('news.per_page_invalid', 'per_page', `1ページの件数は1から${NEWS_MAX_PAGE_SIZE}の整数で指定してください。`);
    }
    return ok(await this.news.list(pageNumber(page), size));
  }

  @Get('news/:id')
  @ApiOperation({ summary: '公開中のお知らせの1件' })
  async detail(@Param('id') id: string) {
    return ok(await this.news.get(id));
  }

  @Get('mypage/news/list')
  @SignedIn('member')
  @ApiBearerAuth()
  @ApiOperation({ summary: '会員のお知らせの一覧（既読の印つき、?page=n）' })
  async memberList(@CurrentPrincipal() principal: Principal, @Query('page') page?: string) {
    return ok(await this.news.memberList(principal.subjectId, pageNumber(page)));
  }

  @Post('mypage/news/:id/read')
  @HttpCode(200)
  @SignedIn('member')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'お知らせを既読にする（開いたとき）' })
  async markRead(@Param('id') id: string, @CurrentPrincipal() principal: Principal, @Req() request: FastifyRequest) {
    const result = await this.news.markRead(principal.subjectId, id, commandContext(request, principal));
    await this.readStore.waitFor(result.position);
    return ok({ id, news_unread: await this.news.unreadCount(principal.subjectId) });
  }
}
