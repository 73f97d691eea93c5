import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Patch, Post, Query, Req, Res, StreamableFile, UseInterceptors } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiOperation, ApiProduces, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Principal } from '../../../application/accounts/account-role';
import { DEAL_FILE_MAX_BYTES, DealThreadsService } from '../../../application/deals/deal-threads.service';
import { ReadStore } from '../../../application/shared/read-store.port';
import { DomainError } from '../../../domain/shared/domain-error';
import { CurrentPrincipal, SignedIn } from '../auth/auth.decorators';
import { commandContext } from '../auth/request-context';
import { ok } from '../shared/api-response';
import { DealListAnswers } from './deal-list-answers';
import { MultipartInterceptor, UploadedBuffer, type UploadedFileBuffer } from '../shared/multipart.interceptor';
import { DealThreadRefDto, OpenDealThreadDto, PostDealMessageDto, ReadMarkDto } from './deal.dtos';

/** Reading stops at the limit with a 413, so an oversized file is never held whole. */
const messageFileInterceptor = MultipartInterceptor({ fileField: 'file', maxFiles: 1, fileSize: DEAL_FILE_MAX_BYTES, fields: 2 });

const uuid = new ParseUUIDPipe({ exceptionFactory: () => DomainError.notFound('deal.not_found', 'お探しの取引は見つかりませんでした。') });

/**
 * A deal's chat (spec: /api/message/*): opened from a listing, messages with text or a file,
 * read marks, pins and blocking. Only the deal's two members write; admins and the assigned
 * 司法書士 read.
 */
@ApiTags('deals')
@ApiBearerAuth()
@Controller('api/message')
export class DealsController {
  constructor(
    private readonly deals: DealThreadsService,
    private readonly readStore: ReadStore,
    private readonly lists: DealListAnswers,
  ) {}

  @Post('thread/create')
  @HttpCode(200)
  @SignedIn('member')
  @ApiOperation({ summary: '物件の売主への問い合わせ（取引の開始）。同じ物件でもう一度押すと同じ取引を開きます。答えは { thread_id }' })
  async open(@Body() body: OpenDealThreadDto, @CurrentPrincipal() principal: Principal, @Req() request: FastifyRequest) {
    const result = await this.deals.open(principal, body.property_id, commandContext(request, principal));
    await this.readStore.waitFor(result.position);
    return ok({ thread_id: result.thread_id });
  }

  @Get('thread/index')
  @SignedIn('member')
  @ApiQuery({ name: 'all', required: false, schema: { type: 'string' }, description: '付けると、終了・中止した取引（7・8）も含めます' })
  @ApiOperation({ summary: '自分の取引の一覧（ピン留めが先、次に新しいやりとりの順）' })
  threads(@Query('all') all: string | undefined, @CurrentPrincipal() principal: Principal) {
    return this.lists.of(principal, all !== undefined && all !== '0' && all !== 'false');
  }

  @Get('index/:id')
  @SignedIn('member', 'admin', 'lawyer')
  @ApiQuery({ name: 'before', required: false, schema: { type: 'integer', minimum: 1 }, description: 'この番号（seq）より前のメッセージ。省略すると最新の50件' })
  @ApiOperation({ summary: '取引の内容とメッセージ（古い順、50件ずつさかのぼれます）。管理者と担当の司法書士は閲覧だけできます' })
  async messages(@Param('id', uuid) id: string, @Query('before') before: string | undefined, @CurrentPrincipal() principal: Principal) {
    const beforeSeq = before === undefined || before === '' ? null : Number(before);
    if (beforeSeq !== null && (!Number.isInteger(beforeSeq) || beforeSeq < 1)) {
      throw DomainError.invalid('deal.before_invalid', 'before', 'メッセージの番号は1以上の整数で指定してください。');
    }
    const [thread, page] = await Promise.all([this.deals.thread(principal, id), this.deals.messages(principal, id, beforeSeq)]);
    return ok({ thread, ...page });
  }

  @Post('create')
  @HttpCode(200)
  @SignedIn('member')
  @UseInterceptors(messageFileInterceptor)
  @ApiConsumes('application/json', 'multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['thread_id'],
      properties: {
        thread_id: { type: 'string', format: 'uuid' },
        message: { type: 'string', maxLength: 2000 },
        file: { type: 'string', format: 'binary', description: 'PDF・JPEG・PNG・HEIC、10MBまで' },
      },
    },
  })
  @ApiOperation({ summary: 'メッセージの送信（テキスト、ファイル、またはその両方）。答えは送ったメッセージ' })
  async post(
    @Body() body: PostDealMessageDto,
    @UploadedBuffer() file: UploadedFileBuffer | undefined,
    @CurrentPrincipal() principal: Principal,
    @Req() request: FastifyRequest,
  ) {
    const upload = file ? { bytes: file.buffer, name: file.originalname } : null;
    const result = await this.deals.post(principal, body.thread_id, body.message ?? '', upload, commandContext(request, principal));
    await this.readStore.waitFor(result.position);
    return ok({ message_id: result.message_id }, 'メッセージを送信しました。');
  }

  @Patch('read-mark')
  @SignedIn('member')
  @ApiOperation({ summary: '既読にする（message_seq まで、省略すると最新まで）' })
  async readMark(@Body() body: ReadMarkDto, @CurrentPrincipal() principal: Principal, @Req() request: FastifyRequest) {
    const result = await this.deals.markRead(principal, body.thread_id, body.message_seq ?? 'latest', commandContext(request, principal));
    await this.readStore.waitFor(result.position);
    return ok(await this.deals.counters(principal.subjectId));
  }

  @Post(':id/toggle-pinned')
  @HttpCode(200)
  @SignedIn('member')
  @ApiQuery({ name: 'pinned', enum: ['add', 'remove'] })
  @ApiOperation({ summary: '取引のピン留め（add）と解除（remove）' })
  async togglePinned(@Param('id', uuid) id: string, @Query('pinned') pinned: string | undefined, @CurrentPrincipal() principal: Principal, @Req() request: FastifyRequest) {
    if (pinned !== 'add' && pinned !== 'remove') throw DomainError.invalid('deal.pinned_invalid', 'pinned', 'pinned は add か remove で指定してください。');
    const result = await this.deals.setPinned(principal, id, pinned === 'add', commandContext(request, principal));
    await this.readStore.waitFor(result.position);
    return ok({ pinned: pinned === 'add' }, pinned === 'add' ? 'チャットをピン留めしました' : 'チャットのピン留めを外しました');
  }

  @Post('thread/block')
  @HttpCode(200)
  @SignedIn('member')
  @ApiOperation({ summary: '取引のブロック（双方の取引が終わり、以後メッセージは送れません）' })
  async block(@Body() body: DealThreadRefDto, @CurrentPrincipal() principal: Principal, @Req() request: FastifyRequest) {
    const result = await this.deals.block(principal, body.thread_id, commandContext(request, principal));
    await this.readStore.waitFor(result.position);
    return ok({ thread_id: body.thread_id }, 'この取引をブロックしました。');
  }

  @Get(':threadId/file/:messageId')
  @SignedIn('member', 'admin', 'lawyer')
  @ApiProduces('application/pdf', 'image/jpeg', 'image/png', 'image/heic')
  @ApiOperation({ summary: 'メッセージに添付されたファイル（取引の当事者、管理者、担当の司法書士だけ）' })
  async file(
    @Param('threadId', uuid) threadId: string,
    @Param('messageId', uuid) messageId: string,
    @CurrentPrincipal() principal: Principal,
    @Res({ passthrough: true }) response: FastifyReply,
  ) {
    const file = await this.deals.file(principal, threadId, messageId);
    response.header('Cache-Control', 'private, no-store');
    response.header('X-Content-Type-Options', 'nosniff');
    const disposition = `attachment; filename="${asciiFallback(file.file_name)}"; filename*=UTF-8''${encodeURIComponent(file.file_name)}`;
    return new StreamableFile(file.bytes, { type: file.content_type, disposition, length: file.bytes.length });
  }
}

/** The name for clients that do not read `filename*`: ASCII only, no quotes or backslashes. */
function asciiFallback(name: string): string {
  const extension = /\.[A-Za-z0-9]{1,5}$/.exec(name)?.[0] ?? '';
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return /[^_.\s]/.test(ascii.slice(0, ascii.length - extension.length)) ? ascii : `file${extension}`;
}
