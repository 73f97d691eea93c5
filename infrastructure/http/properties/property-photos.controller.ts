import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query, Req, Res, StreamableFile, UseInterceptors } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiOperation, ApiParam, ApiProduces, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Principal } from '../../../application/accounts/account-role';
import { UploadRateLimit } from '../../../application/accounts/upload-rate-limit';
import type { RenditionFormat } from '../../../application/properties/image-processor.port';
import { PROPERTY_IMAGE_SIZES } from '../../../application/properties/property-image';
import { PROPERTY_PHOTO_MAX_BYTES, PropertyPhotosService } from '../../../application/properties/property-photos.service';
import type { CommandResult } from '../../../application/shared/command-result';
import { ReadStore } from '../../../application/shared/read-store.port';
import { DomainError } from '../../../domain/shared/domain-error';
import { CurrentPrincipal, MaybeSignedIn, OptionalPrincipal, SignedIn } from '../auth/auth.decorators';
import { commandContext } from '../auth/request-context';
import { ok } from '../shared/api-response';
import { MultipartInterceptor, UploadedBuffer, type UploadedFileBuffer } from '../shared/multipart.interceptor';
import { PropertyPhotoOrderDto } from './property.dtos';

/** Reading stops at the limit with a 413, so an oversized upload is never held whole. */
export const photoUploadInterceptor = MultipartInterceptor({ fileField: 'image', maxFiles: 1, fileSize: PROPERTY_PHOTO_MAX_BYTES, fields: 0 });

/**
 * Public photos may sit in shared caches a short while: a listing taken down stops showing them
 * within minutes. Photos of a listing only its owner and admins see are never stored.
 */
const PUBLIC_PHOTO_CACHE = 'public, max-age=300';
const PRIVATE_PHOTO_CACHE = 'private, no-store';
/**
 * A rendition's address never answers other bytes, so a browser keeps it a year without asking
 * again. Shared caches keep it five minutes (`s-maxage`), as the other copies: a listing taken
 * down stops showing its photos to anyone who had not already seen them.
 */
const PUBLIC_RENDITION_CACHE = 'public, max-age=31536000, s-maxage=300, immutable';
const RENDITION_TYPES: Record<RenditionFormat, string> = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg' };
const RENDITION_EXTENSIONS: Record<RenditionFormat, string> = { avif: 'avif', webp: 'webp', jpeg: 'jpg' };

/** A listing's photos: upload, order, removal (owner, admin) and the pictures themselves. */
@ApiTags('properties')
@Controller('api/property')
export class PropertyPhotosController {
  constructor(
    private readonly photos: PropertyPhotosService,
    private readonly readStore: ReadStore,
    private readonly uploads: UploadRateLimit,
  ) {}

  @Post('edit/:id/image')
  @SignedIn('member', 'admin')
  @ApiBearerAuth()
  @UseInterceptors(photoUploadInterceptor)
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', required: ['image'], properties: { image: { type: 'string', format: 'binary', description: 'JPEG・PNG・WebP、10MBまで' } } } })
  @ApiQuery({ name: 'thumbnail', required: false, enum: ['true'], description: 'true: この写真をメイン写真（sort 1）にする' })
  @ApiOperation({ summary: '物件の写真の登録（20枚まで）。答えは写真の一覧（PropertyImage[]、並び順）' })
  async upload(
    @Param('id') id: string,
    @UploadedBuffer() file: UploadedFileBuffer | undefined,
    @Query('thumbnail') thumbnail: string | undefined,
    @CurrentPrincipal() principal: Principal,
    @Req() request: FastifyRequest,
  ) {
    if (!file) throw DomainError.invalid('property.photo_missing', 'image', '写真のファイルを選択してください。');
    await this.uploads.count(principal.subjectId, 1);
    const primary = thumbnail === 'true' || thumbnail === '1';
    const result = await this.photos.add(principal, id, file.buffer, primary, commandContext(request, principal));
    return ok(await this.listAfter(result, principal, id), '写真を登録しました。');
  }

  @Post('edit/:id/image/order')
  @HttpCode(200)
  @SignedIn('member', 'admin')
  @ApiBearerAuth()
  @ApiOperation({ summary: '物件の写真の並び替え（すべての写真を1回ずつ、先頭がメイン写真）。答えは新しい順の PropertyImage[]' })
  async order(@Param('id') id: string, @Body() body: PropertyPhotoOrderDto, @CurrentPrincipal() principal: Principal, @Req() request: FastifyRequest) {
    const result = await this.photos.reorder(principal, id, body.image_ids, commandContext(request, principal));
    return ok(await this.listAfter(result, principal, id), '写真の並び順を保存しました。');
  }

  @Delete('edit/:id/image/:imageId')
  @SignedIn('member', 'admin')
  @ApiBearerAuth()
  @ApiOperation({ summary: '物件の写真の削除。答えは残った PropertyImage[]' })
  async remove(@Param('id') id: string, @Param('imageId') imageId: string, @CurrentPrincipal() principal: Principal, @Req() request: FastifyRequest) {
    const result = await this.photos.remove(principal, id, imageId, commandContext(request, principal));
    return ok(await this.listAfter(result, principal, id), '写真を削除しました。');
  }

  @Get('image/:imageId/:size')
  @MaybeSignedIn()
  @ApiBearerAuth()
  @ApiParam({ name: 'size', enum: PROPERTY_IMAGE_SIZES, description: 'web: 幅1600px まで, thumb: 幅480px まで' })
  @ApiProduces('image/jpeg')
  @ApiOperation({ summary: '物件の写真（JPEG）。掲載中・商談中・成約の物件は誰でも、それ以外は所有者と管理者だけ（ほかは 404）' })
  async image(
    @Param('imageId') imageId: string,
    @Param('size') size: string,
    @OptionalPrincipal() principal: Principal | null,
    @Res({ passthrough: true }) response: FastifyReply,
  ) {
    const photo = await this.photos.photo(principal, imageId, size);
    response.header('Cache-Control', photo.public ? PUBLIC_PHOTO_CACHE : PRIVATE_PHOTO_CACHE);
    response.header('X-Content-Type-Options', 'nosniff');
    return new StreamableFile(photo.bytes, { type: 'image/jpeg', disposition: `inline; filename="${imageId}-${size}.jpg"`, length: photo.bytes.length });
  }

  @Get('image/:imageId/rendition/:file')
  @MaybeSignedIn()
  @ApiBearerAuth()
  @ApiParam({ name: 'file', example: '640.webp', description: '幅と形式（avif・webp・jpeg）。写真の renditions にある組み合わせだけ' })
  @ApiProduces('image/avif', 'image/webp', 'image/jpeg')
  @ApiOperation({ summary: '物件の写真の srcset 用の版（幅320・640・1280px、元の写真より大きくはしない）。見られる人は web・thumb と同じ' })
  async rendition(
    @Param('imageId') imageId: string,
    @Param('file') file: string,
    @OptionalPrincipal() principal: Principal | null,
    @Res({ passthrough: true }) response: FastifyReply,
  ) {
    const rendition = await this.photos.rendition(principal, imageId, file);
    response.header('Cache-Control', rendition.public ? PUBLIC_RENDITION_CACHE : PRIVATE_PHOTO_CACHE);
    response.header('X-Content-Type-Options', 'nosniff');
    const name = `${imageId}-${file.slice(0, file.indexOf('.'))}.${RENDITION_EXTENSIONS[rendition.format]}`;
    return new StreamableFile(rendition.bytes, { type: RENDITION_TYPES[rendition.format], disposition: `inline; filename="${name}"`, length: rendition.bytes.length });
  }

  private async listAfter(result: CommandResult, principal: Principal, id: string) {
    await this.readStore.waitFor(result.position);
    return this.photos.list(principal, id);
  }
}
