import { Body, Controller, Get, HttpCode, Param, Post, Query, Req, UseInterceptors } from '@nestjs/common';
import { ApiBearerAuth, ApiConsumes, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { Principal } from '../../../application/accounts/account-role';
import { CONTENT_IMAGE_MAX_BYTES } from '../../../application/content-images/content-images.service';
import { ReadStore } from '../../../application/shared/read-store.port';
import { SlidersService } from '../../../application/sliders/sliders.service';
import { DomainError } from '../../../domain/shared/domain-error';
import { CurrentPrincipal, MaybeSignedIn, OptionalPrincipal, SignedIn } from '../auth/auth.decorators';
import { commandContext } from '../auth/request-context';
import { ok } from '../shared/api-response';
import { MultipartInterceptor, UploadedBuffer, type UploadedFileBuffer } from '../shared/multipart.interceptor';
import { DeleteSlideDto, SlideDto, SlideOrderDto } from './slider.dtos';

const slideForm = MultipartInterceptor({ fileField: 'image', maxFiles: 1, fileSize: CONTENT_IMAGE_MAX_BYTES, fields: 5 });

/** The top page's carousel: everyone sees the slides inside their window, admins manage all of them. */
@ApiTags('sliders')
@Controller('api/slider')
export class SlidersController {
  constructor(
    private readonly sliders: SlidersService,
    private readonly readStore: ReadStore,
  ) {}

  @Get('list')
  @MaybeSignedIn()
  @ApiBearerAuth()
  @ApiQuery({ name: 'all', required: false, enum: ['true'], description: 'true: 掲載期間外も含むすべて（管理者のみ）' })
  @ApiOperation({ summary: 'スライドの一覧（表示順）。誰でも掲載期間内のもの、管理者は ?all=true ですべて' })
  async list(@OptionalPrincipal() principal: Principal | null, @Query('all') all?: string) {
    if (all === undefined || all === '' || all === 'false') return ok(await this.sliders.shown());
    if (all !== 'true') throw DomainError.invalid('slider.all_invalid', 'all', 'all は true か false で指定してください。');
    if (!principal) throw DomainError.unauthenticated('auth.required', 'ログインしてください。');
    if (principal.role !== 'admin') throw DomainError.forbidden('slider.admin_only');
    return ok(await this.sliders.all());
  }

  @Get('detail/:id')
  @SignedIn('admin')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'スライドの1件（管理者）' })
  async detail(@Param('id') id: string) {
    return ok(await this.sliders.get(id));
  }

  // The spec writes this address with a trailing slash: `specTrailingSlashes` lets that spelling reach it.
  @Post('create')
  @SignedIn('admin')
  @ApiBearerAuth()
  @UseInterceptors(slideForm)
  @ApiConsumes('multipart/form-data')
  @ApiOperation({ summary: 'スライドの作成（管理者。画像つき、最後に並びます）' })
  async create(@Body() body: SlideDto, @UploadedBuffer() file: UploadedFileBuffer | undefined, @CurrentPrincipal() principal: Principal, @Req() request: FastifyRequest) {
    const result = await this.sliders.create(body, file?.buffer, commandContext(request, principal));
    await this.readStore.waitFor(result.position);
    return ok(await this.sliders.get(result.id), 'スライドを登録しました。');
  }

  @Post('edit/:id')
  @HttpCode(200)
  @SignedIn('admin')
  @ApiBearerAuth()
  @UseInterceptors(slideForm)
  @ApiConsumes('multipart/form-data', 'application/json')
  @ApiOperation({ summary: 'スライドの編集（管理者。画像を送らなければ今の画像のまま）' })
  async edit(@Param('id') id: string, @Body() body: SlideDto, @UploadedBuffer() file: UploadedFileBuffer | undefined, @CurrentPrincipal() principal: Principal, @Req() request: FastifyRequest) {
    const result = await this.sliders.edit(id, body, file?.buffer, commandContext(request, principal));
    await this.readStore.waitFor(result.position);
    return ok(await this.sliders.get(id), 'スライドを更新しました。');
  }

  @Post('order')
  @HttpCode(200)
  @SignedIn('admin')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'スライドの並び替え（管理者。すべての id を表示する順に）。答えはすべてのスライド' })
  async order(@Body() body: SlideOrderDto, @CurrentPrincipal() principal: Principal, @Req() request: FastifyRequest) {
    const result = await this.sliders.reorder(body.slide_ids, commandContext(request, principal));
    await this.readStore.waitFor(result.position);
    return ok(await this.sliders.all(), 'スライドの並び順を保存しました。');
  }

  @Post('delete')
  @HttpCode(200)
  @SignedIn('admin')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'スライドの削除（管理者）' })
  async remove(@Body() body: DeleteSlideDto, @CurrentPrincipal() principal: Principal, @Req() request: FastifyRequest) {
    if (typeof body.id !== 'string' || body.id.trim() === '') throw DomainError.invalid('slider.id_required', 'id', '削除するスライドの id を指定してください。');
    const result = await this.sliders.remove(body.id, commandContext(request, principal));
    await this.readStore.waitFor(result.position);
    return ok({ id: body.id }, 'スライドを削除しました。');
  }
}
