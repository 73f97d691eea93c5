import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { ArticlesService } from '../../../application/articles/articles.service';
import { ARTICLE_CATEGORIES, type ArticleCategory } from '../../../domain/articles/article.events';
import { DomainError } from '../../../domain/shared/domain-error';
import { ok } from '../shared/api-response';
import { pageNumber } from '../shared/page-number';

/** Columns as the site shows them, and the top page's column block. */
@ApiTags('articles')
@Controller('api')
export class ArticlesController {
  constructor(private readonly articles: ArticlesService) {}

  @Get('word-press/top')
  @ApiOperation({ summary: 'トップページのコラム欄（公開中の新しい3件）' })
  async top() {
    return ok(await this.articles.top());
  }

  @Get('article/list')
  @ApiQuery({ name: 'category', required: false, enum: ARTICLE_CATEGORIES })
  @ApiOperation({ summary: '公開中のコラムの一覧（新しい順、?page=n）' })
  async list(@Query('page') page?: string, @Query('category') category?: string) {
    if (category !== undefined && category !== '' && !ARTICLE_CATEGORIES.includes(category as ArticleCategory)) {
      throw DomainError.invalid('article.category_invalid', 'category', 'カテゴリは general（一般）か corporate（法人向け）で指定してください。');
    }
    return ok(await this.articles.list(pageNumber(page, 'article.page_invalid'), (category || undefined) as ArticleCategory | undefined));
  }

  @Get('article/:key')
  @ApiOperation({ summary: '公開中のコラムの1件（id かスラッグ。1698 は法人向けの案内）。html は安全なHTML' })
  async detail(@Param('key') key: string) {
    return ok(await this.articles.get(key));
  }
}
