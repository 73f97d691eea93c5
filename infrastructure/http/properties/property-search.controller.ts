import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { Principal } from '../../../application/accounts/account-role';
import { PropertySearchService } from '../../../application/properties/property-search.service';
import { PublicListingsService } from '../../../application/properties/public-listings.service';
import { CurrentPrincipal, MaybeSignedIn, OptionalPrincipal, SignedIn } from '../auth/auth.decorators';
import { commandContext } from '../auth/request-context';
import { ok } from '../shared/api-response';
import { PropertySearchDto } from './property-search.dtos';

function pageNumber(page: string | undefined): number {
  const value = Number(page ?? 1);
  return Number.isSafeInteger(value) && value > 0 ? Math.min(value, 10_000) : 1;
}

/** Listings as guests and members find them: search, one listing, the top pages, favourites. */
@ApiTags('property search')
@ApiBearerAuth()
@Controller('api')
export class PropertySearchController {
  constructor(
    private readonly search: PropertySearchService,
    private readonly listings: PublicListingsService,
  ) {}

  @Post('property/search')
  @HttpCode(200)
  @MaybeSignedIn()
  @ApiQuery({ name: 'page', required: false, schema: { type: 'integer', minimum: 1 } })
  @ApiOperation({ summary: '物件検索（掲載中・商談中の物件。ログイン中の会員は検索履歴に残ります）' })
  async find(@Body() body: PropertySearchDto, @Query('page') page: string | undefined, @OptionalPrincipal() viewer: Principal | null) {
    const found = await this.search.search(body, pageNumber(page), viewer);
    return ok(found, found.total === 0 ? '条件に合う物件が見つかりませんでした。' : undefined);
  }

  @Get('property/search_history/index')
  @SignedIn('member')
  @ApiOperation({ summary: '会員の最近の検索条件（新しい順）' })
  async history(@CurrentPrincipal() principal: Principal) {
    return ok(await this.search.recentSearches(principal));
  }

  @Get('property/viewdetail/:id')
  @MaybeSignedIn()
  @ApiOperation({ summary: '物件詳細（公開中の物件。下書きなどは所有者と管理者のみ）' })
  async detail(@Param('id') id: string, @OptionalPrincipal() viewer: Principal | null) {
    return ok(await this.listings.detail(id, viewer));
  }

  @Get('property/info/:id')
  @MaybeSignedIn()
  @ApiOperation({ summary: '物件の概要（カード表示用）' })
  async info(@Param('id') id: string, @OptionalPrincipal() viewer: Principal | null) {
    return ok(await this.listings.info(id, viewer));
  }

  @Get('property/access/:address')
  @ApiOperation({ summary: '所在地の地図リンク' })
  access(@Param('address') address: string) {
    return ok(this.listings.access(address));
  }

  @Get('top-page')
  @ApiOperation({ summary: 'トップページの新着物件と、地域・都道府県・ハッシュタグ・地目ごとの件数' })
  async topPage() {
    return ok(await this.listings.topPage());
  }

  @Get('lp-page')
  @ApiOperation({ summary: 'ランディングページの新着物件と掲載件数' })
  async landingPage() {
    return ok(await this.listings.landingPage());
  }

  @Patch('property/favorite/create/:id')
  @SignedIn('member')
  @ApiOperation({ summary: 'お気に入りの登録・解除（切り替え）' })
  async toggleFavorite(@Param('id') id: string, @CurrentPrincipal() principal: Principal, @Req() request: FastifyRequest) {
    const { property_id, is_favorite } = await this.listings.toggleFavorite(principal, id, commandContext(request, principal));
    return ok({ property_id, is_favorite }, is_favorite ? 'お気に入りに登録しました。' : 'お気に入りから外しました。');
  }

  @Get('property/favorite')
  @SignedIn('member')
  @ApiOperation({ summary: 'お気に入りの物件（新しく登録した順）' })
  async favorites(@CurrentPrincipal() principal: Principal) {
    return ok(await this.listings.favorites(principal));
  }
}
