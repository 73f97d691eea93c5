import { Controller, Get, Param, Post, Req, Res, StreamableFile, UseInterceptors } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Principal } from '../../../application/accounts/account-role';
import { CONTENT_IMAGE_MAX_BYTES, ContentImagesService } from '../../../application/content-images/content-images.service';
import type { RenditionFormat } from '../../../application/properties/image-processor.port';
import { ReadStore } from '../../../application/shared/read-store.port';
import { DomainError } from '../../../domain/shared/domain-error';
import { CurrentPrincipal, SignedIn } from '../auth/auth.decorators';
import { commandContext } from '../auth/request-context';
import { ok } from '../shared/api-response';
import { MultipartInterceptor, UploadedBuffer, type UploadedFileBuffer } from '../shared/multipart.interceptor';

/** A content image's bytes never change under its id: browsers keep it a year. */
const IMAGE_CACHE = 'public, max-age=31536000, immutable';
const TYPES: Record<RenditionFormat, string> = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg' };

/** Pictures for columns and slides: admins upload them, everyone may see them. */
@ApiTags('content-images')
@Controller('api')
export class ContentImagesController {
  constructor(
    private readonly images: ContentImagesService,
    private readonly readStore: ReadStore,
  ) {}

  @Post('admin/content-image/upload')
  @SignedIn('admin')
  @ApiBearerAuth()
  @UseInterceptors(MultipartInterceptor({ fileField: 'image', maxFiles: 1, fileSize: CONTENT_IMAGE_MAX_BYTES, fields: 0 }))
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', required: ['image'], properties: { image: { type: 'string', format: 'binary', description: 'JPEG・PNG・WebP、10MBまで' } } } })
  @ApiOperation({ summary: 'コラム・スライド用の画像の登録（管理者）。答えの url を Markdown の画像に使えます' })
  async upload(@UploadedBuffer() file: UploadedFileBuffer | undefined, @CurrentPrincipal() principal: Principal, @Req() request: FastifyRequest) {
    if (!file) throw DomainError.invalid('content_image.missing', 'image', '画像のファイルを選択してください。');
    const result = await this.images.upload(file.buffer, 'image', commandContext(request, principal));
    await this.readStore.waitFor(result.position);
    return ok(result.image, '画像を登録しました。');
  }

  @Get('content-image/:id/rendition/:file')
  @ApiProduces('image/avif', 'image/webp', 'image/jpeg')
  @ApiOperation({ summary: 'コラム・スライド用の画像の srcset 用の版（320・640・1280.avif|webp|jpeg）' })
  async rendition(@Param('id') id: string, @Param('file') file: string, @Res({ passthrough: true }) response: FastifyReply) {
    const rendition = await this.images.rendition(id, file);
    response.header('Cache-Control', IMAGE_CACHE);
    response.header('X-Content-Type-Options', 'nosniff');
    return new StreamableFile(rendition.bytes, { type: TYPES[rendition.format], disposition: 'inline', length: rendition.bytes.length });
  }

  @Get('content-image/:id/:size')
  @ApiProduces('image/jpeg')
  @ApiOperation({ summary: 'コラム・スライド用の画像（JPEG。web: 幅1600px まで, thumb: 幅480px まで）' })
  async image(@Param('id') id: string, @Param('size') size: string, @Res({ passthrough: true }) response: FastifyReply) {
    const bytes = await this.images.file(id, size);
    response.header('Cache-Control', IMAGE_CACHE);
    response.header('X-Content-Type-Options', 'nosniff');
    return new StreamableFile(bytes, { type: 'image/jpeg', disposition: `inline; filename="${id}-${size}.jpg"`, length: bytes.length });
  }
}
