import { Body, Controller, Get, Param, Patch, Post, Query, Req, UseInterceptors } from '@nestjs/common';
import { ApiBearerAuth, ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { Principal } from '../../../application/accounts/account-role';
import { UploadRateLimit } from '../../../application/accounts/upload-rate-limit';
import { IDENTITY_DOCUMENT_MAX_BYTES, IdentificationService } from '../../../application/accounts/identification.service';
import { MemberProfileService } from '../../../application/accounts/member-profile.service';
import { TodoListService } from '../../../application/accounts/todo-list.service';
import { ReadStore } from '../../../application/shared/read-store.port';
import { MAX_IDENTITY_DOCUMENTS } from '../../../domain/identification/identification.decider';
import { DomainError } from '../../../domain/shared/domain-error';
import { CurrentPrincipal, SignedIn } from '../auth/auth.decorators';
import { commandContext, requireSelf } from '../auth/request-context';
import { ok } from '../shared/api-response';
import { MultipartInterceptor, UploadedBuffers, type UploadedFileBuffer } from '../shared/multipart.interceptor';
import { ProfileDto } from './account.dtos';

/** The upload takes a few more files than allowed, so the domain can refuse "too many" with a field message. */
const UPLOAD_FILE_CAP = MAX_IDENTITY_DOCUMENTS + 7;

export const identityUploadInterceptor = MultipartInterceptor({ fileField: 'files', maxFiles: UPLOAD_FILE_CAP, fileSize: IDENTITY_DOCUMENT_MAX_BYTES, fields: 0 });

@ApiTags('accounts')
@ApiBearerAuth()
@SignedIn('member')
@Controller('api')
export class MemberProfileController {
  constructor(
    private readonly profiles: MemberProfileService,
    private readonly identification: IdentificationService,
    private readonly todos: TodoListService,
    private readonly readStore: ReadStore,
    private readonly uploads: UploadRateLimit,
  ) {}

  @Get('mypage/user-info/:id')
  @ApiOperation({ summary: '自分の会員情報' })
  async info(@Param('id') id: string, @CurrentPrincipal() principal: Principal) {
    requireSelf(principal, id);
    return ok(await this.profiles.profile(id));
  }

  @Patch('mypage/user/update-basic/:id')
  @ApiOperation({ summary: '自分の会員情報の更新' })
  async update(@Param('id') id: string, @Body() body: ProfileDto, @CurrentPrincipal() principal: Principal, @Req() request: FastifyRequest) {
    requireSelf(principal, id);
    return ok(await this.profiles.update(id, body, commandContext(request, principal)), '会員情報を更新しました。');
  }

  @Post('mypage/user/upload-identification')
  @UseInterceptors(identityUploadInterceptor)
  @ApiConsumes('multipart/form-data')
  @ApiOperation({ summary: '本人確認書類の提出（JPEG・PNG・PDF、1ファイル5MBまで、3ファイルまで。フィールド名 files）' })
  async upload(@UploadedBuffers() files: UploadedFileBuffer[] | undefined, @CurrentPrincipal() principal: Principal, @Req() request: FastifyRequest) {
    if (!files || files.length === 0) throw DomainError.invalid('identification.no_documents', 'files', '本人確認書類のファイルを選択してください。');
    await this.uploads.count(principal.subjectId, files.length);
    const result = await this.identification.submit(
      principal.subjectId,
      files.map((file) => ({ bytes: file.buffer })),
      commandContext(request, principal),
    );
    await this.readStore.waitFor(result.position);
    return ok({ identification_verify_status: 2 }, '本人確認書類を受け付けました。確認が済みましたらお知らせします。');
  }

  @Get('todo-list/list')
  @ApiOperation({ summary: 'やることリスト（status: 0 未対応, 1 対応済み, 省略で全件）' })
  async todoList(@CurrentPrincipal() principal: Principal, @Query('page') page?: string, @Query('status') status?: string) {
    const statusFilter = status === undefined || status === '' ? undefined : Number(status);
    if (statusFilter !== undefined && statusFilter !== 0 && statusFilter !== 1) {
      throw DomainError.invalid('todo.status_invalid', 'status', '状態は0（未対応）か1（対応済み）で指定してください。');
    }
    return ok(await this.todos.list(principal.subjectId, Number(page) || 1, statusFilter));
  }

  @Get('todolist-news-unread')
  @ApiOperation({ summary: 'ヘッダーの件数（やること・お知らせ・メッセージ・スレッド）' })
  async counters(@CurrentPrincipal() principal: Principal) {
    return ok(await this.todos.counters(principal.subjectId));
  }
}
